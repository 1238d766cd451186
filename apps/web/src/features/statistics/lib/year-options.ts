import type { StatisticsAnswer } from '@portal/contract';

/** The years found as keys in any of the answers, newest first (partner-portal §2). */
export function yearOptions(answers: Array<StatisticsAnswer | undefined>, currentYear: number): string[] {
  const years = new Set<string>();
  for (const answer of answers) Object.keys(answer ?? {}).forEach((year) => years.add(year));
  if (years.size === 0) years.add(String(currentYear));
  return [...years].sort((a, b) => Number(b) - Number(a));
}

/** The current year when it is an option, else the newest year offered. */
export function defaultYear(options: string[], currentYear: number): string {
  const current = String(currentYear);
  return options.includes(current) ? current : (options[0] ?? current);
}
