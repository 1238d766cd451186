-- Webhook health, secret roll and failure notices.

-- Secret roll: during the overlap each delivery is also signed with the previous secret
-- (x-webhook-sig-previous). failing_noticed_since: the failing streak (its failing_since) whose
-- 24-hour notice was sent, so each streak is noticed once whatever the process that records it.
ALTER TABLE webhooks
  ADD COLUMN previous_secret_encrypted text,
  ADD COLUMN previous_secret_until timestamptz,
  ADD COLUMN failing_noticed_since timestamptz;

-- Health: attempts by webhook and time without a join through the deliveries. The worker writes the
-- column with each attempt; older attempts take it from their delivery.
ALTER TABLE webhook_attempts ADD COLUMN webhook_id uuid;
UPDATE webhook_attempts a SET webhook_id = d.webhook_id FROM webhook_deliveries d WHERE d.id = a.delivery_id;
CREATE INDEX webhook_attempts_health_idx ON webhook_attempts (webhook_id, attempted_at);
