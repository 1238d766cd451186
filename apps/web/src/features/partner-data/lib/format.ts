import { formatMoney } from '@portal/contract';

const SEPARATORS: Record<string, [group: string, decimal: string]> = { en: [',', '.'], it: ['.', ','] };

/** "1,234.50 EUR" (en) or "1.234,50 EUR" (it): 2 fixed decimals, exact (no float on the way). */
export function formatAmount(amount: string, currency: string, language: string): string {
  const [group, decimal] = SEPARATORS[language] ?? SEPARATORS.en!;
  return `${formatMoney(amount, group, decimal)} ${currency}`;
}
