-- Entries hashed with the audit key (HMAC-SHA256, a key kept outside the database); older entries
-- stay plain SHA-256 and verify as they did.
ALTER TABLE audit_log ADD COLUMN keyed boolean NOT NULL DEFAULT false;

-- Facts about each chain ('platform' for the operators' chain), MACed with the audit key:
--   pruned: the hash the first remaining entry points at after a prune (deleting a chain's oldest
--           entries without the key leaves a first entry that neither starts the chain nor matches it);
--   legacy: the id of the chain's last entry from before the key (no later entry may be unkeyed).
CREATE TABLE audit_anchors (
  chain text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('pruned', 'legacy')),
  value text NOT NULL,
  mac text NOT NULL,
  PRIMARY KEY (chain, kind)
);

-- Entries are deleted only by audit_prune(), which runs as a role of its own: setting a variable
-- in a session no longer opens the table to DELETE.
DO $$ BEGIN
  CREATE ROLE portal_audit_pruner NOLOGIN;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;
GRANT portal_audit_pruner TO CURRENT_USER;
GRANT USAGE, CREATE ON SCHEMA public TO portal_audit_pruner;
GRANT SELECT, DELETE ON audit_log TO portal_audit_pruner;

CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_user = 'portal_audit_pruner' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only (%)', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;

-- The oldest entries before `before`, at most max_rows; per chain, the hash of the last one deleted
-- (the new anchor: the chain's first remaining entry points at it).
CREATE FUNCTION audit_prune(before timestamptz, max_rows int) RETURNS TABLE (chain text, last_hash text, deleted int)
LANGUAGE sql SECURITY DEFINER SET search_path = public AS $$
  WITH gone AS (
    DELETE FROM audit_log WHERE id IN (SELECT id FROM audit_log WHERE at < before ORDER BY id LIMIT max_rows)
    RETURNING coalesce(partner_id::text, 'platform') AS chain, id, hash
  )
  SELECT DISTINCT ON (chain) chain, hash, (count(*) OVER (PARTITION BY chain))::int FROM gone ORDER BY chain, id DESC
$$;
ALTER FUNCTION audit_prune(timestamptz, int) OWNER TO portal_audit_pruner;
REVOKE ALL ON FUNCTION audit_prune(timestamptz, int) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION audit_prune(timestamptz, int) TO CURRENT_USER;
