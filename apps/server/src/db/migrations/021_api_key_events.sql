-- API key events in the audit log: the first call of a key from an address it was never
-- used from, and the moment a key expired.

-- Every address a key has been used from (first time seen); a new one is recorded in the audit log.
CREATE TABLE api_secret_addresses (
  secret_id uuid NOT NULL REFERENCES api_secrets(id) ON DELETE CASCADE,
  ip text NOT NULL,
  first_seen_at timestamptz NOT NULL,
  PRIMARY KEY (secret_id, ip)
);
-- the address each key was last used from is known already: not "new" after this migration
INSERT INTO api_secret_addresses (secret_id, ip, first_seen_at)
  SELECT id, last_used_ip, coalesce(last_used_at, now()) FROM api_secrets WHERE last_used_ip IS NOT NULL;

-- expiry_recorded_at: when the key's expiry was written to the audit log (once per key).
ALTER TABLE api_secrets ADD COLUMN expiry_recorded_at timestamptz;
CREATE INDEX api_secrets_expiry_record_idx ON api_secrets (expires_at)
  WHERE expiry_recorded_at IS NULL AND deleted_at IS NULL AND expires_at IS NOT NULL;
