// WebCrypto, so that the SDK runs unchanged in Node, Deno, Bun, edge runtimes and browsers.
const utf8 = new TextEncoder();

const hmacKey = (secret: string, use: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', utf8.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [use]);

export async function hmacSha256Hex(secret: string, text: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), utf8.encode(text)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether `hex` is the HMAC of `text`: WebCrypto's verify compares in constant time. */
export async function hmacSha256HexMatches(secret: string, text: string, hex: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(hex)) return false;
  const mac = new Uint8Array(hex.match(/../g)!.map((b) => parseInt(b, 16)));
  return crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), mac, utf8.encode(text));
}
