-- Sandbox and live: every partner has two environments (docs/security.md, "Environments"). API keys, webhooks,
-- events, the request log, idempotency keys and the partner data carry the environment they belong to; every
-- read and write of them is scoped by it as by the partner. Existing rows are live. The default stays 'live' so a
-- process of the previous version still running during an upgrade writes what it always wrote.
ALTER TABLE api_secrets ADD COLUMN environment text NOT NULL DEFAULT 'live' CHECK (environment IN ('sandbox', 'live'));
ALTER TABLE webhooks ADD COLUMN environment text NOT NULL DEFAULT 'live' CHECK (environment IN ('sandbox', 'live'));
ALTER TABLE outbox_events ADD COLUMN environment text NOT NULL DEFAULT 'live' CHECK (environment IN ('sandbox', 'live'));
ALTER TABLE partner_api_requests ADD COLUMN environment text NOT NULL DEFAULT 'live' CHECK (environment IN ('sandbox', 'live'));
ALTER TABLE clients ADD COLUMN environment text NOT NULL DEFAULT 'live' CHECK (environment IN ('sandbox', 'live'));
ALTER TABLE accounts ADD COLUMN environment text NOT NULL DEFAULT 'live' CHECK (environment IN ('sandbox', 'live'));
ALTER TABLE cards ADD COLUMN environment text NOT NULL DEFAULT 'live' CHECK (environment IN ('sandbox', 'live'));
ALTER TABLE transactions ADD COLUMN environment text NOT NULL DEFAULT 'live' CHECK (environment IN ('sandbox', 'live'));

-- The same Idempotency-Key sent with a sandbox key and a live key is two different calls.
ALTER TABLE partner_idempotency_keys ADD COLUMN environment text NOT NULL DEFAULT 'live' CHECK (environment IN ('sandbox', 'live'));
ALTER TABLE partner_idempotency_keys DROP CONSTRAINT partner_idempotency_keys_pkey, ADD PRIMARY KEY (partner_id, environment, key);

-- Webhook deliveries and attempts, api_secret_addresses, nonces and client_tx_counts follow their webhook, key or client.

-- Sort and filter indexes lead with the owner and the environment, then what they led with before.
DROP INDEX clients_list_idx;
CREATE INDEX clients_list_idx ON clients (partner_id, environment, type, created_at DESC, client_id)
  INCLUDE (email, first_name, last_name, company_name, company_reg_number);
DROP INDEX clients_email_sort_idx;
CREATE INDEX clients_email_sort_idx ON clients (partner_id, environment, type, email, client_id)
  INCLUDE (first_name, last_name, company_name, company_reg_number);
DROP INDEX accounts_list_idx;
CREATE INDEX accounts_list_idx ON accounts (partner_id, environment, type, balance DESC, wallet_id) INCLUDE (status, integration, client_id);
DROP INDEX accounts_wallet_sort_idx;
CREATE INDEX accounts_wallet_sort_idx ON accounts (partner_id, environment, type, wallet_id) INCLUDE (status, integration, client_id);
DROP INDEX accounts_integration_idx;
CREATE INDEX accounts_integration_idx ON accounts (partner_id, environment, type, integration, balance DESC, wallet_id) INCLUDE (status, client_id);
DROP INDEX accounts_status_idx;
CREATE INDEX accounts_status_idx ON accounts (partner_id, environment, type, status, balance DESC, wallet_id) INCLUDE (integration, client_id);
DROP INDEX cards_list_idx;
CREATE INDEX cards_list_idx ON cards (partner_id, environment, balance DESC, wallet_id) INCLUDE (status, integration, client_id);
DROP INDEX cards_wallet_sort_idx;
CREATE INDEX cards_wallet_sort_idx ON cards (partner_id, environment, wallet_id) INCLUDE (status, integration, client_id);
DROP INDEX cards_integration_idx;
CREATE INDEX cards_integration_idx ON cards (partner_id, environment, integration, balance DESC, wallet_id) INCLUDE (status, client_id);
DROP INDEX cards_status_idx;
CREATE INDEX cards_status_idx ON cards (partner_id, environment, status, balance DESC, wallet_id) INCLUDE (integration, client_id);
DROP INDEX transactions_list_idx;
CREATE INDEX transactions_list_idx ON transactions (partner_id, environment, created_at DESC, id DESC) INCLUDE (client_id, wallet_id);
DROP INDEX transactions_amount_sort_idx;
CREATE INDEX transactions_amount_sort_idx ON transactions (partner_id, environment, amount_orig_ccy, id) INCLUDE (client_id, wallet_id);
DROP INDEX partner_api_requests_list_idx;
CREATE INDEX partner_api_requests_list_idx ON partner_api_requests (partner_id, environment, id DESC);
DROP INDEX partner_api_requests_status_idx;
CREATE INDEX partner_api_requests_status_idx ON partner_api_requests (partner_id, environment, status, id DESC);
DROP INDEX outbox_events_partner_idx;
CREATE INDEX outbox_events_partner_idx ON outbox_events (partner_id, environment, event_time DESC);
DROP INDEX outbox_events_partner_stream_idx;
CREATE INDEX outbox_events_partner_stream_idx ON outbox_events (partner_id, environment, tx, seq);

