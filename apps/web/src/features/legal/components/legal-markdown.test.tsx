// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../../testing/jsdom-setup';
import { LEGAL_DOCS, LEGAL_LANGS, LEGAL_VERSIONS } from '../content';
import { tableOfContents } from '../lib/headings';
import { prepareLegal } from '../lib/prepare';
import { LegalMarkdown } from './legal-markdown';

const brand = { name: 'Laguna Pay', supportEmail: 'api@laguna-pay.test', companyName: 'Laguna Pay EMI Ltd' };

function render(markdown: string): string {
  return renderMarkup(
    <MantineProvider>
      <LegalMarkdown markdown={markdown} />
    </MantineProvider>,
  );
}

const sources = import.meta.glob<string>('../content/*/*/*.md', { query: '?raw', import: 'default', eager: true });

function source(version: string, lang: string, doc: string): string {
  const text = sources[`../content/${version}/${lang}/${doc}.md`];
  if (text === undefined) throw new Error(`no legal text ${version}/${lang}/${doc}`);
  return text;
}

describe('legal renderer', () => {
  for (const version of LEGAL_VERSIONS) {
    for (const lang of LEGAL_LANGS) {
      for (const doc of LEGAL_DOCS) {
        it(`${version}/${lang}/${doc}: one h1, linked sections, headed tables, brand filled in`, () => {
          const md = prepareLegal(source(version, lang, doc), brand, lang);
          const html = render(md);
          expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
          for (const entry of tableOfContents(md)) expect(html).toContain(`id="${entry.id}"`);
          const tables = html.match(/<table[\s\S]*?<\/table>/g) ?? [];
          for (const table of tables) {
            expect(table).toMatch(/<thead[\s\S]*<th[^>]*scope="col"/);
            expect(table).not.toMatch(/<th(\s(?![^>]*scope=)[^>]*)?>/);
          }
          expect(html).not.toContain('{{');
          expect(html).toContain('mailto:api@laguna-pay.test');
          expect(html).not.toMatch(/\d{4}-\d{2}-\d{2}/);
        });
      }
    }
  }

  it('does not render raw HTML from the text', () => {
    expect(render('# T\n\n<script>alert(1)</script><b>x</b>')).not.toMatch(/<script|<b>/);
  });
});
