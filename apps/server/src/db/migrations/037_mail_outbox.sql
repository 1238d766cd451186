-- The mails table becomes the outbox: a mail is written in the same transaction as the change that causes it and,
-- with SMTP_URL, sent by the `mail-outbox` job, retried with backoff and marked SENT only once SMTP accepted it.
-- Rows of the embedded mailbox (no SMTP_URL) are SENT when written; older rows were sent or kept already.
ALTER TABLE mails
  ADD COLUMN kind text NOT NULL DEFAULT '',
  ADD COLUMN from_address text NOT NULL DEFAULT '',
  ADD COLUMN status text NOT NULL DEFAULT 'SENT' CHECK (status IN ('PENDING', 'SENT', 'FAILED')),
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN last_error text,
  ADD COLUMN next_attempt_at timestamptz,
  ADD COLUMN sent_at timestamptz;
CREATE INDEX mails_due_idx ON mails (next_attempt_at) WHERE status = 'PENDING';
