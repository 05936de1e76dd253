ALTER TABLE "tenants" ADD COLUMN "report_reply_to" text;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "report_sending_recipients" ADD COLUMN "skipped_code" text;--> statement-breakpoint
ALTER TABLE "report_sending_recipients" ADD COLUMN "skipped_params" jsonb;--> statement-breakpoint
ALTER TABLE "report_sendings" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "report_sendings" ADD COLUMN "error_params" jsonb;