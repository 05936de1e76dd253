CREATE TABLE "alert_settings" (
	"tenant_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"escalate_after_minutes" integer,
	CONSTRAINT "alert_settings_tenant_id_kind_pk" PRIMARY KEY("tenant_id","kind")
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"occurrence_key" text NOT NULL,
	"property_id" bigint,
	"subject" jsonb NOT NULL,
	"raised_at" timestamp (3) with time zone NOT NULL,
	"notified_count" integer DEFAULT 0 NOT NULL,
	"acknowledged_at" timestamp (3) with time zone,
	"acknowledged_by" bigint,
	"note" text,
	"escalated_at" timestamp (3) with time zone,
	CONSTRAINT "alerts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "alerts_tenant_occurrence_key" UNIQUE("tenant_id","occurrence_key"),
	CONSTRAINT "alerts_note_length" CHECK ("alerts"."note" is null or char_length("alerts"."note") <= 1000)
);
--> statement-breakpoint
CREATE INDEX "alerts_tenant_open_idx" ON "alerts" USING btree ("tenant_id","id") WHERE "alerts"."acknowledged_at" is null;