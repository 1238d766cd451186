-- Partner data lists: the sort indexes also carry the columns the screens filter on (INCLUDE), so the
-- page's keys are found by an index-only scan: a filtered or deep page (page 100 with a status or a
-- name filter) skips its earlier rows inside the index instead of reading each one from the table.
-- The page query joins back on the primary key for its own rows only (lib/list-query.ts).

DROP INDEX clients_list_idx;
CREATE INDEX clients_list_idx ON clients (partner_id, type, created_at DESC, client_id)
  INCLUDE (email, first_name, last_name, company_name, company_reg_number);
DROP INDEX clients_email_sort_idx;
CREATE INDEX clients_email_sort_idx ON clients (partner_id, type, email, client_id)
  INCLUDE (first_name, last_name, company_name, company_reg_number);

DROP INDEX accounts_list_idx;
CREATE INDEX accounts_list_idx ON accounts (partner_id, type, balance DESC, wallet_id) INCLUDE (status, integration, client_id);
DROP INDEX accounts_wallet_sort_idx;
CREATE INDEX accounts_wallet_sort_idx ON accounts (partner_id, type, wallet_id) INCLUDE (status, integration, client_id);

DROP INDEX cards_list_idx;
CREATE INDEX cards_list_idx ON cards (partner_id, balance DESC, wallet_id) INCLUDE (status, integration, client_id);
DROP INDEX cards_wallet_sort_idx;
CREATE INDEX cards_wallet_sort_idx ON cards (partner_id, wallet_id) INCLUDE (status, integration, client_id);
