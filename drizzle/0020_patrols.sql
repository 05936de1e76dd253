CREATE TABLE "patrol_checkpoints" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "patrol_checkpoints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"route_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"location_hint" text,
	"instructions" text,
	"qr_token" text NOT NULL,
	"nfc_tag_id" text,
	"manual_code" text NOT NULL,
	"retired_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patrol_checkpoints_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "patrol_checkpoints_tenant_qr_key" UNIQUE("tenant_id","qr_token"),
	CONSTRAINT "patrol_checkpoints_tenant_nfc_key" UNIQUE("tenant_id","nfc_tag_id"),
	CONSTRAINT "patrol_checkpoints_tenant_manual_key" UNIQUE("tenant_id","manual_code")
);
--> statement-breakpoint
CREATE TABLE "patrol_rounds" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "patrol_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid NOT NULL,
	"route_id" bigint NOT NULL,
	"property_id" bigint NOT NULL,
	"schedule_id" bigint,
	"planned_start" timestamp (3) with time zone,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"started_by_account_id" bigint NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"start_received_at" timestamp (3) with time zone NOT NULL,
	"ended_at" timestamp (3) with time zone,
	"ended_by_account_id" bigint,
	"note" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patrol_rounds_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "patrol_rounds_tenant_uuid_key" UNIQUE("tenant_id","uuid"),
	CONSTRAINT "patrol_rounds_tenant_occurrence_key" UNIQUE("tenant_id","schedule_id","planned_start")
);
--> statement-breakpoint
CREATE TABLE "patrol_routes" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "patrol_routes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"property_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patrol_routes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "patrol_scans" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "patrol_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid NOT NULL,
	"round_id" bigint NOT NULL,
	"checkpoint_id" bigint NOT NULL,
	"method" text NOT NULL,
	"scanned_at" timestamp (3) with time zone NOT NULL,
	"received_at" timestamp (3) with time zone NOT NULL,
	"account_id" bigint NOT NULL,
	"note" text,
	"photo_file_id" bigint,
	CONSTRAINT "patrol_scans_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "patrol_scans_tenant_uuid_key" UNIQUE("tenant_id","uuid")
);
--> statement-breakpoint
CREATE TABLE "patrol_schedules" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "patrol_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"route_id" bigint NOT NULL,
	"weekdays" integer[] NOT NULL,
	"start_times" text[] NOT NULL,
	"window_minutes" integer NOT NULL,
	"grace_minutes" integer DEFAULT 0 NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patrol_schedules_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "patrol_round_id" bigint;--> statement-breakpoint
ALTER TABLE "patrol_checkpoints" ADD CONSTRAINT "patrol_checkpoints_tenant_id_route_id_patrol_routes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","route_id") REFERENCES "public"."patrol_routes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_rounds" ADD CONSTRAINT "patrol_rounds_tenant_id_route_id_patrol_routes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","route_id") REFERENCES "public"."patrol_routes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_rounds" ADD CONSTRAINT "patrol_rounds_tenant_id_property_id_properties_tenant_id_id_fk" FOREIGN KEY ("tenant_id","property_id") REFERENCES "public"."properties"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_rounds" ADD CONSTRAINT "patrol_rounds_tenant_id_schedule_id_patrol_schedules_tenant_id_id_fk" FOREIGN KEY ("tenant_id","schedule_id") REFERENCES "public"."patrol_schedules"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_rounds" ADD CONSTRAINT "patrol_rounds_tenant_id_started_by_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","started_by_account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_routes" ADD CONSTRAINT "patrol_routes_tenant_id_property_id_properties_tenant_id_id_fk" FOREIGN KEY ("tenant_id","property_id") REFERENCES "public"."properties"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_scans" ADD CONSTRAINT "patrol_scans_tenant_id_round_id_patrol_rounds_tenant_id_id_fk" FOREIGN KEY ("tenant_id","round_id") REFERENCES "public"."patrol_rounds"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_scans" ADD CONSTRAINT "patrol_scans_tenant_id_checkpoint_id_patrol_checkpoints_tenant_id_id_fk" FOREIGN KEY ("tenant_id","checkpoint_id") REFERENCES "public"."patrol_checkpoints"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_scans" ADD CONSTRAINT "patrol_scans_tenant_id_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_scans" ADD CONSTRAINT "patrol_scans_tenant_id_photo_file_id_stored_files_tenant_id_id_fk" FOREIGN KEY ("tenant_id","photo_file_id") REFERENCES "public"."stored_files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_schedules" ADD CONSTRAINT "patrol_schedules_tenant_id_route_id_patrol_routes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","route_id") REFERENCES "public"."patrol_routes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patrol_checkpoints_tenant_route_idx" ON "patrol_checkpoints" USING btree ("tenant_id","route_id","position");--> statement-breakpoint
CREATE INDEX "patrol_rounds_tenant_property_started_idx" ON "patrol_rounds" USING btree ("tenant_id","property_id","started_at");--> statement-breakpoint
CREATE INDEX "patrol_rounds_tenant_route_started_idx" ON "patrol_rounds" USING btree ("tenant_id","route_id","started_at");--> statement-breakpoint
CREATE INDEX "patrol_routes_tenant_property_idx" ON "patrol_routes" USING btree ("tenant_id","property_id");--> statement-breakpoint
CREATE INDEX "patrol_scans_tenant_round_idx" ON "patrol_scans" USING btree ("tenant_id","round_id","scanned_at");--> statement-breakpoint
CREATE INDEX "patrol_schedules_tenant_route_idx" ON "patrol_schedules" USING btree ("tenant_id","route_id");