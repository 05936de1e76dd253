CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_counters" (
	"tenant_id" bigint NOT NULL,
	"stream" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "change_counters_tenant_id_stream_pk" PRIMARY KEY("tenant_id","stream")
);
--> statement-breakpoint
ALTER TABLE "form_responses" ADD COLUMN "change_seq" bigint;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_tenant_change_seq_key" UNIQUE("tenant_id","change_seq");