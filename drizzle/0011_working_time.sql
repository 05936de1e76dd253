CREATE TABLE "absences" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "absences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"half_day" boolean DEFAULT false NOT NULL,
	"note" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absences_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "absences_tenant_account_day_key" UNIQUE("tenant_id","account_id","day")
);
--> statement-breakpoint
CREATE TABLE "clock_actions" (
	"tenant_id" bigint NOT NULL,
	"uuid" uuid NOT NULL,
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"device_at" timestamp (3) with time zone NOT NULL,
	"received_at" timestamp (3) with time zone NOT NULL,
	"shift_id" bigint NOT NULL,
	CONSTRAINT "clock_actions_tenant_id_uuid_pk" PRIMARY KEY("tenant_id","uuid")
);
--> statement-breakpoint
CREATE TABLE "payroll_profiles" (
	"tenant_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"personnel_number" text,
	"cost_centre" text,
	"weekly_target_minutes" integer DEFAULT 0 NOT NULL,
	"work_days" smallint DEFAULT 31 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_profiles_tenant_id_account_id_pk" PRIMARY KEY("tenant_id","account_id"),
	CONSTRAINT "payroll_profiles_tenant_number_key" UNIQUE("tenant_id","personnel_number")
);
--> statement-breakpoint
CREATE TABLE "public_holidays" (
	"tenant_id" bigint NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "public_holidays_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
CREATE TABLE "time_locks" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "time_locks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"locked_by" bigint,
	"locked_at" timestamp (3) with time zone NOT NULL,
	"unlocked_at" timestamp (3) with time zone,
	"unlocked_by" bigint,
	"unlock_reason" text,
	CONSTRAINT "time_locks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "time_locks_order_check" CHECK ("time_locks"."to_day" >= "time_locks"."from_day")
);
--> statement-breakpoint
CREATE TABLE "work_breaks" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "work_breaks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shift_id" bigint NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"ended_at" timestamp (3) with time zone,
	CONSTRAINT "work_breaks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "work_breaks_order_check" CHECK ("work_breaks"."ended_at" is null or "work_breaks"."ended_at" >= "work_breaks"."started_at")
);
--> statement-breakpoint
CREATE TABLE "work_shifts" (
	"tenant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "work_shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid NOT NULL,
	"account_id" bigint NOT NULL,
	"property_id" bigint NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"ended_at" timestamp (3) with time zone,
	"note" text,
	"latitude" double precision,
	"longitude" double precision,
	"clock_skew_ms" integer DEFAULT 0 NOT NULL,
	"approved_at" timestamp (3) with time zone,
	"approved_by" bigint,
	"edited_at" timestamp (3) with time zone,
	"edited_by" bigint,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_shifts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "work_shifts_tenant_uuid_key" UNIQUE("tenant_id","uuid"),
	CONSTRAINT "work_shifts_order_check" CHECK ("work_shifts"."ended_at" is null or "work_shifts"."ended_at" >= "work_shifts"."started_at")
);
--> statement-breakpoint
CREATE TABLE "working_time_settings" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"rounding_minutes" smallint DEFAULT 0 NOT NULL,
	"break_rule_warnings" boolean DEFAULT true NOT NULL,
	"store_location" boolean DEFAULT false NOT NULL,
	"vacation_code" text DEFAULT 'U' NOT NULL,
	"sick_code" text DEFAULT 'K' NOT NULL,
	"other_code" text DEFAULT 'S' NOT NULL,
	"holiday_code" text DEFAULT 'F' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_tenant_id_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_profiles" ADD CONSTRAINT "payroll_profiles_tenant_id_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_holidays" ADD CONSTRAINT "public_holidays_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_breaks" ADD CONSTRAINT "work_breaks_tenant_id_shift_id_work_shifts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","shift_id") REFERENCES "public"."work_shifts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_shifts" ADD CONSTRAINT "work_shifts_tenant_id_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_shifts" ADD CONSTRAINT "work_shifts_tenant_id_property_id_properties_tenant_id_id_fk" FOREIGN KEY ("tenant_id","property_id") REFERENCES "public"."properties"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_time_settings" ADD CONSTRAINT "working_time_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_locks_tenant_idx" ON "time_locks" USING btree ("tenant_id","from_day");--> statement-breakpoint
CREATE INDEX "work_breaks_shift_idx" ON "work_breaks" USING btree ("tenant_id","shift_id");--> statement-breakpoint
CREATE INDEX "work_shifts_tenant_start_idx" ON "work_shifts" USING btree ("tenant_id","started_at");--> statement-breakpoint
CREATE INDEX "work_shifts_tenant_account_start_idx" ON "work_shifts" USING btree ("tenant_id","account_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "work_shifts_one_open_key" ON "work_shifts" USING btree ("tenant_id","account_id") WHERE "work_shifts"."ended_at" is null and "work_shifts"."deleted_at" is null;