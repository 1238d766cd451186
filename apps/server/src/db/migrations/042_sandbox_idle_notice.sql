-- When the partner's managers were last told that its idle sandbox is about to be emptied: the retention job empties
-- a sandbox only a notice period after telling them, never without.
ALTER TABLE partners ADD COLUMN sandbox_idle_notice_at timestamptz;
