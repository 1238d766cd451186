/** Web routes of the detail screens. */
export const DETAIL_ROUTES = {
  client: (id: string) => `/client/${encodeURIComponent(id)}`,
  account: (id: string) => `/account/${encodeURIComponent(id)}`,
  card: (id: string) => `/card/${encodeURIComponent(id)}`,
} as const;
