ALTER TABLE "working_time_settings" ADD COLUMN "rule_max_daily" text DEFAULT 'warn' NOT NULL;--> statement-breakpoint
ALTER TABLE "working_time_settings" ADD COLUMN "rule_breaks" text DEFAULT 'warn' NOT NULL;--> statement-breakpoint
ALTER TABLE "working_time_settings" ADD COLUMN "rule_rest" text DEFAULT 'warn' NOT NULL;--> statement-breakpoint
ALTER TABLE "working_time_settings" ADD COLUMN "rule_sunday_holiday" text DEFAULT 'warn' NOT NULL;--> statement-breakpoint
ALTER TABLE "working_time_settings" ADD COLUMN "rule_late_record" text DEFAULT 'warn' NOT NULL;--> statement-breakpoint
ALTER TABLE "working_time_settings" ADD CONSTRAINT "working_time_settings_rule_modes_check" CHECK ("working_time_settings"."rule_max_daily" in ('off', 'warn', 'block') and "working_time_settings"."rule_breaks" in ('off', 'warn', 'block') and "working_time_settings"."rule_rest" in ('off', 'warn', 'block') and "working_time_settings"."rule_sunday_holiday" in ('off', 'warn', 'block') and "working_time_settings"."rule_late_record" in ('off', 'warn', 'block'));--> statement-breakpoint
UPDATE "working_time_settings" SET "rule_max_daily" = 'off', "rule_breaks" = 'off', "rule_rest" = 'off', "rule_sunday_holiday" = 'off' WHERE "break_rule_warnings" = false;
