/** Every limit and figure of the specifications lives here once (partner-portal §9, customer-portal §9). */
export const PAGE_SIZE_CHOICES = [5, 10, 25, 50] as const;
export const PAGE_SIZE = {
  clients: 25,
  accounts: 25,
  cards: 25,
  transactions: 25,
  invoices: 10,
  detail: 5,
  tickets: 10,
} as const;
export const TAKE_MAX = 100;

export const LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
  nameMin: 2,
  nameMax: 64,
  companyMin: 2,
  companyMax: 256,
  individualPhoneMin: 8,
  individualPhoneMax: 15,
  businessPhoneMin: 4,
  minimumAgeYears: 18,
  searchMinChars: 2,
  signatureToleranceSeconds: 60,
  ticketFilesMax: 5,
  ticketFileBytesMax: 5_000_000,
  /** bytes of support attachments a partner (its owner and members together) may keep */
  ticketStoragePerPartnerBytes: 500_000_000,
  emailMax: 254,
  labelMax: 64,
  urlMax: 2048,
  /** a webhook's description */
  webhookDescriptionMax: 200,
} as const;

/** New support tickets per user and window (429 rate_limited beyond); replies are not counted. */
export const TICKET_CREATE_RATE = { max: 10, windowMs: 60 * 60_000 } as const;

export const TICKET_FILE_TYPES = ['jpg', 'jpeg', 'png', 'pdf', 'docx'] as const;

export const TIMING = {
  sessionRefreshMs: 60_000,
  idleTimeoutMs: 900_000,
  idleDebounceMs: 500,
  messageAutoCloseMs: 3_000,
  /**
   * The server records a session's activity at most this often, so its idle clock may have started up to this
   * much before the last request: a client ends the session this much before the idle limit it was told.
   */
  sessionActivityStepMs: 30_000,
  /** How long before the idle limit the web app asks whether the user is still there. */
  idleNoticeMs: 2 * 60_000,
  /** Server-side session lifetime without a refresh (the idle limit, set by the server, ends it sooner). */
  sessionTtlMs: 12 * 60 * 60 * 1000,
  confirmationCodeTtlMs: 48 * 60 * 60 * 1000,
  resetCodeTtlMs: 60 * 60 * 1000,
  webhookTimeoutMs: 10_000,
} as const;

export const DATE_FORMATS = {
  date: 'dd/MM/yyyy',
  dateTime: 'dd/MM/yyyy hh:mm:ss',
  inboxList: 'dd MMM yyyy',
  inboxDetail: 'dd MMM yyyy, HH:mm',
  registrationBirthDate: 'MM-dd-yyyy',
} as const;

export const LANGUAGES = ['en', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const PASSWORD_SPECIALS = '@$!%*#?&';
/** The least zxcvbn score (0-4) a new password needs on the server: 3 is "safely unguessable" for an online attack. */
export const PASSWORD_MIN_SCORE = 3;
