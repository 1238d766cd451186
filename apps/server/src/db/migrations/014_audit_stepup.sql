-- Step-up and the audit log.

-- When a code was last entered in this session: sensitive actions need one within the last 5 minutes.
ALTER TABLE sessions ADD COLUMN step_up_at timestamptz;

-- Append-only, one hash chain per partner: each row's hash covers its content and prev_hash (the hash of
-- the partner's previous row). prev_hash is stored, so the chain still verifies after the oldest rows are pruned.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_id uuid NOT NULL REFERENCES partners(id),
  at timestamptz NOT NULL,
  actor_type text NOT NULL CHECK (actor_type IN ('user', 'operator', 'system')),
  actor_user_id uuid,
  actor_email text,
  ip text,
  user_agent text,
  action text NOT NULL,
  target text,
  changes jsonb NOT NULL DEFAULT '{}',
  prev_hash text NOT NULL,
  hash text NOT NULL
);
CREATE INDEX audit_log_partner_idx ON audit_log (partner_id, id DESC);
CREATE INDEX audit_log_at_idx ON audit_log (at, id);

-- No UPDATE, DELETE or TRUNCATE, except the retention job's DELETE (it sets portal.audit_prune in its transaction).
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('portal.audit_prune', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only (%)', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
