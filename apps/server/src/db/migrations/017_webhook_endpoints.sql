-- Per-endpoint event selection and description. event_types: the catalogue types the
-- webhook receives; empty = every type, including types added later (the default, as before).
ALTER TABLE webhooks
  ADD COLUMN event_types text[] NOT NULL DEFAULT '{}',
  ADD COLUMN description text;

-- Fan-out (007) now skips webhooks not subscribed to the event's type.
CREATE OR REPLACE FUNCTION outbox_events_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO webhook_deliveries (webhook_id, partner_id, event_id, event_type, body, next_attempt_at, created_at)
  SELECT w.id, e.partner_id, e.id, e.type,
         jsonb_build_object('type', e.type, 'entity', e.entity,
           'eventTime', to_char(e.event_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text,
         CASE WHEN w.enabled THEN e.event_time END, e.event_time
    FROM new_rows e JOIN webhooks w ON w.partner_id = e.partner_id
   WHERE cardinality(w.event_types) = 0 OR e.type = ANY (w.event_types);
  RETURN NULL;
END $$;
