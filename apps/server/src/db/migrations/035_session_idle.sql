-- The inactivity timeout: a session unused for longer than its idle limit (SESSION_IDLE_MINUTES,
-- OPERATOR_SESSION_IDLE_MINUTES) is refused. last_seen_at is its last counted request; sessions open
-- when this runs count from now.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE operator_sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
