-- Retention (modules/retention): each rule picks its old rows by one timestamp column, in
-- batches of 1,000; these indexes make that pick a short index range scan instead of a table scan.
-- sessions (expires_at) and partner_api_nonces (expires_at) have theirs already; webhook attempts go
-- with their delivery (ON DELETE CASCADE, by webhook_attempts_delivery_idx).
CREATE INDEX email_codes_expiry_idx ON email_codes (expires_at);
CREATE INDEX mails_created_idx ON mails (created_at);
CREATE INDEX partner_api_requests_created_idx ON partner_api_requests (created_at);
CREATE INDEX outbox_events_time_idx ON outbox_events (event_time);
CREATE INDEX webhook_deliveries_finished_idx ON webhook_deliveries (created_at) WHERE status IN ('SUCCEEDED', 'FAILED');
