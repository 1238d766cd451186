-- Events API and stream: the partner's outbox events, listable for 90 days and streamed live.
-- tx: the writing transaction's id. The stream reads events in (tx, seq) order and only those whose
-- transaction is older than every transaction still running (pg_snapshot_xmin), so an event that
-- commits late is never skipped: the events a reader has seen are always a prefix of that order.
-- Rows written before this migration all get the migration's own transaction id (they are final).
-- test: an event fired by POST /partner/v1/events/trigger (its entity carries "test": true too).
ALTER TABLE outbox_events
  ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY,
  ADD COLUMN tx xid8 NOT NULL DEFAULT pg_current_xact_id(),
  ADD COLUMN test boolean NOT NULL DEFAULT false;
-- the stream: every process reads all partners' new events in order; a resuming stream, one partner's
CREATE INDEX outbox_events_stream_idx ON outbox_events (tx, seq);
CREATE INDEX outbox_events_partner_stream_idx ON outbox_events (partner_id, tx, seq);
