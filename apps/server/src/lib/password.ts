import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };
let dummy: Promise<string> | undefined;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** With no stored hash a real dummy hash is verified, so an unknown e-mail costs the same time. */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  dummy ??= hashPassword('not-a-password');
  try {
    const ok = await verify(stored ?? (await dummy), password);
    return ok && stored !== undefined;
  } catch {
    return false;
  }
}
