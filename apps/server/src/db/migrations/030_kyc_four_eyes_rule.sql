-- The four-eyes rule a verification is reviewed under is fixed when it is submitted (set with status PENDING),
-- so a later brand change cannot lift it. NULL: submitted before the rule was recorded; such a record takes its
-- brand's rule, which cannot change while it waits (a brand change is refused while a review is pending).
ALTER TABLE kyc_records ADD COLUMN four_eyes boolean;
