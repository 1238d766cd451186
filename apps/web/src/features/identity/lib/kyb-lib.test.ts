import { describe, expect, it } from 'vitest';
import { countryCodeOf, currentKyc, verificationStep, type KycRecord } from '@portal/contract';
import { issueParseOptions } from '../../../lib/form-issues';
import { ADDRESS_ISSUES, addressFormSchema } from './address-form';
import { COUNTRY_OPTIONS } from './countries';
import { documentIssue } from './document-check';

const record = (tier: number, status: KycRecord['status'], final = false): KycRecord => ({
  tier,
  status,
  final,
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-01-01T00:00:00.000Z',
  rejectionReason: null,
});

describe('verification dialog steps', () => {
  it('shows the address form only while the record is PAID, then the widget, the review, the outcome', () => {
    expect(verificationStep(undefined)).toBe('notOpen');
    expect(verificationStep(record(2, 'CREATED'))).toBe('notOpen');
    expect(verificationStep(record(2, 'PAID'))).toBe('address');
    expect(verificationStep(record(2, 'IN_PROGRESS'))).toBe('widget');
    expect(verificationStep(record(2, 'REJECTED', false))).toBe('widget');
    expect(verificationStep(record(2, 'PENDING'))).toBe('review');
    expect(verificationStep(record(2, 'REJECTED', true))).toBe('rejected');
    expect(verificationStep(record(2, 'VERIFIED', true))).toBe('verified');
  });

  it('works on the highest tier', () => {
    expect(currentKyc([record(1, 'VERIFIED', true), record(2, 'PAID')])?.status).toBe('PAID');
    expect(currentKyc([])).toBeUndefined();
  });
});

describe('address form', () => {
  it('lists English country names and sends the 3-letter code', () => {
    expect(COUNTRY_OPTIONS.find((c) => c.label === 'Italy')?.value).toBe('ITA');
    expect(COUNTRY_OPTIONS.find((c) => c.label === 'United Kingdom')?.value).toBe('GBR');
    expect(countryCodeOf('germany')).toBe('DEU');
    const labels = COUNTRY_OPTIONS.map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('requires every field and names the problem with a catalogue key', () => {
    const r = addressFormSchema.safeParse(
      { country: '', street: ' ', town: 'Milano', postalCode: 'x'.repeat(17) },
      issueParseOptions(ADDRESS_ISSUES),
    );
    expect(r.success).toBe(false);
    const issues = Object.fromEntries(r.error!.issues.map((i) => [i.path[0], i.message]));
    expect(issues).toEqual({ country: 'address.required', street: 'address.required', postalCode: 'address.tooLong' });
    expect(
      addressFormSchema.safeParse({ country: 'XYZ', street: 'a', town: 'b', postalCode: 'c' }, issueParseOptions(ADDRESS_ISSUES)).error!
        .issues[0]!.message,
    ).toBe('address.countryInvalid');
    expect(addressFormSchema.safeParse({ country: 'ITA', street: 'Via Roma 1', town: 'Milano', postalCode: '20121' }).success).toBe(true);
  });
});

describe('document check before the upload', () => {
  it('takes JPEG and PNG images of at most 5 MB', () => {
    expect(documentIssue({ name: 'id.PNG', size: 5_000_000 })).toBeNull();
    expect(documentIssue({ name: 'me.jpeg', size: 10 })).toBeNull();
    expect(documentIssue({ name: 'id.pdf', size: 10 })).toBe('fileType');
    expect(documentIssue({ name: 'id', size: 10 })).toBe('fileType');
    expect(documentIssue({ name: 'id.png', size: 5_000_001 })).toBe('fileSize');
  });
});
