-- Partner data lists: sort indexes, substring search, and exact counts that never scan a partner's rows.
--
-- Counting strategy (documented in the README, "Lists at scale"):
--  * list_counts holds, per partner and list, the number of rows for each combination of the
--    low-cardinality filter fields (client type; account type, status, integration; card status,
--    integration). Statement-level triggers with transition tables keep it in the same transaction
--    as the rows, so an unfiltered count, or one filtered only by those fields, reads a handful of
--    counter rows whatever the volume.
--  * client_tx_counts holds the number of transactions of each client, so the transactions list
--    filtered by clientId, firstName or lastName sums one counter per matching client instead of
--    counting their transactions.
--  * Any other filter (walletId, clientId on accounts/cards, text search on clients) is selective and
--    counted with count(*) over its own index (primary keys, client indexes, trigram indexes).

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Sort orders the screens offer, each backed by an index that starts with partner_id.
CREATE INDEX clients_email_sort_idx ON clients (partner_id, type, email, client_id);
CREATE INDEX accounts_wallet_sort_idx ON accounts (partner_id, type, wallet_id);
CREATE INDEX cards_wallet_sort_idx ON cards (partner_id, wallet_id);
CREATE INDEX transactions_amount_sort_idx ON transactions (partner_id, amount_orig_ccy, id);
-- Filters: a client's transactions; case-insensitive substring search on client text fields.
CREATE INDEX transactions_client_idx ON transactions (client_id, created_at DESC, id DESC);
CREATE INDEX clients_email_trgm_idx ON clients USING gin (email gin_trgm_ops);
CREATE INDEX clients_first_name_trgm_idx ON clients USING gin (first_name gin_trgm_ops);
CREATE INDEX clients_last_name_trgm_idx ON clients USING gin (last_name gin_trgm_ops);
CREATE INDEX clients_company_name_trgm_idx ON clients USING gin (company_name gin_trgm_ops);
CREATE INDEX clients_company_reg_trgm_idx ON clients USING gin (company_reg_number gin_trgm_ops);

CREATE TABLE list_counts (
  partner_id uuid NOT NULL,
  list text NOT NULL,
  scope text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT '',
  integration text NOT NULL DEFAULT '',
  n bigint NOT NULL,
  PRIMARY KEY (partner_id, list, scope, status, integration)
);

CREATE TABLE client_tx_counts (
  client_id uuid PRIMARY KEY,
  n bigint NOT NULL
);

-- One trigger function for every list: its arguments name the list and the columns of the changed
-- rows that are counter dimensions (scope, status, integration; '' for none). Changed rows count +1
-- (new) and -1 (old); only combinations whose count really changed are written, so an UPDATE of a
-- balance never touches a counter row.
CREATE FUNCTION list_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  dims text := format('partner_id, %L::text, %s::text, %s::text, %s::text', TG_ARGV[0],
    CASE WHEN TG_ARGV[1] = '' THEN quote_literal('') ELSE quote_ident(TG_ARGV[1]) END,
    CASE WHEN TG_ARGV[2] = '' THEN quote_literal('') ELSE quote_ident(TG_ARGV[2]) END,
    CASE WHEN TG_ARGV[3] = '' THEN quote_literal('') ELSE quote_ident(TG_ARGV[3]) END);
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 FROM new_rows', dims)
    WHEN 'DELETE' THEN format('SELECT %s, -1 FROM old_rows', dims)
    ELSE format('SELECT %s, -1 FROM old_rows UNION ALL SELECT %s, 1 FROM new_rows', dims, dims) END;
BEGIN
  EXECUTE format('INSERT INTO list_counts AS c (partner_id, list, scope, status, integration, n)
    SELECT p, l, s, st, i, sum(d) FROM (%s) x (p, l, s, st, i, d)
     GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (partner_id, list, scope, status, integration) DO UPDATE SET n = c.n + EXCLUDED.n', changed);
  RETURN NULL;
END $$;

-- Transactions per client, the same way.
CREATE FUNCTION client_tx_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT client_id, 1 FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT client_id, -1 FROM old_rows'
    ELSE 'SELECT client_id, -1 FROM old_rows UNION ALL SELECT client_id, 1 FROM new_rows' END;
BEGIN
  EXECUTE format('INSERT INTO client_tx_counts AS c (client_id, n)
    SELECT k, sum(d) FROM (%s) x (k, d) GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1
    ON CONFLICT (client_id) DO UPDATE SET n = c.n + EXCLUDED.n', changed);
  RETURN NULL;
END $$;

CREATE TRIGGER clients_list_count_ins AFTER INSERT ON clients REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_count('clients', 'type', '', '');
CREATE TRIGGER clients_list_count_del AFTER DELETE ON clients REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_count('clients', 'type', '', '');
CREATE TRIGGER clients_list_count_upd AFTER UPDATE ON clients REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_count('clients', 'type', '', '');

CREATE TRIGGER accounts_list_count_ins AFTER INSERT ON accounts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_count('accounts', 'type', 'status', 'integration');
CREATE TRIGGER accounts_list_count_del AFTER DELETE ON accounts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_count('accounts', 'type', 'status', 'integration');
CREATE TRIGGER accounts_list_count_upd AFTER UPDATE ON accounts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_count('accounts', 'type', 'status', 'integration');

CREATE TRIGGER cards_list_count_ins AFTER INSERT ON cards REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_count('cards', '', 'status', 'integration');
CREATE TRIGGER cards_list_count_del AFTER DELETE ON cards REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_count('cards', '', 'status', 'integration');
CREATE TRIGGER cards_list_count_upd AFTER UPDATE ON cards REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_count('cards', '', 'status', 'integration');

CREATE TRIGGER transactions_list_count_ins AFTER INSERT ON transactions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_count('transactions', '', '', '');
CREATE TRIGGER transactions_list_count_del AFTER DELETE ON transactions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_count('transactions', '', '', '');
CREATE TRIGGER transactions_list_count_upd AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_count('transactions', '', '', '');
CREATE TRIGGER transactions_client_count_ins AFTER INSERT ON transactions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_tx_count();
CREATE TRIGGER transactions_client_count_del AFTER DELETE ON transactions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_tx_count();
CREATE TRIGGER transactions_client_count_upd AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_tx_count();

-- Rows that exist already (a database migrated after data was added).
INSERT INTO list_counts (partner_id, list, scope, n)
  SELECT partner_id, 'clients', type, count(*) FROM clients GROUP BY 1, 3;
INSERT INTO list_counts (partner_id, list, scope, status, integration, n)
  SELECT partner_id, 'accounts', type, status, integration, count(*) FROM accounts GROUP BY 1, 3, 4, 5;
INSERT INTO list_counts (partner_id, list, status, integration, n)
  SELECT partner_id, 'cards', status, integration, count(*) FROM cards GROUP BY 1, 3, 4;
INSERT INTO list_counts (partner_id, list, n)
  SELECT partner_id, 'transactions', count(*) FROM transactions GROUP BY 1;
INSERT INTO client_tx_counts (client_id, n)
  SELECT client_id, count(*) FROM transactions GROUP BY 1;

-- Invoice numbers issued by the operator command `invoice issue`: INV-<year>-<6 digits>.
CREATE SEQUENCE invoice_number_seq START 1;
