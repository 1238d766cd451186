-- Core schema. Money is numeric(18,2), never a float. Every partner-owned row carries partner_id,
-- and every list index starts with it, so one partner's pages never scan another's rows.

CREATE TABLE partners (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  wlp_id text NOT NULL UNIQUE,
  agent text NOT NULL,
  company_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  email text NOT NULL,
  password_hash text NOT NULL,
  type text NOT NULL CHECK (type IN ('INDIVIDUAL','EXTERNAL_INDIVIDUAL','EXTERNAL_BUSINESS','BUSINESS','EMPLOYEE')),
  first_name text, last_name text,
  company_name text, company_reg_number text, company_address text, company_country text,
  country text, mobile_number text, birth_date date,
  email_confirmed boolean NOT NULL DEFAULT false,
  disabled boolean NOT NULL DEFAULT false,
  kyc_tier int NOT NULL DEFAULT 0,
  partner_id uuid REFERENCES partners(id),
  on_behalf_of uuid REFERENCES users(id),
  agent text,
  language text NOT NULL DEFAULT 'en',
  two_factor_secret text,
  two_factor_enabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz,
  previous_login_at timestamptz
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_partner_idx ON users (partner_id);

CREATE TABLE kyc_records (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  tier int NOT NULL,
  status text NOT NULL CHECK (status IN ('CREATED','PENDING','VERIFIED','IN_PROGRESS','REJECTED','PAID')),
  rejection_reason text,
  final boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, tier)
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  device jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expiry_idx ON sessions (expires_at);

CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);
INSERT INTO settings(key, value) VALUES
  ('registration', '{"enabled": true, "reason": null, "regionRestricted": false, "businessEnabled": true, "invitationEnabled": true}');

