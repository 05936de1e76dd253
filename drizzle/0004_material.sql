CREATE TABLE "material_items" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "material_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"unit" text NOT NULL,
	"category" text,
	"min_stock" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "material_items_min_stock_check" CHECK ("material_items"."min_stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "material_movements" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "material_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid NOT NULL,
	"type" text NOT NULL,
	"item_id" bigint NOT NULL,
	"property_id" bigint,
	"quantity" bigint NOT NULL,
	"direction" text,
	"reason" text,
	"note" text,
	"request_id" bigint,
	"created_by_account_id" bigint,
	"create_fingerprint" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_movements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "material_movements_tenant_uuid_key" UNIQUE("tenant_id","uuid"),
	CONSTRAINT "material_movements_quantity_check" CHECK ("material_movements"."quantity" > 0),
	CONSTRAINT "material_movements_shape_check" CHECK (case "material_movements"."type"
        when 'receipt' then "material_movements"."property_id" is null and "material_movements"."direction" is null and "material_movements"."reason" is null
        when 'correction' then "material_movements"."direction" is not null and "material_movements"."reason" is not null
        else "material_movements"."property_id" is not null and "material_movements"."direction" is null and "material_movements"."reason" is null
      end)
);
--> statement-breakpoint
CREATE TABLE "material_request_lines" (
	"tenant_id" bigint NOT NULL,
	"request_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "material_request_lines_tenant_id_request_id_item_id_pk" PRIMARY KEY("tenant_id","request_id","item_id"),
	CONSTRAINT "material_request_lines_quantity_check" CHECK ("material_request_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "material_requests" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "material_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid NOT NULL,
	"property_id" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"note" text,
	"requested_by_account_id" bigint,
	"decided_by_account_id" bigint,
	"decided_at" timestamp (3) with time zone,
	"delivered_by_account_id" bigint,
	"delivered_at" timestamp (3) with time zone,
	"create_fingerprint" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_requests_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "material_requests_tenant_uuid_key" UNIQUE("tenant_id","uuid")
);
--> statement-breakpoint
CREATE TABLE "material_stock" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "material_stock_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" bigint NOT NULL,
	"property_id" bigint,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_stock_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "material_stock_property_key" UNIQUE("tenant_id","item_id","property_id"),
	CONSTRAINT "material_stock_quantity_check" CHECK ("material_stock"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "material_items" ADD CONSTRAINT "material_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_movements" ADD CONSTRAINT "material_movements_tenant_id_item_id_material_items_tenant_id_id_fk" FOREIGN KEY ("tenant_id","item_id") REFERENCES "public"."material_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_movements" ADD CONSTRAINT "material_movements_tenant_id_property_id_properties_tenant_id_id_fk" FOREIGN KEY ("tenant_id","property_id") REFERENCES "public"."properties"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_movements" ADD CONSTRAINT "material_movements_tenant_id_request_id_material_requests_tenant_id_id_fk" FOREIGN KEY ("tenant_id","request_id") REFERENCES "public"."material_requests"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_movements" ADD CONSTRAINT "material_movements_tenant_id_created_by_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by_account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_request_lines" ADD CONSTRAINT "material_request_lines_tenant_id_request_id_material_requests_tenant_id_id_fk" FOREIGN KEY ("tenant_id","request_id") REFERENCES "public"."material_requests"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_request_lines" ADD CONSTRAINT "material_request_lines_tenant_id_item_id_material_items_tenant_id_id_fk" FOREIGN KEY ("tenant_id","item_id") REFERENCES "public"."material_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requests" ADD CONSTRAINT "material_requests_tenant_id_property_id_properties_tenant_id_id_fk" FOREIGN KEY ("tenant_id","property_id") REFERENCES "public"."properties"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requests" ADD CONSTRAINT "material_requests_tenant_id_requested_by_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","requested_by_account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requests" ADD CONSTRAINT "material_requests_tenant_id_decided_by_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","decided_by_account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requests" ADD CONSTRAINT "material_requests_tenant_id_delivered_by_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","delivered_by_account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_stock" ADD CONSTRAINT "material_stock_tenant_id_item_id_material_items_tenant_id_id_fk" FOREIGN KEY ("tenant_id","item_id") REFERENCES "public"."material_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_stock" ADD CONSTRAINT "material_stock_tenant_id_property_id_properties_tenant_id_id_fk" FOREIGN KEY ("tenant_id","property_id") REFERENCES "public"."properties"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "material_items_tenant_sku_key" ON "material_items" USING btree ("tenant_id",lower("sku"));--> statement-breakpoint
CREATE INDEX "material_items_tenant_updated_idx" ON "material_items" USING btree ("tenant_id","updated_at");--> statement-breakpoint
CREATE INDEX "material_movements_tenant_item_idx" ON "material_movements" USING btree ("tenant_id","item_id","id");--> statement-breakpoint
CREATE INDEX "material_movements_tenant_property_idx" ON "material_movements" USING btree ("tenant_id","property_id","id");--> statement-breakpoint
CREATE INDEX "material_movements_tenant_request_idx" ON "material_movements" USING btree ("tenant_id","request_id");--> statement-breakpoint
CREATE INDEX "material_movements_tenant_created_idx" ON "material_movements" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "material_requests_tenant_property_idx" ON "material_requests" USING btree ("tenant_id","property_id","id");--> statement-breakpoint
CREATE INDEX "material_requests_tenant_updated_idx" ON "material_requests" USING btree ("tenant_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "material_stock_warehouse_key" ON "material_stock" USING btree ("tenant_id","item_id") WHERE "material_stock"."property_id" is null;--> statement-breakpoint
CREATE INDEX "material_stock_tenant_property_idx" ON "material_stock" USING btree ("tenant_id","property_id","id");--> statement-breakpoint
CREATE INDEX "material_stock_tenant_updated_idx" ON "material_stock" USING btree ("tenant_id","updated_at");