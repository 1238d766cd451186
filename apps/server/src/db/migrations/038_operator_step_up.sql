-- Operators' step-up: the last time a session re-entered an authenticator code (sign-in counts); approving a
-- verification, disabling a partner and inviting an operator need one within STEP_UP_WINDOW_SECONDS.
ALTER TABLE operator_sessions ADD COLUMN step_up_at timestamptz;
