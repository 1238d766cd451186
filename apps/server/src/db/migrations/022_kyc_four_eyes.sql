-- Verification reviews in the operator console. With the brand's kycFourEyes on, the first
-- Compliance officer's approval of a PENDING KYC record is kept here until a second, different one completes
-- it. It belongs to one attempt: record_updated_at is the record's updated_at when the approval started, so a
-- record that changed meanwhile (rejected, sent again) leaves the old approval without effect.
CREATE TABLE kyc_pending_approvals (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  tier int NOT NULL,
  record_updated_at timestamptz NOT NULL,
  operator_id uuid NOT NULL REFERENCES operators(id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, tier)
);

-- the review queue: the PENDING records, oldest first
CREATE INDEX kyc_records_pending_idx ON kyc_records (updated_at, user_id) WHERE status = 'PENDING';
