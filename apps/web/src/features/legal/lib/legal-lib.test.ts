import { describe, expect, it } from 'vitest';
import { headingId, splitHead, tableOfContents } from './headings';
import { fillPlaceholders, localizeDates, prepareLegal } from './prepare';
import { legalDocOf } from './documents';

const brand = { name: 'Aurora Bank', supportEmail: 'developers@aurora-bank.test', companyName: 'Aurora Bank S.p.A.' };

describe('legal headings', () => {
  it('derives stable ids without accents or punctuation', () => {
    expect(headingId("8. Monitoraggio dell'operatività")).toBe('section-8-monitoraggio-dell-operativita');
    expect(headingId('4. Cooling-off (Right of Withdrawal)')).toBe('section-4-cooling-off-right-of-withdrawal');
  });

  it('lists the numbered sections, not the title or sub-headings', () => {
    const md = '# Title\n\nLast updated\n\n## 1. One\n\ntext\n\n### Sub\n\n## 2. Two\n';
    expect(tableOfContents(md)).toEqual([
      { id: 'section-1-one', title: '1. One' },
      { id: 'section-2-two', title: '2. Two' },
    ]);
    expect(splitHead(md).head).toBe('# Title\n\nLast updated\n\n');
    expect(splitHead(md).body.startsWith('## 1. One')).toBe(true);
  });
});

describe('legal text preparation', () => {
  it('fills the brand placeholders and leaves unknown ones visible', () => {
    const md = '# {{brandName}}\nWrite to {{supportEmail}}. {{companyName}} {{other}}';
    expect(fillPlaceholders(md, brand)).toBe('# Aurora Bank\nWrite to developers@aurora-bank.test. Aurora Bank S.p.A. {{other}}');
  });

  it('escapes Markdown in brand values', () => {
    expect(fillPlaceholders('{{brandName}}', { ...brand, name: 'A*B_C' })).toBe('A\\*B\\_C');
  });

  it('shows ISO dates as dd/MM/yyyy', () => {
    expect(localizeDates('Last updated: 2026-11-01', 'it')).toBe('Last updated: 01/11/2026');
    expect(prepareLegal('Date 2026-11-01\r\n', brand, 'en')).toBe('Date 01/11/2026\n');
  });

  it('knows the document of public and signed-in paths', () => {
    expect(legalDocOf('/legal/terms')).toBe('terms');
    expect(legalDocOf('/privacypolicy/')).toBe('privacypolicy');
    expect(legalDocOf('/amlpolicy')).toBe('amlpolicy');
    expect(legalDocOf('/legal')).toBeNull();
  });
});
