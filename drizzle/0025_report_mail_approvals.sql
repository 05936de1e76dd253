CREATE TABLE "report_mail_limits" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"max_schedules_per_person" integer NOT NULL,
	"max_mails_per_day" integer NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_schedule_recipients" ADD COLUMN "approved_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "report_schedule_recipients" ADD COLUMN "approved_by_account_id" bigint;--> statement-breakpoint
ALTER TABLE "report_schedule_recipients" ADD COLUMN "added_by_account_id" bigint;--> statement-breakpoint
ALTER TABLE "report_mail_limits" ADD CONSTRAINT "report_mail_limits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedule_recipients" ADD CONSTRAINT "report_schedule_recipients_tenant_id_approved_by_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","approved_by_account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedule_recipients" ADD CONSTRAINT "report_schedule_recipients_tenant_id_added_by_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","added_by_account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_sendings_in_progress_idx" ON "report_sendings" USING btree ("created_at") WHERE "report_sendings"."state" in ('queued', 'producing');--> statement-breakpoint
-- Addresses an admin set up before approvals existed count as approved by that admin; any other waits for an admin.
UPDATE "report_schedule_recipients" AS r SET "approved_at" = r."created_at", "approved_by_account_id" = s."owner_account_id"
FROM "report_schedules" AS s, "accounts" AS a
WHERE r."address" IS NOT NULL AND s."tenant_id" = r."tenant_id" AND s."id" = r."schedule_id"
  AND a."tenant_id" = s."tenant_id" AND a."id" = s."owner_account_id" AND a."role" = 'admin';
