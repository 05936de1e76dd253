ALTER TABLE "clock_actions" ALTER COLUMN "shift_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "clock_actions" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "clock_actions" ADD COLUMN "clock_skew_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "work_shifts" ADD COLUMN "end_missing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "clock_actions_account_device_idx" ON "clock_actions" USING btree ("tenant_id","account_id","device_at");