// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { renderMarkupWithKeys } from '../../testing/jsdom-setup';
import en from '../../locales/en/audit.json';
import itCatalogue from '../../locales/it/audit.json';
import { AuditChanges, LABELLED_FIELDS } from './audit-changes';

// Each text renders as its catalogue key.
const render = (changes: Record<string, unknown>) =>
  renderMarkupWithKeys(
    <MantineProvider>
      <AuditChanges changes={changes} />
    </MantineProvider>,
  );

describe('AuditChanges', () => {
  it('names the known fields from the catalogue and writes their values for a reader', () => {
    const html = render({
      twoFactor: false,
      rolled: true,
      eventTypes: ['CARD_CREATED', 'CARD_UPDATED'],
      expiredAt: '2026-11-26T10:15:00.000Z',
      to: null,
    });
    expect(html).toContain('fields.twoFactor: values.no');
    expect(html).toContain('fields.rolled: values.yes');
    expect(html).toContain('fields.eventTypes: CARD_CREATED, CARD_UPDATED');
    expect(html).toMatch(/fields.expiredAt: 26\/11\/2026 \d\d:15/);
    expect(html).toContain('fields.to: —');
    expect(html).not.toContain('twoFactor: false');
  });

  it('names the fields the server writes for passwords, webhooks, invoices, maintenance, registration and FAQ', () => {
    const html = render({
      endedSessions: 2,
      signingSecretReplaced: true,
      overlapHours: 24,
      webhookId: 'w1',
      memberId: 'm1',
      amount: '10.00',
      currency: 'EUR',
      payBefore: '2026-12-31',
      title: 'Help',
      enabled: false,
      message: 'Back soon',
      regionRestricted: true,
      language: 'it',
      country: 'IT',
      categories: 1,
      questions: 3,
      replaced: 2,
    });
    for (const k of ['endedSessions', 'signingSecretReplaced', 'overlapHours', 'webhookId', 'memberId', 'payBefore', 'regionRestricted'])
      expect(html).toContain(`fields.${k}:`);
    expect(html).not.toMatch(/>(endedSessions|signingSecretReplaced|overlapHours|payBefore|regionRestricted|questions):/);
  });

  it('shows a field it has no name for as written, and nothing for no change', () => {
    expect(render({ clientsPerPartner: 3, nested: { a: 1 } })).toContain('clientsPerPartner: 3');
    expect(render({ nested: { a: 1 } })).toContain('nested: {"a":1}');
    expect(render({ a: 1 })).toContain('<p');
    expect(render({})).not.toContain('<p');
  });

  it('has a name in both languages for every field it labels, and no name it does not use', () => {
    expect(Object.keys(en.fields).sort()).toEqual([...LABELLED_FIELDS].sort());
    expect(Object.keys(itCatalogue.fields).sort()).toEqual([...LABELLED_FIELDS].sort());
  });
});
