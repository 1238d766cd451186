-- The clients' own first and last name filters served the way the transactions' are (docs/performance.md, "Clients
-- by name"): client_name_tx_counts (039) now also holds, per client type, how many clients bear each name, so the
-- exact count of a name filter sums the few distinct names that contain the value instead of rechecking every
-- matching client. A trigger on clients keeps it in the same transaction as the rows (insert, rename, a change of
-- type or environment, delete); the transactions' counter function keeps its transactions as before, now per type.
TRUNCATE client_name_tx_counts; -- refilled below under the new key
ALTER TABLE client_name_tx_counts
  ADD COLUMN type text NOT NULL,
  ADD COLUMN clients bigint NOT NULL DEFAULT 0,
  DROP CONSTRAINT client_name_tx_counts_pkey,
  ADD PRIMARY KEY (partner_id, environment, field, name, type);

-- The page of a name filter: the clients of the matching names read from an index in the order of either sort (an
-- index-only scan, then a sort of the matches), or, for a name many clients bear, the sort index walked in order.
-- The narrow name indexes of 039 stay: the transactions' set of a name's clients reads them, and with a wider index
-- the planner, which cannot know how many names a set holds, takes a sequential scan of the clients instead.
CREATE INDEX clients_first_name_list_idx ON clients (partner_id, environment, first_name, type, created_at DESC, client_id)
  INCLUDE (email);
CREATE INDEX clients_last_name_list_idx ON clients (partner_id, environment, last_name, type, created_at DESC, client_id)
  INCLUDE (email);

CREATE OR REPLACE FUNCTION client_tx_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := concat_ws(' UNION ALL ', CASE WHEN TG_OP <> 'INSERT' THEN 'SELECT client_id, -1 FROM old_rows' END,
    CASE WHEN TG_OP <> 'DELETE' THEN 'SELECT client_id, 1 FROM new_rows' END);
BEGIN
  EXECUTE format('WITH d AS (SELECT k, sum(d) AS d FROM (%s) x (k, d) GROUP BY 1 HAVING sum(d) <> 0),
    per_client AS (INSERT INTO client_tx_counts AS c (client_id, n) SELECT k, d FROM d ORDER BY 1
      ON CONFLICT (client_id) DO UPDATE SET n = c.n + EXCLUDED.n)
    INSERT INTO client_name_tx_counts AS c (partner_id, environment, field, name, type, n)
    SELECT k.partner_id, k.environment, f.field, f.name, k.type, sum(d.d)
      FROM d JOIN clients k ON k.client_id = d.k
     CROSS JOIN LATERAL (VALUES (''first_name'', k.first_name), (''last_name'', k.last_name)) f (field, name)
     WHERE f.name IS NOT NULL
     GROUP BY 1, 2, 3, 4, 5 HAVING sum(d.d) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (partner_id, environment, field, name, type) DO UPDATE SET n = c.n + EXCLUDED.n', changed);
  RETURN NULL;
END $$;

-- A client added, changed or deleted: -1 client for its old names, +1 for its new ones, and its transactions
-- (client_tx_counts) move with it. Only names whose counts really change are written, so most updates of a client
-- (an e-mail, a status) write nothing. Sandbox reset empties client_tx_counts of its clients before deleting them.
DROP TRIGGER clients_name_count_upd ON clients;
DROP FUNCTION client_name_moved();
CREATE FUNCTION client_name_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols text := 'client_id, partner_id, environment, type, first_name, last_name';
  changed text := concat_ws(' UNION ALL ', CASE WHEN TG_OP <> 'INSERT' THEN format('SELECT %s, -1 FROM old_rows', cols) END,
    CASE WHEN TG_OP <> 'DELETE' THEN format('SELECT %s, 1 FROM new_rows', cols) END);
BEGIN
  EXECUTE format('INSERT INTO client_name_tx_counts AS c (partner_id, environment, field, name, type, clients, n)
    SELECT r.partner_id, r.environment, f.field, f.name, r.type, sum(r.d), sum(r.d * coalesce(t.n, 0))
      FROM (%s) r (client_id, partner_id, environment, type, first_name, last_name, d)
      LEFT JOIN client_tx_counts t ON t.client_id = r.client_id
     CROSS JOIN LATERAL (VALUES (''first_name'', r.first_name), (''last_name'', r.last_name)) f (field, name)
     WHERE f.name IS NOT NULL
     GROUP BY 1, 2, 3, 4, 5 HAVING sum(r.d) <> 0 OR sum(r.d * coalesce(t.n, 0)) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (partner_id, environment, field, name, type)
      DO UPDATE SET clients = c.clients + EXCLUDED.clients, n = c.n + EXCLUDED.n', changed);
  RETURN NULL;
END $$;
CREATE TRIGGER clients_name_count_ins AFTER INSERT ON clients REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_name_count();
CREATE TRIGGER clients_name_count_upd AFTER UPDATE ON clients REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_name_count();
CREATE TRIGGER clients_name_count_del AFTER DELETE ON clients REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_name_count();

-- Rows that exist already.
INSERT INTO client_name_tx_counts (partner_id, environment, field, name, type, clients, n)
  SELECT k.partner_id, k.environment, f.field, f.name, k.type, count(*), coalesce(sum(t.n), 0)
    FROM clients k LEFT JOIN client_tx_counts t ON t.client_id = k.client_id
   CROSS JOIN LATERAL (VALUES ('first_name', k.first_name), ('last_name', k.last_name)) f (field, name)
   WHERE f.name IS NOT NULL
   GROUP BY 1, 2, 3, 4, 5;
