CREATE TABLE "datev_settings" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"consultant_number" text,
	"client_number" text,
	"wage_types" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "datev_settings" ADD CONSTRAINT "datev_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;