CREATE TABLE "report_schedule_recipients" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "report_schedule_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"schedule_id" bigint NOT NULL,
	"address" text,
	"account_id" bigint,
	"unsubscribed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "report_schedule_recipients_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "report_schedule_recipients_address" UNIQUE("tenant_id","schedule_id","address"),
	CONSTRAINT "report_schedule_recipients_account" UNIQUE("tenant_id","schedule_id","account_id"),
	CONSTRAINT "report_schedule_recipients_one" CHECK (("report_schedule_recipients"."address" is null) <> ("report_schedule_recipients"."account_id" is null))
);
--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "report_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"kind" text NOT NULL,
	"client_id" bigint,
	"property_ids" jsonb,
	"template_id" bigint,
	"language" text NOT NULL,
	"branding_client_id" bigint,
	"recurrence" jsonb NOT NULL,
	"time_zone" text,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"period" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"skip_if_empty" boolean DEFAULT true NOT NULL,
	"owner_account_id" bigint NOT NULL,
	"next_run_at" timestamp (3) with time zone,
	"last_occurrence_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "report_schedules_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "report_schedules_kind_check" CHECK ("report_schedules"."kind" in ('patrol', 'incidents', 'form_responses', 'working_time')),
	CONSTRAINT "report_schedules_status_check" CHECK ("report_schedules"."status" in ('active', 'paused', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "report_sending_recipients" (
	"tenant_id" bigint NOT NULL,
	"sending_id" bigint NOT NULL,
	"recipient_id" bigint,
	"address" text NOT NULL,
	"account_id" bigint,
	"mail_message_id" bigint,
	"skipped_reason" text,
	CONSTRAINT "report_sending_recipients_tenant_id_sending_id_address_pk" PRIMARY KEY("tenant_id","sending_id","address")
);
--> statement-breakpoint
CREATE TABLE "report_sendings" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "report_sendings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"schedule_id" bigint NOT NULL,
	"trigger" text NOT NULL,
	"occurrence_at" timestamp (3) with time zone,
	"requested_by_account_id" bigint,
	"period_from" timestamp (3) with time zone NOT NULL,
	"period_to" timestamp (3) with time zone NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"file_key" text,
	"file_name" text,
	"content_type" text,
	"byte_size" integer,
	"delivery" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"finished_at" timestamp (3) with time zone,
	CONSTRAINT "report_sendings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "report_sendings_occurrence" UNIQUE("tenant_id","schedule_id","occurrence_at")
);
--> statement-breakpoint
CREATE TABLE "portal_notices" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "portal_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"subject" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"read_at" timestamp (3) with time zone,
	CONSTRAINT "portal_notices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "report_schedule_recipients" ADD CONSTRAINT "report_schedule_recipients_tenant_id_schedule_id_report_schedules_tenant_id_id_fk" FOREIGN KEY ("tenant_id","schedule_id") REFERENCES "public"."report_schedules"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedule_recipients" ADD CONSTRAINT "report_schedule_recipients_tenant_id_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_tenant_id_owner_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","owner_account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_tenant_id_client_id_clients_tenant_id_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_tenant_id_branding_client_id_clients_tenant_id_id_fk" FOREIGN KEY ("tenant_id","branding_client_id") REFERENCES "public"."clients"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_tenant_id_template_id_form_templates_tenant_id_id_fk" FOREIGN KEY ("tenant_id","template_id") REFERENCES "public"."form_templates"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sending_recipients" ADD CONSTRAINT "report_sending_recipients_tenant_id_sending_id_report_sendings_tenant_id_id_fk" FOREIGN KEY ("tenant_id","sending_id") REFERENCES "public"."report_sendings"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sendings" ADD CONSTRAINT "report_sendings_tenant_id_schedule_id_report_schedules_tenant_id_id_fk" FOREIGN KEY ("tenant_id","schedule_id") REFERENCES "public"."report_schedules"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sendings" ADD CONSTRAINT "report_sendings_tenant_id_requested_by_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","requested_by_account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_notices" ADD CONSTRAINT "portal_notices_tenant_id_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_schedules_due_idx" ON "report_schedules" USING btree ("next_run_at") WHERE "report_schedules"."status" = 'active';--> statement-breakpoint
CREATE INDEX "report_schedules_tenant_status_idx" ON "report_schedules" USING btree ("tenant_id","status","id");--> statement-breakpoint
CREATE INDEX "report_sendings_schedule_idx" ON "report_sendings" USING btree ("tenant_id","schedule_id","id");--> statement-breakpoint
CREATE INDEX "portal_notices_account_idx" ON "portal_notices" USING btree ("tenant_id","account_id","id");