-- Idempotency-Key on the partner API's POST calls: the first answer to a key, kept IDEMPOTENCY.keepMs, is the
-- answer to every repeat of that call. status NULL: the first call is still running.
CREATE TABLE partner_idempotency_keys (
  partner_id uuid NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
  key text NOT NULL,
  fingerprint text NOT NULL,
  status integer,
  body text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (partner_id, key)
);
CREATE INDEX partner_idempotency_keys_created_idx ON partner_idempotency_keys (created_at);
