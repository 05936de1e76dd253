CREATE TABLE "clients" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"street" text,
	"postal_code" text,
	"city" text,
	"country" text,
	"contact_name" text,
	"contact_emails" text[] DEFAULT '{}' NOT NULL,
	"notes" text,
	"archived_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "task_photos" (
	"tenant_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "task_photos_tenant_id_task_id_file_id_pk" PRIMARY KEY("tenant_id","task_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "incident_photos" (
	"tenant_id" bigint NOT NULL,
	"incident_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"added_by_account_id" bigint,
	"added_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_photos_tenant_id_incident_id_file_id_pk" PRIMARY KEY("tenant_id","incident_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "client_id" bigint;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "assignee_account_id" bigint;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "completion_note" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "completed_by_account_id" bigint;--> statement-breakpoint
ALTER TABLE "task_photos" ADD CONSTRAINT "task_photos_tenant_id_task_id_tasks_tenant_id_id_fk" FOREIGN KEY ("tenant_id","task_id") REFERENCES "public"."tasks"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_photos" ADD CONSTRAINT "task_photos_tenant_id_file_id_stored_files_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."stored_files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_photos" ADD CONSTRAINT "incident_photos_tenant_id_incident_id_incidents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","incident_id") REFERENCES "public"."incidents"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_photos" ADD CONSTRAINT "incident_photos_tenant_id_file_id_stored_files_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."stored_files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_tenant_name_idx" ON "clients" USING btree ("tenant_id","name");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_tenant_id_client_id_clients_tenant_id_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_tenant_id_assignee_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","assignee_account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_tenant_client_idx" ON "properties" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE INDEX "tasks_tenant_assignee_idx" ON "tasks" USING btree ("tenant_id","assignee_account_id");