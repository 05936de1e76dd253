CREATE TABLE "form_response_photos" (
	"tenant_id" bigint NOT NULL,
	"response_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"field_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "form_response_photos_tenant_id_response_id_file_id_pk" PRIMARY KEY("tenant_id","response_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "form_responses" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "form_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"template_id" bigint NOT NULL,
	"template_version" integer NOT NULL,
	"property_id" bigint NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp (3) with time zone,
	"submitted_by_account_id" bigint,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_responses_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "form_template_versions" (
	"tenant_id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_template_versions_tenant_id_template_id_version_pk" PRIMARY KEY("tenant_id","template_id","version")
);
--> statement-breakpoint
CREATE TABLE "form_templates" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "form_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"current_version" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "incidents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid NOT NULL,
	"property_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"severity" text NOT NULL,
	"location" text,
	"occurred_at" timestamp (3) with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"reported_by_account_id" bigint,
	"create_fingerprint" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp (3) with time zone,
	CONSTRAINT "incidents_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "incidents_tenant_uuid_key" UNIQUE("tenant_id","uuid")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stored_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"original_name" text,
	"uploaded_by_account_id" bigint,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "stored_files_tenant_key" UNIQUE("tenant_id","storage_key")
);
--> statement-breakpoint
ALTER TABLE "form_response_photos" ADD CONSTRAINT "form_response_photos_tenant_id_response_id_form_responses_tenant_id_id_fk" FOREIGN KEY ("tenant_id","response_id") REFERENCES "public"."form_responses"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_response_photos" ADD CONSTRAINT "form_response_photos_tenant_id_file_id_stored_files_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."stored_files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_tenant_id_template_id_template_version_form_template_versions_tenant_id_template_id_version_fk" FOREIGN KEY ("tenant_id","template_id","template_version") REFERENCES "public"."form_template_versions"("tenant_id","template_id","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_tenant_id_property_id_properties_tenant_id_id_fk" FOREIGN KEY ("tenant_id","property_id") REFERENCES "public"."properties"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_template_versions" ADD CONSTRAINT "form_template_versions_tenant_id_template_id_form_templates_tenant_id_id_fk" FOREIGN KEY ("tenant_id","template_id") REFERENCES "public"."form_templates"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_tenant_id_property_id_properties_tenant_id_id_fk" FOREIGN KEY ("tenant_id","property_id") REFERENCES "public"."properties"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_responses_tenant_property_idx" ON "form_responses" USING btree ("tenant_id","property_id","id");--> statement-breakpoint
CREATE INDEX "incidents_tenant_property_idx" ON "incidents" USING btree ("tenant_id","property_id","id");