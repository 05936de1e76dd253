CREATE TABLE "generated_reports" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "generated_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"language" text NOT NULL,
	"branding" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"file_key" text,
	"byte_size" integer,
	"page_count" integer,
	"requested_by_account_id" bigint,
	"created_at" timestamp (3) with time zone NOT NULL,
	"finished_at" timestamp (3) with time zone,
	"expires_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "generated_reports_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "generated_reports_kind_check" CHECK ("generated_reports"."kind" in ('form', 'incident')),
	CONSTRAINT "generated_reports_status_check" CHECK ("generated_reports"."status" in ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "generated_reports" ADD CONSTRAINT "generated_reports_tenant_id_requested_by_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","requested_by_account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generated_reports_tenant_subject_idx" ON "generated_reports" USING btree ("tenant_id","kind","subject_id","id");--> statement-breakpoint
CREATE INDEX "generated_reports_expires_idx" ON "generated_reports" USING btree ("expires_at");