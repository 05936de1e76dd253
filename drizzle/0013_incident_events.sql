CREATE TABLE "incident_events" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "incident_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"incident_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"text" text,
	"actor_account_id" bigint,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "incident_events" ADD CONSTRAINT "incident_events_tenant_id_incident_id_incidents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","incident_id") REFERENCES "public"."incidents"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_events" ADD CONSTRAINT "incident_events_tenant_id_actor_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","actor_account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_events_tenant_incident_idx" ON "incident_events" USING btree ("tenant_id","incident_id","id");