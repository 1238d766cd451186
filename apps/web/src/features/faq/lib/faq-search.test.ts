import { describe, expect, it } from 'vitest';
import { searchFaq, textOf } from './faq-search';

const faq = [
  {
    name: 'Getting started',
    faqs: [
      { question: 'How do I get API credentials?', answer: '<p>Open <strong>Account</strong> details.</p>' },
      { question: 'How do I sign requests?', answer: '<p>HMAC-SHA256</p>' },
    ],
  },
  { name: 'Webhooks', faqs: [{ question: 'How often are webhooks retried?', answer: '<p>For 3 days.</p>' }] },
];

describe('FAQ search', () => {
  it('starts at two characters', () => {
    expect(searchFaq(faq, 'h')).toEqual([]);
    expect(searchFaq(faq, ' w ')).toEqual([]);
    expect(searchFaq(faq, 'we').map((c) => c.name)).toEqual(['Webhooks']);
  });

  it('matches questions and answer text case-insensitively, keeping categories with a match', () => {
    expect(searchFaq(faq, 'SIGN')).toEqual([{ name: 'Getting started', faqs: [faq[0]!.faqs[1]] }]);
    expect(searchFaq(faq, 'account details').flatMap((c) => c.faqs.map((f) => f.question))).toEqual(['How do I get API credentials?']);
    expect(searchFaq(faq, 'strong')).toEqual([]);
    expect(searchFaq(faq, 'nothing like this')).toEqual([]);
  });

  it('reads the text of HTML', () => {
    expect(textOf('<p>A &amp; B</p><p>C</p>')).toBe('A & B C');
  });
});
