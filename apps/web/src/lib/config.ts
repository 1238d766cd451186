/** Runtime configuration read once from the build environment. */
const rawBaseUrl: string = import.meta.env.VITE_API_BASE_URL ?? '';

export const config = {
  /** Base URL of every API call; empty means the same origin that served the app. */
  apiBaseUrl: rawBaseUrl.replace(/\/+$/, ''),
} as const;
