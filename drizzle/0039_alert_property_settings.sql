CREATE TABLE "alert_property_settings" (
	"tenant_id" bigint NOT NULL,
	"property_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	"email" boolean NOT NULL,
	CONSTRAINT "alert_property_settings_tenant_id_property_id_kind_pk" PRIMARY KEY("tenant_id","property_id","kind"),
	CONSTRAINT "alert_property_settings_kind_check" CHECK ("alert_property_settings"."kind" in ('patrol_round_missed', 'incident_severe', 'shift_open_long'))
);
