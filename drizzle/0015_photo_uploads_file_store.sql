CREATE TABLE "stored_file_variants" (
	"tenant_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"variant" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "stored_file_variants_tenant_id_file_id_variant_pk" PRIMARY KEY("tenant_id","file_id","variant"),
	CONSTRAINT "stored_file_variants_tenant_key" UNIQUE("tenant_id","storage_key")
);
--> statement-breakpoint
CREATE TABLE "file_store_chunks" (
	"tenant_id" bigint NOT NULL,
	"key" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_store_chunks_tenant_id_key_seq_pk" PRIMARY KEY("tenant_id","key","seq")
);
--> statement-breakpoint
CREATE TABLE "file_store_objects" (
	"tenant_id" bigint NOT NULL,
	"key" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"chunk_count" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_store_objects_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "stored_file_variants" ADD CONSTRAINT "stored_file_variants_tenant_id_file_id_stored_files_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."stored_files"("tenant_id","id") ON DELETE cascade ON UPDATE no action;