ALTER TABLE "tasks" ADD COLUMN "incident_id" bigint;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "owner_account_id" bigint;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_tenant_id_incident_id_incidents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","incident_id") REFERENCES "public"."incidents"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_tenant_id_owner_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","owner_account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_tenant_incident_idx" ON "tasks" USING btree ("tenant_id","incident_id") WHERE "tasks"."incident_id" is not null;--> statement-breakpoint
CREATE INDEX "incidents_tenant_owner_idx" ON "incidents" USING btree ("tenant_id","owner_account_id") WHERE "incidents"."owner_account_id" is not null;