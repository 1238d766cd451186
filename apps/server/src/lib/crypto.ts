import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const randomToken = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** Lower-case hex HMAC-SHA256 of a UTF-8 text: the signature of partner API calls, webhooks and Sumsub requests. */
export const hmacHex = (key: string, text: string) => crypto.createHmac('sha256', key).update(text, 'utf8').digest('hex');

/** Constant-time comparison of two signatures (their length is not secret). */
export function safeEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** AES-256-GCM for secrets the server must read back (API secrets, webhook secrets). */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('secrets key must be 32 bytes');
  }
  seal(plain: string): string {
    const iv = crypto.randomBytes(12);
    const c = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
    return ['v1', iv.toString('base64url'), c.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }
  /** a key for another purpose (HKDF-SHA256): the one secret outside the database, never reused as is */
  derive(purpose: string): Buffer {
    return Buffer.from(crypto.hkdfSync('sha256', this.key, Buffer.alloc(0), `partner-portal ${purpose}`, 32));
  }
  open(sealed: string): string {
    const [v, iv, tag, body] = sealed.split('.');
    if (v !== 'v1' || !iv || !tag || !body) throw new Error('unknown secret format');
    const d = crypto.createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    d.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([d.update(Buffer.from(body, 'base64url')), d.final()]).toString('utf8');
  }
}

/** SECRETS_KEY from env, else a key created once in DATA_DIR (mode 0600). */
export function loadSecretsKey(hexKey: string | undefined, dataDir: string): Buffer {
  if (hexKey) return Buffer.from(hexKey, 'hex');
  const file = path.join(dataDir, 'secrets.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
}
