CREATE TABLE "work_shift_revisions" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "work_shift_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shift_id" bigint NOT NULL,
	"action" text NOT NULL,
	"actor_account_id" bigint,
	"reason" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "work_shift_revisions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "working_time_exports" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "working_time_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_account_id" bigint,
	"filter" jsonb NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text,
	"byte_size" integer DEFAULT 0 NOT NULL,
	"marked_exported" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "working_time_exports_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "portal_sessions" ADD COLUMN "kind" text DEFAULT 'browser' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_shift_revisions" ADD CONSTRAINT "work_shift_revisions_tenant_id_shift_id_work_shifts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","shift_id") REFERENCES "public"."work_shifts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_shift_revisions_shift_idx" ON "work_shift_revisions" USING btree ("tenant_id","shift_id","at");--> statement-breakpoint
CREATE INDEX "working_time_exports_tenant_created_idx" ON "working_time_exports" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "working_time_exports_expires_idx" ON "working_time_exports" USING btree ("expires_at");