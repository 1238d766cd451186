-- Webhook delivery (CONTRACTS §6): every outbox event becomes one delivery per webhook of
-- its partner, in the same transaction that wrote the event; workers in any number of server
-- processes take due deliveries with FOR UPDATE SKIP LOCKED and keep every attempt.

-- Per-webhook state: why it is disabled, and since when its attempts fail without a success.
ALTER TABLE webhooks
  ADD COLUMN disabled_reason text CHECK (disabled_reason IN ('MANUAL', 'FAILING')),
  ADD COLUMN failing_since timestamptz;

-- status: PENDING (waits for next_attempt_at; NULL = on hold while the webhook is disabled),
-- SENDING (claimed by a worker until next_attempt_at; an expired claim is due again, so a process
-- that dies mid-attempt loses nothing), SUCCEEDED, FAILED (the retry period ended).
CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY,
  webhook_id uuid NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  partner_id uuid NOT NULL REFERENCES partners(id),
  event_id uuid NOT NULL,
  event_type text NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENDING', 'SUCCEEDED', 'FAILED')),
  attempts int NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  cycle_started_at timestamptz,
  cycle_failures int NOT NULL DEFAULT 0,
  claim_token uuid,
  last_attempt_at timestamptz,
  last_status_code int,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (webhook_id, event_id)
);
-- The workers' queue: only deliveries still to send are in it.
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status IN ('PENDING', 'SENDING');
-- The deliveries screen: one webhook's deliveries, newest first.
CREATE INDEX webhook_deliveries_list_idx ON webhook_deliveries (webhook_id, created_at DESC, seq DESC);

CREATE TABLE webhook_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  delivery_id uuid NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
  attempt int NOT NULL,
  attempted_at timestamptz NOT NULL,
  duration_ms int NOT NULL,
  status_code int,
  succeeded boolean NOT NULL,
  response_body text,
  error text
);
CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, attempt DESC);

-- Fan-out: one delivery per webhook of the event's partner, written with the event. The body is
-- frozen here, so every attempt sends (and signs) exactly the same bytes. It is due at the event's
-- time, which the application writes from its own clock: the workers compare with the same clock.
CREATE FUNCTION outbox_events_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO webhook_deliveries (webhook_id, partner_id, event_id, event_type, body, next_attempt_at, created_at)
  SELECT w.id, e.partner_id, e.id, e.type,
         jsonb_build_object('type', e.type, 'entity', e.entity,
           'eventTime', to_char(e.event_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text,
         CASE WHEN w.enabled THEN e.event_time END, e.event_time
    FROM new_rows e JOIN webhooks w ON w.partner_id = e.partner_id;
  RETURN NULL;
END $$;
CREATE TRIGGER outbox_events_fan_out AFTER INSERT ON outbox_events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION outbox_events_fan_out();
