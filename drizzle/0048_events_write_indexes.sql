ALTER TABLE "events" DROP CONSTRAINT "events_tenant_occurrence_key";--> statement-breakpoint
DROP INDEX "events_tenant_type_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "events_tenant_occurrence_key" ON "events" USING btree ("tenant_id","occurrence_key") WHERE "events"."occurrence_key" is not null;