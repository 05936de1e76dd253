ALTER TABLE "inspections" ADD COLUMN "uuid" uuid;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "start_fingerprint" text;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_tenant_uuid_key" UNIQUE("tenant_id","uuid");