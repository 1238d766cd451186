-- Sandbox simulations (docs/security.md, "Environments"): card authorisations hold an account's funds until they
-- are settled or reversed; a client's verification is decided by the bank. Both follow their partner and environment.
CREATE TABLE card_authorisations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL REFERENCES partners(id),
  environment text NOT NULL CHECK (environment IN ('sandbox', 'live')),
  card_wallet_id bigint NOT NULL REFERENCES cards(wallet_id),
  wallet_id bigint NOT NULL REFERENCES accounts(wallet_id),
  amount numeric(18,2) NOT NULL CHECK (amount > 0),
  currency char(3) NOT NULL,
  merchant text NOT NULL,
  status text NOT NULL CHECK (status IN ('APPROVED', 'DECLINED', 'SETTLED', 'REVERSED')),
  decline_reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX card_authorisations_partner_idx ON card_authorisations (partner_id, environment);

CREATE TABLE client_verifications (
  client_id uuid PRIMARY KEY REFERENCES clients(client_id),
  partner_id uuid NOT NULL REFERENCES partners(id),
  environment text NOT NULL CHECK (environment IN ('sandbox', 'live')),
  status text NOT NULL CHECK (status IN ('APPROVED', 'REJECTED')),
  decided_at timestamptz NOT NULL
);
CREATE INDEX client_verifications_partner_idx ON client_verifications (partner_id, environment);
