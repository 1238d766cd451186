-- Two-factor sign-in. users.two_factor_secret (sealed with the secrets key) and
-- users.two_factor_enabled exist since 001. Added here: when it was enabled, the last TOTP time
-- step accepted (a code signs in once), the enrolment being set up, and the recovery codes.

ALTER TABLE users ADD COLUMN two_factor_enabled_at timestamptz;
ALTER TABLE users ADD COLUMN two_factor_last_step bigint;

-- A started enrolment: the new secret (sealed) waits for its first code; one per user.
CREATE TABLE two_factor_enrolments (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret text NOT NULL,
  created_at timestamptz NOT NULL
);

-- Ten one-time recovery codes per enabled user, kept as SHA-256 only; used_at marks the one use.
CREATE TABLE two_factor_recovery_codes (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);
