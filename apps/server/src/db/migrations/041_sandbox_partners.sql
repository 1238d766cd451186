-- A partner has a sandbox from registration and a live environment once verified (partner-portal §2: tier 2 and a
-- wlpId). So a registered company owns its partner row from the start, and the wlpId comes with the verification.
ALTER TABLE partners ALTER COLUMN wlp_id DROP NOT NULL;

-- Companies registered before this version, not verified yet, get theirs now.
WITH owners AS (
  SELECT id AS user_id, gen_random_uuid() AS partner_id, coalesce(agent, '') AS agent, coalesce(company_name, email) AS company
    FROM users WHERE type = 'BUSINESS' AND partner_id IS NULL AND on_behalf_of IS NULL
), made AS (
  INSERT INTO partners(id, agent, company_name) SELECT partner_id, agent, company FROM owners
)
UPDATE users u SET partner_id = o.partner_id, role = 'OWNER' FROM owners o WHERE u.id = o.user_id;
