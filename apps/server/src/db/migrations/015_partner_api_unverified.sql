-- Partner API calls refused before their signature was verified (unknown token, bad or stale signature):
-- counted per hour, partner (empty: unknown token) and reason, apart from the partners' request log,
-- where an attacker could otherwise write paths of its choice and push the partner's real calls out.
CREATE TABLE partner_api_unverified (
  hour timestamptz NOT NULL,
  partner_id text NOT NULL,
  reason text NOT NULL,
  calls integer NOT NULL,
  PRIMARY KEY (hour, partner_id, reason)
);
