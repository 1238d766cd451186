/** Ids and the table of contents of a legal document, derived from its `## ` section headings. */

export interface TocEntry {
  id: string;
  title: string;
}

/** "8. Monitoraggio dell'operatività" → "section-8-monitoraggio-dell-operativita". */
export function headingId(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `section-${slug}`;
}

/** The `## ` headings (the numbered sections), in order. */
export function tableOfContents(markdown: string): TocEntry[] {
  return markdown
    .split('\n')
    .map((line) => /^##\s+(.+?)\s*#*\s*$/.exec(line)?.[1])
    .filter((title): title is string => title !== undefined)
    .map((title) => ({ id: headingId(title), title }));
}

/** Splits a document into its head (title and last-updated line) and the numbered sections. */
export function splitHead(markdown: string): { head: string; body: string } {
  const match = /^##\s/m.exec(markdown);
  if (!match) return { head: markdown, body: '' };
  return { head: markdown.slice(0, match.index), body: markdown.slice(match.index) };
}
