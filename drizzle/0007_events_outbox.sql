CREATE TABLE "events" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"origin" text NOT NULL,
	"subject_id" bigint,
	"property_id" bigint,
	"payload" jsonb NOT NULL,
	"occurrence_key" text,
	"occurred_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "events_tenant_occurrence_key" UNIQUE("tenant_id","occurrence_key")
);
--> statement-breakpoint
CREATE INDEX "events_tenant_type_idx" ON "events" USING btree ("tenant_id","type","id");