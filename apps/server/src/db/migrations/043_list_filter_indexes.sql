-- A partner's audit log and a webhook's deliveries grow with the partner's activity, as its business data does: each
-- of their filters reads an index led by the owner (and, where it can, in the list's order), not a walk of the owner's
-- rows that finds a rare value only at the end.
CREATE INDEX audit_log_partner_actor_idx ON audit_log (partner_id, actor_type, id DESC);
CREATE INDEX audit_log_partner_action_idx ON audit_log (partner_id, action, id DESC);
CREATE INDEX audit_log_partner_at_idx ON audit_log (partner_id, at);
CREATE INDEX audit_log_actor_email_trgm_idx ON audit_log USING gin (actor_email gin_trgm_ops);
CREATE INDEX webhook_deliveries_status_idx ON webhook_deliveries (webhook_id, status, created_at DESC, seq DESC);
-- the console's audit of the operators' actions, across partners, by action
CREATE INDEX audit_log_operator_action_idx ON audit_log (action, id DESC) WHERE actor_type = 'operator';
