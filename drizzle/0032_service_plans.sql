CREATE TABLE "plan_areas" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "plan_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"property_id" bigint NOT NULL,
	"name" text NOT NULL,
	"type" text,
	"floor" text,
	"size_m2" double precision,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_areas_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "plan_areas_tenant_property_name_key" UNIQUE("tenant_id","property_id","name")
);
--> statement-breakpoint
CREATE TABLE "plan_service_assignees" (
	"tenant_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_service_assignees_tenant_id_service_id_account_id_pk" PRIMARY KEY("tenant_id","service_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "plan_services" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "plan_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"area_id" bigint NOT NULL,
	"property_id" bigint NOT NULL,
	"title" text NOT NULL,
	"rrule" text,
	"excluded_months" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"excluded_weekdays" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"excluded_dates" date[] DEFAULT '{}'::date[] NOT NULL,
	"skip_holidays" boolean DEFAULT false NOT NULL,
	"window_start" text NOT NULL,
	"window_end" text NOT NULL,
	"expected_minutes" integer,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"generated_through" date,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_services_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "service_plan_settings" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"horizon_days" integer DEFAULT 14 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "plan_service_id" bigint;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "plan_occurrence_date" date;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "window_starts_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "window_ends_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "missed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "plan_withdrawn_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "checklist" jsonb;--> statement-breakpoint
ALTER TABLE "plan_areas" ADD CONSTRAINT "plan_areas_tenant_id_property_id_properties_tenant_id_id_fk" FOREIGN KEY ("tenant_id","property_id") REFERENCES "public"."properties"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_service_assignees" ADD CONSTRAINT "plan_service_assignees_tenant_id_service_id_plan_services_tenant_id_id_fk" FOREIGN KEY ("tenant_id","service_id") REFERENCES "public"."plan_services"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_service_assignees" ADD CONSTRAINT "plan_service_assignees_tenant_id_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_services" ADD CONSTRAINT "plan_services_tenant_id_area_id_plan_areas_tenant_id_id_fk" FOREIGN KEY ("tenant_id","area_id") REFERENCES "public"."plan_areas"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_services" ADD CONSTRAINT "plan_services_tenant_id_property_id_properties_tenant_id_id_fk" FOREIGN KEY ("tenant_id","property_id") REFERENCES "public"."properties"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_plan_settings" ADD CONSTRAINT "service_plan_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_services_tenant_area_idx" ON "plan_services" USING btree ("tenant_id","area_id");--> statement-breakpoint
CREATE INDEX "plan_services_tenant_property_idx" ON "plan_services" USING btree ("tenant_id","property_id");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_tenant_id_plan_service_id_plan_services_tenant_id_id_fk" FOREIGN KEY ("tenant_id","plan_service_id") REFERENCES "public"."plan_services"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_plan_missed_pending_idx" ON "tasks" USING btree ("window_ends_at") WHERE "tasks"."plan_service_id" is not null and "tasks"."status" in ('open', 'in_progress') and "tasks"."missed_at" is null;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_tenant_plan_occurrence_key" UNIQUE("tenant_id","plan_service_id","plan_occurrence_date");