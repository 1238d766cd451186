-- Support, FAQ and inbox.
-- The navbar badge counts a user's unread messages on every inbox change.
CREATE INDEX tickets_unread_idx ON tickets (user_id) WHERE NOT is_read;
CREATE INDEX ticket_attachments_ticket_idx ON ticket_attachments (ticket_id);
-- One FAQ set per language and country (country NULL: the language's default set).
CREATE INDEX faq_entries_set_idx ON faq_entries (language, (coalesce(country, '')));
