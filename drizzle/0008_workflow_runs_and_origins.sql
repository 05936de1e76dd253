CREATE TABLE "workflow_rule_runs" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "workflow_rule_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"rule_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"status" text NOT NULL,
	"attempts" integer NOT NULL,
	"created" jsonb NOT NULL,
	"error" text,
	"started_at" timestamp (3) with time zone NOT NULL,
	"finished_at" timestamp (3) with time zone,
	CONSTRAINT "workflow_rule_runs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "workflow_rule_runs_rule_event_key" UNIQUE("tenant_id","rule_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "origin" text DEFAULT 'api' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "origin" text DEFAULT 'api' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "overdue_recorded_for" date;--> statement-breakpoint
CREATE INDEX "workflow_rule_runs_rule_idx" ON "workflow_rule_runs" USING btree ("tenant_id","rule_id","id");--> statement-breakpoint
CREATE INDEX "tasks_overdue_pending_idx" ON "tasks" USING btree ("due_date") WHERE "tasks"."status" in ('open', 'in_progress') and "tasks"."overdue_recorded_for" is distinct from "tasks"."due_date";--> statement-breakpoint
-- Tasks already overdue before rules could fire stay quiet: only due dates passing from now on record task.overdue.
UPDATE "tasks" SET "overdue_recorded_for" = "due_date" WHERE "due_date" < current_date;