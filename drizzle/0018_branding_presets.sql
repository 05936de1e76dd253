CREATE TABLE "branding_presets" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "branding_presets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" bigint,
	"accent_color" text NOT NULL,
	"logo_content_type" text,
	"logo_bytes" "bytea",
	"address_lines" text[] DEFAULT '{}'::text[] NOT NULL,
	"footer" text DEFAULT '' NOT NULL,
	"cover_page" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branding_presets_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "branding_presets" ADD CONSTRAINT "branding_presets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branding_presets" ADD CONSTRAINT "branding_presets_tenant_id_client_id_clients_tenant_id_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "branding_presets_tenant_client_key" ON "branding_presets" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "branding_presets_tenant_default_key" ON "branding_presets" USING btree ("tenant_id") WHERE "branding_presets"."client_id" is null;