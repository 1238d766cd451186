-- Partner API: replay protection shared by every server process, and the per-partner request log.

-- A signature seen within its validity window. The primary key refuses the same
-- (secret, timestamp, signature) twice; rows expire when the timestamp could no longer be accepted
-- (61 s), so the table is UNLOGGED: no WAL on the hot path; a crash only forgets the last minute.
CREATE UNLOGGED TABLE partner_api_nonces (
  secret_id uuid NOT NULL,
  ts bigint NOT NULL,
  signature text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (secret_id, ts, signature)
);
CREATE INDEX partner_api_nonces_expiry_idx ON partner_api_nonces (expires_at);

-- The last partner API calls of each partner (pruned to 10,000 per partner), newest first.
CREATE TABLE partner_api_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_id uuid NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
  secret_id uuid,
  token text,
  created_at timestamptz NOT NULL DEFAULT now(),
  method text NOT NULL,
  path text NOT NULL,
  status int NOT NULL,
  duration_ms real NOT NULL,
  error text,
  reason text
);
CREATE INDEX partner_api_requests_list_idx ON partner_api_requests (partner_id, id DESC);
CREATE INDEX partner_api_requests_status_idx ON partner_api_requests (partner_id, status, id DESC);
