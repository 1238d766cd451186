/** Demo accounts the first start seeds (CONTRACTS §2). */
export const USERS = {
  demo: { email: 'demo@partner.test', password: 'Demo@Partner1' },
  other: { email: 'other@partner.test', password: 'Other@Partner1' },
  unverified: { email: 'unverified@partner.test', password: 'Unverified@Partner1' },
} as const;
/** Any account the specs sign in with: a demo user or one made with the operator CLI. */
export type DemoUser = { readonly email: string; readonly password: string };
