CREATE TABLE "idempotency_keys" (
	"tenant_id" bigint NOT NULL,
	"api_key_id" bigint NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"locked_until" timestamp (3) with time zone,
	"status_code" integer,
	"response_headers" jsonb,
	"response_body" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_tenant_id_api_key_id_key_pk" PRIMARY KEY("tenant_id","api_key_id","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");