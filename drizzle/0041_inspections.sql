CREATE TABLE "inspection_ratings" (
	"tenant_id" bigint NOT NULL,
	"inspection_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"criterion_id" text NOT NULL,
	"step" text,
	"note" text,
	"photo_file_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"defect" boolean DEFAULT false NOT NULL,
	"task_id" bigint,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_ratings_tenant_id_inspection_id_area_id_criterion_id_pk" PRIMARY KEY("tenant_id","inspection_id","area_id","criterion_id")
);
--> statement-breakpoint
CREATE TABLE "inspection_template_versions" (
	"tenant_id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"scale" jsonb NOT NULL,
	"criteria" jsonb NOT NULL,
	"area_type_weights" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"threshold_percent" double precision NOT NULL,
	"sample_percent" double precision DEFAULT 10 NOT NULL,
	"sample_minimum" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_template_versions_tenant_id_template_id_version_pk" PRIMARY KEY("tenant_id","template_id","version")
);
--> statement-breakpoint
CREATE TABLE "inspection_templates" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "inspection_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "inspections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"property_id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"template_version" integer NOT NULL,
	"inspection_date" date NOT NULL,
	"seed" bigint NOT NULL,
	"sample" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"inspector_account_id" bigint NOT NULL,
	"client_representative_name" text,
	"client_signature_file_id" bigint,
	"completed_at" timestamp (3) with time zone,
	"score_percent" double precision,
	"passed" boolean,
	"reinspection_of" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"change_seq" bigint,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspections_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "inspections_tenant_change_seq_key" UNIQUE("tenant_id","change_seq")
);
--> statement-breakpoint
ALTER TABLE "inspection_ratings" ADD CONSTRAINT "inspection_ratings_tenant_id_inspection_id_inspections_tenant_id_id_fk" FOREIGN KEY ("tenant_id","inspection_id") REFERENCES "public"."inspections"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_ratings" ADD CONSTRAINT "inspection_ratings_tenant_id_area_id_plan_areas_tenant_id_id_fk" FOREIGN KEY ("tenant_id","area_id") REFERENCES "public"."plan_areas"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_ratings" ADD CONSTRAINT "inspection_ratings_tenant_id_task_id_tasks_tenant_id_id_fk" FOREIGN KEY ("tenant_id","task_id") REFERENCES "public"."tasks"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_template_versions" ADD CONSTRAINT "inspection_template_versions_tenant_id_template_id_inspection_templates_tenant_id_id_fk" FOREIGN KEY ("tenant_id","template_id") REFERENCES "public"."inspection_templates"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_tenant_id_template_id_template_version_inspection_template_versions_tenant_id_template_id_version_fk" FOREIGN KEY ("tenant_id","template_id","template_version") REFERENCES "public"."inspection_template_versions"("tenant_id","template_id","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_tenant_id_property_id_properties_tenant_id_id_fk" FOREIGN KEY ("tenant_id","property_id") REFERENCES "public"."properties"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_tenant_id_inspector_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","inspector_account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_tenant_id_client_signature_file_id_stored_files_tenant_id_id_fk" FOREIGN KEY ("tenant_id","client_signature_file_id") REFERENCES "public"."stored_files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_tenant_id_reinspection_of_inspections_tenant_id_id_fk" FOREIGN KEY ("tenant_id","reinspection_of") REFERENCES "public"."inspections"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_templates_tenant_updated_idx" ON "inspection_templates" USING btree ("tenant_id","updated_at");--> statement-breakpoint
CREATE INDEX "inspections_tenant_property_date_idx" ON "inspections" USING btree ("tenant_id","property_id","inspection_date");