-- API keys: who created each key, its scopes, expiry, roll, source addresses and last use.

-- created_by: the user who generated the key. Existing keys are handed to the partner's owner.
-- access: FULL, READ_ONLY or RESTRICTED (then scopes lists the resource:read|write it may use).
-- expires_at: after it, calls answer 401 key_expired; a rolled key gets the end of its overlap here.
-- replaced_by: set on the old row when the key is rolled (the new row carries the same settings).
-- allowed_ips: addresses and CIDR ranges (IPv4, IPv6); empty = any address.
-- deleted_reason: why a key was deleted by the portal rather than by a person (creator_disabled).
-- expiry_notice_7d_at / expiry_notice_1d_at: when the notice before expiry was sent (each once).
ALTER TABLE api_secrets
  ADD COLUMN created_by uuid REFERENCES users(id),
  ADD COLUMN access text NOT NULL DEFAULT 'FULL' CHECK (access IN ('FULL', 'READ_ONLY', 'RESTRICTED')),
  ADD COLUMN scopes text[] NOT NULL DEFAULT '{}',
  ADD COLUMN expires_at timestamptz,
  ADD COLUMN replaced_by uuid REFERENCES api_secrets(id),
  ADD COLUMN allowed_ips text[] NOT NULL DEFAULT '{}',
  ADD COLUMN last_used_ip text,
  ADD COLUMN deleted_reason text,
  ADD COLUMN expiry_notice_7d_at timestamptz,
  ADD COLUMN expiry_notice_1d_at timestamptz;

UPDATE api_secrets s SET created_by = u.id
  FROM users u WHERE u.partner_id = s.partner_id AND u.on_behalf_of IS NULL AND s.created_by IS NULL;

CREATE INDEX api_secrets_created_by_idx ON api_secrets (created_by) WHERE deleted_at IS NULL;
CREATE INDEX api_secrets_expiry_idx ON api_secrets (expires_at) WHERE deleted_at IS NULL AND replaced_by IS NULL AND expires_at IS NOT NULL;
