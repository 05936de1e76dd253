-- Changes of the set-up resources (accounts, roles, form templates, workflow rules) enter
-- the public event feed as change notices: the resource's API id (a role's key) and its link,
-- no snapshot (what these show depends on who reads them). The database records them, in
-- the writing transaction, so no write path can miss one; the feed position is drawn from
-- the same per-tenant counter as every other event, so notices follow commit order too.
CREATE OR REPLACE FUNCTION record_setup_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  resource text := TG_ARGV[0];
  path text := TG_ARGV[1];
  id_field text := TG_ARGV[2];
  -- Columns whose change alone is no change of the resource (an account's sign-in stamp).
  ignored text[] := string_to_array(TG_ARGV[3], ',');
  row_data jsonb;
  happened text;
  position bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    row_data := to_jsonb(OLD);
    happened := 'deleted';
  ELSIF TG_OP = 'INSERT' THEN
    row_data := to_jsonb(NEW);
    happened := 'created';
  ELSE
    IF (to_jsonb(NEW) - ignored) = (to_jsonb(OLD) - ignored) THEN
      RETURN NULL;
    END IF;
    row_data := to_jsonb(NEW);
    happened := 'updated';
  END IF;
  INSERT INTO change_counters (tenant_id, stream, value)
    VALUES ((row_data->>'tenant_id')::bigint, 'events', 1)
    ON CONFLICT (tenant_id, stream) DO UPDATE SET value = change_counters.value + 1
    RETURNING value INTO position;
  INSERT INTO events (tenant_id, type, origin, subject_id, property_id, payload, occurred_at, seq, object)
    VALUES (
      (row_data->>'tenant_id')::bigint,
      resource || '.' || happened,
      'portal',
      (row_data->>'id')::bigint,
      NULL,
      '{}'::jsonb,
      now(),
      position,
      jsonb_build_object('id', row_data->id_field, 'url', path || (row_data->>id_field), 'thin', true)
    );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_change_notice AFTER INSERT OR UPDATE OR DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION record_setup_change('account', '/api/v1/accounts/', 'id', 'last_sign_in_at');
--> statement-breakpoint
CREATE TRIGGER roles_change_notice AFTER INSERT OR UPDATE OR DELETE ON roles
  FOR EACH ROW EXECUTE FUNCTION record_setup_change('role', '/api/v1/roles/', 'key', '');
--> statement-breakpoint
CREATE TRIGGER form_templates_change_notice AFTER INSERT OR UPDATE OR DELETE ON form_templates
  FOR EACH ROW EXECUTE FUNCTION record_setup_change('form_template', '/api/v1/form-templates/', 'id', '');
--> statement-breakpoint
CREATE TRIGGER workflow_rules_change_notice AFTER INSERT OR UPDATE OR DELETE ON workflow_rules
  FOR EACH ROW EXECUTE FUNCTION record_setup_change('workflow_rule', '/api/v1/workflow-rules/', 'id', '');
