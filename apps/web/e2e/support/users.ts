/** Demo accounts the first start seeds (CONTRACTS §2). */
export const USERS = {
  demo: { email: 'demo@partner.test', password: 'Demo@Partner1' },
  other: { email: 'other@partner.test', password: 'Other@Partner1' },
  unverified: { email: 'unverified@partner.test', password: 'Unverified@Partner1' },
} as const;
export type DemoUser = (typeof USERS)[keyof typeof USERS];
