CREATE TABLE "task_actions" (
	"tenant_id" bigint NOT NULL,
	"uuid" uuid NOT NULL,
	"task_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"fingerprint" text NOT NULL,
	"received_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "task_actions_tenant_id_uuid_pk" PRIMARY KEY("tenant_id","uuid")
);
--> statement-breakpoint
ALTER TABLE "task_actions" ADD CONSTRAINT "task_actions_tenant_id_task_id_tasks_tenant_id_id_fk" FOREIGN KEY ("tenant_id","task_id") REFERENCES "public"."tasks"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_actions" ADD CONSTRAINT "task_actions_tenant_id_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_actions_tenant_task_idx" ON "task_actions" USING btree ("tenant_id","task_id");