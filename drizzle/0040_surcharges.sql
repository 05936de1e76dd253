CREATE TABLE "surcharge_settings" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"night_start" text DEFAULT '23:00' NOT NULL,
	"night_end" text DEFAULT '06:00' NOT NULL,
	"night_enabled" boolean DEFAULT false NOT NULL,
	"night_percent" smallint,
	"sunday_enabled" boolean DEFAULT false NOT NULL,
	"sunday_percent" smallint,
	"holiday_enabled" boolean DEFAULT false NOT NULL,
	"holiday_percent" smallint,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surcharge_settings_night_start_check" CHECK ("surcharge_settings"."night_start" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "surcharge_settings_night_end_check" CHECK ("surcharge_settings"."night_end" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "surcharge_settings_night_window_check" CHECK ("surcharge_settings"."night_start" <> "surcharge_settings"."night_end"),
	CONSTRAINT "surcharge_settings_percent_check" CHECK (coalesce("surcharge_settings"."night_percent", 1) between 1 and 1000 and coalesce("surcharge_settings"."sunday_percent", 1) between 1 and 1000 and coalesce("surcharge_settings"."holiday_percent", 1) between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "surcharge_settings" ADD CONSTRAINT "surcharge_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;