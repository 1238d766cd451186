-- Filters served from an index at any volume. An exact filter on a value few rows have (an integration, a
-- status) used to walk a sort index to the end looking for a page of matches; each now has an index that leads
-- with the owner and the filtered column and then the default sort's keys, so a page of it is read in order,
-- whether the value is rare or common (the other sort reads the matches and sorts them when they are few, and
-- walks its own index when they are many). Their counts stay in list_counts.

CREATE INDEX accounts_integration_idx ON accounts (partner_id, type, integration, balance DESC, wallet_id) INCLUDE (status, client_id);
CREATE INDEX accounts_status_idx ON accounts (partner_id, type, status, balance DESC, wallet_id) INCLUDE (integration, client_id);
CREATE INDEX cards_integration_idx ON cards (partner_id, integration, balance DESC, wallet_id) INCLUDE (status, client_id);
CREATE INDEX cards_status_idx ON cards (partner_id, status, balance DESC, wallet_id) INCLUDE (integration, client_id);
