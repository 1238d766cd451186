-- The operator console: the bank's staff, apart from partner users.

-- An operator: e-mail, argon2id password, one role, mandatory TOTP (secret sealed with the secrets key;
-- two_factor_pending is an enrolment started at the first sign-in, until its first code confirms it).
CREATE TABLE operators (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('ADMINISTRATOR', 'COMPLIANCE_OFFICER', 'SUPPORT_AGENT', 'FINANCE')),
  disabled boolean NOT NULL DEFAULT false,
  two_factor_secret text,
  two_factor_last_step bigint,
  two_factor_pending text,
  two_factor_pending_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz
);
CREATE UNIQUE INDEX operators_email_key ON operators (lower(email));

-- Operator sessions: their own table, so a partner's token is no operator's and the other way round.
-- expires_at is sign-in + 8 hours and never moves.
CREATE TABLE operator_sessions (
  token_hash text PRIMARY KEY,
  operator_id uuid NOT NULL REFERENCES operators(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX operator_sessions_expiry_idx ON operator_sessions (expires_at);

-- Every operator action goes to the audit log: on a partner's chain (the partner sees "operator" as the
-- actor), or, for actions on no partner (sign-in, maintenance), on the platform chain (partner_id NULL).
-- operator_id names the person for the operator audit only; the entry's hash covers it.
ALTER TABLE audit_log ALTER COLUMN partner_id DROP NOT NULL;
ALTER TABLE audit_log ADD COLUMN operator_id uuid REFERENCES operators(id);
CREATE INDEX audit_log_operator_idx ON audit_log (operator_id, id DESC) WHERE operator_id IS NOT NULL;
CREATE INDEX audit_log_operator_actions_idx ON audit_log (id DESC) WHERE actor_type = 'operator';

-- Why the operator disabled (or enabled) a partner, shown in the console.
ALTER TABLE partners ADD COLUMN disabled_reason text;

-- Maintenance mode: writes answer 503 while it is on.
INSERT INTO settings(key, value) VALUES ('maintenance', '{"enabled": false, "message": null, "since": null}');
