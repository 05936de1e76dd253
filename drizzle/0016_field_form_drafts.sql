ALTER TABLE "form_responses" ADD COLUMN "uuid" uuid;--> statement-breakpoint
ALTER TABLE "form_responses" ADD COLUMN "created_by_account_id" bigint;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_tenant_uuid_key" UNIQUE("tenant_id","uuid");