-- Counters per environment: list_counts and monthly_counts gain it as a key column (existing counts are live).
ALTER TABLE list_counts ADD COLUMN environment text NOT NULL DEFAULT 'live';
ALTER TABLE list_counts DROP CONSTRAINT list_counts_pkey, ADD PRIMARY KEY (partner_id, environment, list, scope, status, integration);
ALTER TABLE list_counts ALTER COLUMN environment DROP DEFAULT;
ALTER TABLE monthly_counts ADD COLUMN environment text NOT NULL DEFAULT 'live';
ALTER TABLE monthly_counts DROP CONSTRAINT monthly_counts_pkey, ADD PRIMARY KEY (partner_id, environment, kind, year, month);
ALTER TABLE monthly_counts ALTER COLUMN environment DROP DEFAULT;

-- list_count (002) with the environment of the changed rows.
CREATE OR REPLACE FUNCTION list_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  dims text := format('partner_id, environment, %L::text, %s::text, %s::text, %s::text', TG_ARGV[0],
    CASE WHEN TG_ARGV[1] = '' THEN quote_literal('') ELSE quote_ident(TG_ARGV[1]) END,
    CASE WHEN TG_ARGV[2] = '' THEN quote_literal('') ELSE quote_ident(TG_ARGV[2]) END,
    CASE WHEN TG_ARGV[3] = '' THEN quote_literal('') ELSE quote_ident(TG_ARGV[3]) END);
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 FROM new_rows', dims)
    WHEN 'DELETE' THEN format('SELECT %s, -1 FROM old_rows', dims)
    ELSE format('SELECT %s, -1 FROM old_rows UNION ALL SELECT %s, 1 FROM new_rows', dims, dims) END;
BEGIN
  EXECUTE format('INSERT INTO list_counts AS c (partner_id, environment, list, scope, status, integration, n)
    SELECT p, e, l, s, st, i, sum(d) FROM (%s) x (p, e, l, s, st, i, d)
     GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (partner_id, environment, list, scope, status, integration) DO UPDATE SET n = c.n + EXCLUDED.n', changed);
  RETURN NULL;
END $$;

-- The eight monthly counters of 001 become one function: its argument is the counted kind ('' for the row's type).
CREATE FUNCTION monthly_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO monthly_counts AS m (partner_id, environment, kind, year, month, n)
    SELECT partner_id, environment, %s, extract(year FROM created_at AT TIME ZONE ''UTC'')::int,
           extract(month FROM created_at AT TIME ZONE ''UTC'')::int, %s * count(*)
      FROM %I GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (partner_id, environment, kind, year, month) DO UPDATE SET n = m.n + EXCLUDED.n',
    CASE WHEN TG_ARGV[0] = '' THEN 'type' ELSE quote_literal(TG_ARGV[0]) END,
    CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END,
    CASE TG_OP WHEN 'INSERT' THEN 'new_rows' ELSE 'old_rows' END);
  RETURN NULL;
END $$;
-- Each table's two triggers of 001 call it now; their eight functions go.
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES ('clients', ''), ('accounts', 'accounts'), ('cards', 'cards'), ('transactions', 'transactions')) v (tbl, kind)
  LOOP
    EXECUTE format('DROP TRIGGER %1$s_count_ins ON %1$s; DROP TRIGGER %1$s_count_del ON %1$s;
      DROP FUNCTION %1$s_count_ins(), %1$s_count_del();
      CREATE TRIGGER %1$s_count_ins AFTER INSERT ON %1$s REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION monthly_count(%2$L);
      CREATE TRIGGER %1$s_count_del AFTER DELETE ON %1$s REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION monthly_count(%2$L);', t.tbl, t.kind);
  END LOOP;
END $$;

-- Fan-out (026): an event goes only to the webhooks of its own environment, and its payload names it.
CREATE OR REPLACE FUNCTION outbox_events_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO webhook_deliveries (webhook_id, partner_id, event_id, event_type, body, next_attempt_at, created_at, request_id)
  SELECT w.id, e.partner_id, e.id, e.type,
         jsonb_build_object('type', e.type, 'environment', e.environment, 'entity', e.entity,
           'eventTime', to_char(e.event_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text,
         CASE WHEN w.enabled THEN e.event_time END, e.event_time, e.request_id
    FROM new_rows e JOIN webhooks w ON w.partner_id = e.partner_id AND w.environment = e.environment
   WHERE cardinality(w.event_types) = 0 OR e.type = ANY (w.event_types);
  RETURN NULL;
END $$;
