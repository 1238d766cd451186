/**
 * A money string ("-1234567.5" or "1234567.50") with 2 fixed decimals and thousands separators,
 * exact (no float): formatMoney('1687.35') = '1,687.35'; formatMoney('1687.35', '.', ',') = '1.687,35'.
 */
export function formatMoney(amount: string, group = ',', decimal = '.'): string {
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!m) return amount;
  const [, sign, int, frac = ''] = m;
  const cents = `${frac}00`.slice(0, 2);
  const grouped = int!.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${sign}${grouped}${decimal}${cents}`;
}
