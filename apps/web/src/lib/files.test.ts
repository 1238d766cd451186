import { describe, expect, it } from 'vitest';
import { attachmentName } from './files';

describe('the name of a downloaded file', () => {
  it('prefers the UTF-8 name, then the quoted one, then the fallback', () => {
    expect(attachmentName(`attachment; filename="r_sum_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`, 'x')).toBe('résumé.pdf');
    expect(attachmentName('attachment; filename="clients-individual.csv"', 'x.csv')).toBe('clients-individual.csv');
    expect(attachmentName('attachment', 'invoice.pdf')).toBe('invoice.pdf');
    expect(attachmentName(null, 'invoice.pdf')).toBe('invoice.pdf');
  });
});
