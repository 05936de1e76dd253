ALTER TABLE "events" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "object" jsonb;--> statement-breakpoint
CREATE INDEX "events_occurred_idx" ON "events" USING btree ("occurred_at");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tenant_seq_key" UNIQUE("tenant_id","seq");