-- The request that caused a change: its id (the x-request-id answer header, on the request's log
-- line) is kept with the audit entry and with the event, and each webhook delivery of that event carries it,
-- so a partner's call, its audit entry, its log line and the delivery attempts it caused can be joined.
-- NULL when no request caused it (jobs, the command line).
ALTER TABLE audit_log ADD COLUMN request_id text;
ALTER TABLE outbox_events ADD COLUMN request_id text;
ALTER TABLE webhook_deliveries ADD COLUMN request_id text;

-- Fan-out (017) copies the event's request id to each delivery.
CREATE OR REPLACE FUNCTION outbox_events_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO webhook_deliveries (webhook_id, partner_id, event_id, event_type, body, next_attempt_at, created_at, request_id)
  SELECT w.id, e.partner_id, e.id, e.type,
         jsonb_build_object('type', e.type, 'entity', e.entity,
           'eventTime', to_char(e.event_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text,
         CASE WHEN w.enabled THEN e.event_time END, e.event_time, e.request_id
    FROM new_rows e JOIN webhooks w ON w.partner_id = e.partner_id
   WHERE cardinality(w.event_types) = 0 OR e.type = ANY (w.event_types);
  RETURN NULL;
END $$;
