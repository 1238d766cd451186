/** Device info sent at login (partner-portal §3): browser, platform and a stable per-browser hash. */
const DEVICE_KEY = 'device-hash';

function browserName(userAgent: string): string {
  const known: Array<[RegExp, string]> = [
    [/Edg\//, 'Edge'],
    [/OPR\//, 'Opera'],
    [/Firefox\//, 'Firefox'],
    [/Chrom(e|ium)\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ];
  return known.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown';
}

function deviceHash(): string {
  const existing = localStorage.getItem(DEVICE_KEY);
  if (existing) return existing;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const created = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  localStorage.setItem(DEVICE_KEY, created);
  return created;
}

export function deviceInfo() {
  return {
    browser: browserName(navigator.userAgent),
    platform: navigator.platform || 'Unknown',
    hash: deviceHash(),
  };
}
