-- Identity verification: one applicant per user, checked by the provider its brand names
-- (the built-in sandbox or Sumsub). The KYC record itself stays in kyc_records.
CREATE TABLE identity_applicants (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('sandbox', 'sumsub')),
  -- the provider's own applicant id (Sumsub), once known
  external_id text,
  country char(3), street text, town text, postal_code text,
  address_at timestamptz,
  -- the sandbox provider's review, named as Sumsub names it
  review_status text NOT NULL DEFAULT 'init' CHECK (review_status IN ('init', 'pending', 'prechecked', 'queued', 'completed', 'onHold')),
  review_answer text CHECK (review_answer IN ('GREEN', 'RED')),
  reject_type text CHECK (reject_type IN ('FINAL', 'RETRY')),
  moderation_comment text,
  submitted_at timestamptz,
  -- brands that review by themselves: when the submitted applicant is approved
  review_due_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_applicants_due_idx ON identity_applicants (review_due_at) WHERE review_status = 'pending';

-- The sandbox widget's uploads: one identity document and one selfie per user, files in the storage.
CREATE TABLE identity_documents (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('document', 'selfie')),
  storage_key text NOT NULL UNIQUE,
  name text NOT NULL,
  content_type text NOT NULL,
  size int NOT NULL CHECK (size > 0),
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind)
);
