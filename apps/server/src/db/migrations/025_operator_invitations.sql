-- Operator invitations: an Administrator invites an operator from the console; the invitee sets its
-- password through the e-mailed link (its sha256 kept here, single use, 72 hours), then enrols TOTP at the first
-- sign-in. Until then the operator has no password and cannot sign in.
ALTER TABLE operators ALTER COLUMN password_hash DROP NOT NULL;
ALTER TABLE operators ADD COLUMN invitation_hash text;
ALTER TABLE operators ADD COLUMN invitation_expires_at timestamptz;
ALTER TABLE operators ADD COLUMN invited_by uuid REFERENCES operators(id) ON DELETE SET NULL;
CREATE UNIQUE INDEX operators_invitation_key ON operators (invitation_hash) WHERE invitation_hash IS NOT NULL;
