-- Transactions: the sort indexes also carry client_id and wallet_id (INCLUDE), as 011 did for the other lists,
-- so a page filtered by a client's name or a wallet is found by an index-only scan of the sort order that
-- skips non-matching entries inside the index (lib/list-run.ts, the dense form of the client-name filter),
-- instead of reading each transaction from the table, which a filter on a common name made slow at deep pages.

DROP INDEX transactions_list_idx;
CREATE INDEX transactions_list_idx ON transactions (partner_id, created_at DESC, id DESC) INCLUDE (client_id, wallet_id);
DROP INDEX transactions_amount_sort_idx;
CREATE INDEX transactions_amount_sort_idx ON transactions (partner_id, amount_orig_ccy, id) INCLUDE (client_id, wallet_id);
