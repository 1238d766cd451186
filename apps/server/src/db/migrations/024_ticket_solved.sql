-- Support tickets the bank marks solved (issue 16): SOLVED while no message is newer than solved_at.
ALTER TABLE tickets ADD COLUMN solved_at timestamptz;