CREATE TABLE invitations (
  code_hash text PRIMARY KEY,
  email text,
  partner_id uuid REFERENCES partners(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);

-- Partner data ---------------------------------------------------------------------------------
CREATE SEQUENCE wallet_id_seq START 100000001;

CREATE TABLE clients (
  client_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL REFERENCES partners(id),
  type text NOT NULL CHECK (type IN ('EXTERNAL_INDIVIDUAL','EXTERNAL_BUSINESS')),
  email text NOT NULL,
  first_name text, last_name text, company_name text, company_reg_number text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX clients_list_idx ON clients (partner_id, type, created_at DESC, client_id);

CREATE TABLE accounts (
  wallet_id bigint PRIMARY KEY DEFAULT nextval('wallet_id_seq'),
  partner_id uuid NOT NULL REFERENCES partners(id),
  client_id uuid NOT NULL REFERENCES clients(client_id),
  integration text NOT NULL,
  currency char(3) NOT NULL,
  balance numeric(18,2) NOT NULL DEFAULT 0,
  balance_on_hold numeric(18,2) NOT NULL DEFAULT 0,
  balance_frozen numeric(18,2) NOT NULL DEFAULT 0,
  status text NOT NULL CHECK (status IN ('ORDERED','ACTIVE','DELETED','TERMINATED','BLOCKED')),
  type text NOT NULL CHECK (type IN ('CRYPTO','BANK','BANK_AND_CARD','STOCKS','TRUST')),
  label text,
  iban text, swift text, bank_name text, bank_address text, recipient text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX accounts_list_idx ON accounts (partner_id, type, balance DESC, wallet_id);
CREATE INDEX accounts_client_idx ON accounts (client_id);

CREATE TABLE cards (
  wallet_id bigint PRIMARY KEY DEFAULT nextval('wallet_id_seq'),
  partner_id uuid NOT NULL REFERENCES partners(id),
  client_id uuid NOT NULL REFERENCES clients(client_id),
  account_wallet_id bigint REFERENCES accounts(wallet_id),
  integration text NOT NULL,
  cardholder text NOT NULL,
  card_number_mask text NOT NULL CHECK (card_number_mask ~ '^[0-9]{4} \*{4} \*{4} [0-9]{4}$'),
  virtual boolean NOT NULL,
  currency char(3) NOT NULL,
  balance numeric(18,2) NOT NULL DEFAULT 0,
  balance_on_hold numeric(18,2) NOT NULL DEFAULT 0,
  balance_frozen numeric(18,2) NOT NULL DEFAULT 0,
  status text NOT NULL,
  expiration_date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cards_list_idx ON cards (partner_id, balance DESC, wallet_id);
CREATE INDEX cards_client_idx ON cards (client_id);

CREATE TABLE transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_id uuid NOT NULL REFERENCES partners(id),
  transaction_number text NOT NULL,
  wallet_id bigint NOT NULL,
  client_id uuid NOT NULL,
  transaction_type text NOT NULL,
  orig_ccy char(3) NOT NULL,
  amount_orig_ccy numeric(18,2) NOT NULL,
  details text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transactions_list_idx ON transactions (partner_id, created_at DESC, id DESC);
CREATE INDEX transactions_wallet_idx ON transactions (wallet_id, created_at DESC);

CREATE TABLE invoices (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_id uuid NOT NULL REFERENCES partners(id),
  number text NOT NULL UNIQUE,
  amount numeric(18,2) NOT NULL CHECK (amount >= 0),
  currency char(3) NOT NULL DEFAULT 'EUR',
  pay_before date NOT NULL,
  paid boolean NOT NULL DEFAULT false,
  attachment_key text UNIQUE,
  attachment_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoices_list_idx ON invoices (partner_id, pay_before DESC, id);

-- Monthly statistics, maintained by statement-level triggers in the same transaction as the rows,
-- so the dashboard reads at most 12 rows a year whatever the partner's volume.
CREATE TABLE monthly_counts (
  partner_id uuid NOT NULL,
  kind text NOT NULL,
  year int NOT NULL,
  month int NOT NULL CHECK (month BETWEEN 1 AND 12),
  n bigint NOT NULL,
  PRIMARY KEY (partner_id, kind, year, month)
);

CREATE FUNCTION clients_count_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO monthly_counts AS m (partner_id, kind, year, month, n)
  SELECT partner_id, type, extract(year FROM created_at AT TIME ZONE 'UTC')::int,
         extract(month FROM created_at AT TIME ZONE 'UTC')::int, count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4
  ON CONFLICT (partner_id, kind, year, month) DO UPDATE SET n = m.n + EXCLUDED.n;
  RETURN NULL;
END $$;
CREATE TRIGGER clients_count_ins AFTER INSERT ON clients REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION clients_count_ins();

CREATE FUNCTION clients_count_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO monthly_counts AS m (partner_id, kind, year, month, n)
  SELECT partner_id, type, extract(year FROM created_at AT TIME ZONE 'UTC')::int,
         extract(month FROM created_at AT TIME ZONE 'UTC')::int, -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4
  ON CONFLICT (partner_id, kind, year, month) DO UPDATE SET n = m.n + EXCLUDED.n;
  RETURN NULL;
END $$;
CREATE TRIGGER clients_count_del AFTER DELETE ON clients REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION clients_count_del();

CREATE FUNCTION accounts_count_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO monthly_counts AS m (partner_id, kind, year, month, n)
  SELECT partner_id, 'accounts', extract(year FROM created_at AT TIME ZONE 'UTC')::int,
         extract(month FROM created_at AT TIME ZONE 'UTC')::int, count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4
  ON CONFLICT (partner_id, kind, year, month) DO UPDATE SET n = m.n + EXCLUDED.n;
  RETURN NULL;
END $$;
CREATE TRIGGER accounts_count_ins AFTER INSERT ON accounts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION accounts_count_ins();

CREATE FUNCTION accounts_count_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO monthly_counts AS m (partner_id, kind, year, month, n)
  SELECT partner_id, 'accounts', extract(year FROM created_at AT TIME ZONE 'UTC')::int,
         extract(month FROM created_at AT TIME ZONE 'UTC')::int, -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4
  ON CONFLICT (partner_id, kind, year, month) DO UPDATE SET n = m.n + EXCLUDED.n;
  RETURN NULL;
END $$;
CREATE TRIGGER accounts_count_del AFTER DELETE ON accounts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION accounts_count_del();

CREATE FUNCTION cards_count_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO monthly_counts AS m (partner_id, kind, year, month, n)
  SELECT partner_id, 'cards', extract(year FROM created_at AT TIME ZONE 'UTC')::int,
         extract(month FROM created_at AT TIME ZONE 'UTC')::int, count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4
  ON CONFLICT (partner_id, kind, year, month) DO UPDATE SET n = m.n + EXCLUDED.n;
  RETURN NULL;
END $$;
CREATE TRIGGER cards_count_ins AFTER INSERT ON cards REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cards_count_ins();

CREATE FUNCTION cards_count_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO monthly_counts AS m (partner_id, kind, year, month, n)
  SELECT partner_id, 'cards', extract(year FROM created_at AT TIME ZONE 'UTC')::int,
         extract(month FROM created_at AT TIME ZONE 'UTC')::int, -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4
  ON CONFLICT (partner_id, kind, year, month) DO UPDATE SET n = m.n + EXCLUDED.n;
  RETURN NULL;
END $$;
CREATE TRIGGER cards_count_del AFTER DELETE ON cards REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cards_count_del();

CREATE FUNCTION transactions_count_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO monthly_counts AS m (partner_id, kind, year, month, n)
  SELECT partner_id, 'transactions', extract(year FROM created_at AT TIME ZONE 'UTC')::int,
         extract(month FROM created_at AT TIME ZONE 'UTC')::int, count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4
  ON CONFLICT (partner_id, kind, year, month) DO UPDATE SET n = m.n + EXCLUDED.n;
  RETURN NULL;
END $$;
CREATE TRIGGER transactions_count_ins AFTER INSERT ON transactions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transactions_count_ins();

CREATE FUNCTION transactions_count_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO monthly_counts AS m (partner_id, kind, year, month, n)
  SELECT partner_id, 'transactions', extract(year FROM created_at AT TIME ZONE 'UTC')::int,
         extract(month FROM created_at AT TIME ZONE 'UTC')::int, -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4
  ON CONFLICT (partner_id, kind, year, month) DO UPDATE SET n = m.n + EXCLUDED.n;
  RETURN NULL;
END $$;
CREATE TRIGGER transactions_count_del AFTER DELETE ON transactions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transactions_count_del();

-- Account area, support and events: the later features fill these in ----------------------------
CREATE TABLE api_secrets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL REFERENCES partners(id),
  label text NOT NULL,
  token text NOT NULL UNIQUE,
  secret_encrypted text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  deleted_at timestamptz
);
CREATE INDEX api_secrets_partner_idx ON api_secrets (partner_id);

CREATE TABLE team_members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL REFERENCES partners(id),
  email text NOT NULL,
  role text NOT NULL DEFAULT 'DEVELOPER',
  invitation_code_hash text,
  user_id uuid REFERENCES users(id),
  approved boolean NOT NULL DEFAULT false,
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX team_members_email_key ON team_members (partner_id, lower(email));

CREATE TABLE webhooks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL REFERENCES partners(id),
  url text NOT NULL,
  secret_encrypted text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhooks_partner_idx ON webhooks (partner_id);

CREATE TABLE outbox_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL REFERENCES partners(id),
  type text NOT NULL,
  entity jsonb NOT NULL,
  event_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_events_partner_idx ON outbox_events (partner_id, event_time DESC);

CREATE TABLE tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  incident_type text NOT NULL CHECK (incident_type IN ('INCIDENT','NOTIFICATION','TRANSFER_REQUEST')),
  sub_type text,
  title text NOT NULL,
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tickets_user_idx ON tickets (user_id, created_at DESC);

CREATE TABLE ticket_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id uuid NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  author_user_id uuid REFERENCES users(id),
  author_name text NOT NULL,
  message_html text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ticket_messages_ticket_idx ON ticket_messages (ticket_id, created_at);

CREATE TABLE ticket_attachments (
  key text PRIMARY KEY,
  ticket_id uuid NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  message_id bigint REFERENCES ticket_messages(id) ON DELETE CASCADE,
  name text NOT NULL,
  content_type text NOT NULL,
  size int NOT NULL
);

CREATE TABLE faq_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  language text NOT NULL,
  country text,
  category text NOT NULL,
  question text NOT NULL,
  answer_html text NOT NULL,
  position int NOT NULL DEFAULT 0
);
CREATE INDEX faq_entries_lang_idx ON faq_entries (language, country, category, position);
