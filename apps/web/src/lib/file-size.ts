/** 1.2 MB, 340 KB: sizes as people read them (decimal units, like the 5 MB limit). */
export function fileSize(bytes: number, language: string): string {
  const n = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  if (bytes >= 1_000_000) return `${n.format(bytes / 1_000_000)} MB`;
  return `${n.format(Math.max(1, Math.round(bytes / 1000)))} KB`;
}
