-- Transactions filtered by a client's first or last name (a substring, CONTRACTS §4) without reading every
-- matching client (docs/performance.md, "Filters served from an index"):
--  * client_name_tx_counts holds, per partner, environment and distinct first or last name, the transactions of the
--    clients who bear it. The count of a name filter sums the few names that match, found by their own trigram
--    index, however many clients bear them; the transactions' counter function keeps it in the same transaction
--    as the rows, and a client's rename moves its transactions from the old name to the new.
--  * the page's set of matching clients is read from a btree by those names (an index-only scan), not from the
--    clients' trigram index and their rows. A client who never had a transaction has no name here, and no rows
--    the set is asked about.

CREATE TABLE client_name_tx_counts (
  partner_id uuid NOT NULL,
  environment text NOT NULL,
  field text NOT NULL CHECK (field IN ('first_name', 'last_name')),
  name text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (partner_id, environment, field, name)
);
CREATE INDEX client_name_tx_counts_trgm_idx ON client_name_tx_counts USING gin (name gin_trgm_ops);
CREATE INDEX clients_first_name_idx ON clients (partner_id, environment, first_name, client_id);
CREATE INDEX clients_last_name_idx ON clients (partner_id, environment, last_name, client_id);

-- client_tx_count (002) counts each changed client once, for itself and for its two names.
CREATE OR REPLACE FUNCTION client_tx_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := concat_ws(' UNION ALL ', CASE WHEN TG_OP <> 'INSERT' THEN 'SELECT client_id, -1 FROM old_rows' END,
    CASE WHEN TG_OP <> 'DELETE' THEN 'SELECT client_id, 1 FROM new_rows' END);
BEGIN
  EXECUTE format('WITH d AS (SELECT k, sum(d) AS d FROM (%s) x (k, d) GROUP BY 1 HAVING sum(d) <> 0),
    per_client AS (INSERT INTO client_tx_counts AS c (client_id, n) SELECT k, d FROM d ORDER BY 1
      ON CONFLICT (client_id) DO UPDATE SET n = c.n + EXCLUDED.n)
    INSERT INTO client_name_tx_counts AS c (partner_id, environment, field, name, n)
    SELECT k.partner_id, k.environment, f.field, f.name, sum(d.d)
      FROM d JOIN clients k ON k.client_id = d.k
     CROSS JOIN LATERAL (VALUES (''first_name'', k.first_name), (''last_name'', k.last_name)) f (field, name)
     WHERE f.name IS NOT NULL
     GROUP BY 1, 2, 3, 4 HAVING sum(d.d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (partner_id, environment, field, name) DO UPDATE SET n = c.n + EXCLUDED.n', changed);
  RETURN NULL;
END $$;

-- A client renamed (or moved) takes its transactions from its old names' counters to its new ones'. Clients with
-- transactions are never deleted (the transactions' foreign key), so a deletion moves nothing.
CREATE FUNCTION client_name_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO client_name_tx_counts AS c (partner_id, environment, field, name, n)
  SELECT r.partner_id, r.environment, f.field, f.name, sum(r.d * t.n)
    FROM (SELECT client_id, partner_id, environment, first_name, last_name, -1 FROM old_rows
          UNION ALL SELECT client_id, partner_id, environment, first_name, last_name, 1 FROM new_rows)
         r (client_id, partner_id, environment, first_name, last_name, d)
    JOIN client_tx_counts t ON t.client_id = r.client_id
   CROSS JOIN LATERAL (VALUES ('first_name', r.first_name), ('last_name', r.last_name)) f (field, name)
   WHERE f.name IS NOT NULL
   GROUP BY 1, 2, 3, 4 HAVING sum(r.d * t.n) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (partner_id, environment, field, name) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
CREATE TRIGGER clients_name_count_upd AFTER UPDATE ON clients REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_name_moved();

-- Rows that exist already.
INSERT INTO client_name_tx_counts (partner_id, environment, field, name, n)
  SELECT k.partner_id, k.environment, f.field, f.name, sum(t.n)
    FROM client_tx_counts t JOIN clients k ON k.client_id = t.client_id
   CROSS JOIN LATERAL (VALUES ('first_name', k.first_name), ('last_name', k.last_name)) f (field, name)
   WHERE f.name IS NOT NULL
   GROUP BY 1, 2, 3, 4;

-- One webhook's deliveries and the events API by event type, read from an index in the list's order rather than
-- found by walking the webhook's or the partner's rows.
CREATE INDEX webhook_deliveries_type_idx ON webhook_deliveries (webhook_id, event_type, created_at DESC, seq DESC);
CREATE INDEX outbox_events_type_idx ON outbox_events (partner_id, environment, type, event_time DESC);
