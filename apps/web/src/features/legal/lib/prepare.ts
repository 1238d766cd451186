import { formatDate } from '../../../lib/format';

/** The brand facts a legal text names. */
export interface LegalBrand {
  name: string;
  supportEmail: string;
  companyName: string;
}

/** Brand values are data, not Markdown: characters with a meaning in Markdown are escaped. */
function escapeMarkdown(value: string): string {
  return value.replace(/[\\`*_[\]<>|#]/g, (c) => `\\${c}`);
}

/** Fills {{brandName}}, {{companyName}} and {{supportEmail}}; unknown placeholders stay visible. */
export function fillPlaceholders(markdown: string, brand: LegalBrand): string {
  const values: Record<string, string> = {
    brandName: escapeMarkdown(brand.name),
    companyName: escapeMarkdown(brand.companyName),
    supportEmail: brand.supportEmail,
  };
  return markdown.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** ISO dates (yyyy-MM-dd) in the text are shown as dd/MM/yyyy, as every date in the portal. */
export function localizeDates(markdown: string, language: string): string {
  return markdown.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (iso) => formatDate(iso, language) || iso);
}

/** The Markdown as the reader sees it: brand filled in, dates in the portal's format. */
export function prepareLegal(markdown: string, brand: LegalBrand, language: string): string {
  return localizeDates(fillPlaceholders(markdown.replace(/\r\n/g, '\n'), brand), language);
}
