-- Roles and the partner's standing. The role lives on the user and is read with the
-- session on every request; team_members.role keeps the role an invitation gives until the invitee
-- registers (and mirrors it afterwards, for the team list).
ALTER TABLE users ADD COLUMN role text CHECK (role IN ('OWNER', 'ADMIN', 'DEVELOPER', 'VIEWER', 'VIEWER_NO_PII'));

-- Today's owner is the partner's user acting on no one's behalf; its members are developers.
UPDATE users SET role = 'OWNER' WHERE partner_id IS NOT NULL AND on_behalf_of IS NULL;
UPDATE users u SET role = coalesce((SELECT tm.role FROM team_members tm WHERE tm.user_id = u.id), 'DEVELOPER')
 WHERE partner_id IS NOT NULL AND on_behalf_of IS NOT NULL;

-- Exactly one owner per partner: at most one here; the handover demotes before it promotes.
CREATE UNIQUE INDEX users_one_owner_key ON users (partner_id) WHERE role = 'OWNER';

ALTER TABLE team_members ADD CONSTRAINT team_members_role_check
  CHECK (role IN ('ADMIN', 'DEVELOPER', 'VIEWER', 'VIEWER_NO_PII', 'OWNER'));

-- An operator may disable a partner: every member meets the verification gate, signed calls answer
-- 403 partner_not_verified and webhook deliveries are held, until it is enabled again.
ALTER TABLE partners ADD COLUMN disabled boolean NOT NULL DEFAULT false;
