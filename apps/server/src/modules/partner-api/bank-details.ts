/** Sandbox bank details: an Italian-format IBAN with valid check digits, derived from the wallet id. */
export const SANDBOX_BANK = { swift: 'PLTFITMMXXX', bankName: 'Platform Bank S.p.A.', bankAddress: 'Via Roma 1, 20121 Milano' } as const;

const numeric = (s: string) => s.toUpperCase().replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));

function mod97(digits: string): number {
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(`${rest}${digits.slice(i, i + 7)}`) % 97;
  return rest;
}

export function sandboxIban(walletId: string): string {
  const bban = `X0300203280${walletId.padStart(12, '0').slice(-12)}`;
  const check = 98 - mod97(numeric(`${bban}IT00`));
  return `IT${String(check).padStart(2, '0')}${bban}`;
}

export const ibanIsValid = (iban: string) => mod97(numeric(`${iban.slice(4)}${iban.slice(0, 4)}`)) === 1;
