-- Who has seen each token/secret pair: its creator, or the member who rolled it into being. Disabling or removing
-- any of them revokes the key (or hands it over when the owner chooses so), since a departing member may have kept
-- the secret. Pairs made before this record were seen by their creator as far as the portal knows.
ALTER TABLE api_secrets ADD COLUMN seen_by uuid[] NOT NULL DEFAULT '{}';
UPDATE api_secrets SET seen_by = ARRAY[created_by] WHERE created_by IS NOT NULL;
