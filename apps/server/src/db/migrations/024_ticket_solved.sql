-- Support tickets the bank marks solved: SOLVED while no message is newer than solved_at.
ALTER TABLE tickets ADD COLUMN solved_at timestamptz;
