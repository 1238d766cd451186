import fs from 'node:fs';
import { z } from 'zod/mini';
import {
  IDENTITY_PROVIDERS,
  LEGAL_VERSIONS,
  PARTNER_API_LIMITS_DEFAULT,
  PROVIDERS,
  partnerApiLimits,
  publicBrand,
  TWO_FACTOR_RULES_PRODUCTION,
  twoFactorRules,
  type PublicBrand,
  type TwoFactorRule,
} from '@portal/contract';
import defaults from './default-brands.json' with { type: 'json' };

const brand = z.object({
  agent: z.string().check(z.regex(/^[a-z0-9-]{2,32}$/, 'lower-case letters, digits and hyphens')),
  name: z.string().check(z.minLength(1)),
  productTitle: z.string().check(z.minLength(1)),
  primaryColor: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'must be #rrggbb')),
  supportEmail: z.email(),
  companyName: z.string().check(z.minLength(1)),
  legalVersion: z.enum(LEGAL_VERSIONS),
  provider: z.enum(PROVIDERS),
  identityProvider: z.enum(IDENTITY_PROVIDERS),
  /** sandbox provider: approve a submitted applicant by itself after this many seconds; null: the operator decides */
  identityAutoReviewSeconds: z._default(z.nullable(z.int().check(z.gte(0), z.lte(7 * 24 * 3600))), null),
  /**
   * verification reviews in the console: an approval needs a second Compliance officer, who cannot be the one
   * who started it; off by default
   */
  kycFourEyes: z._default(z.boolean(), false),
  /** left out: TWO_FACTOR_RULES_PRODUCTION with NODE_ENV=production, none otherwise (loadBrands) */
  twoFactorActions: z.optional(twoFactorRules),
  /** partner API rate limits of this brand's partners */
  partnerApiLimits: z._default(partnerApiLimits, PARTNER_API_LIMITS_DEFAULT),
  hosts: z.array(z.string()),
  logoSvg: z.string().check(z.startsWith('<svg')),
  /** the browser tab's icon; the logo when absent */
  faviconSvg: z.optional(z.string().check(z.startsWith('<svg'))),
});
const brandsFile = z.object({ defaultAgent: z.string(), brands: z.array(brand).check(z.minLength(1)) }).check(
  z.refine((f) => f.brands.some((b) => b.agent === f.defaultAgent), { message: 'defaultAgent must name a brand' }),
  z.refine((f) => new Set(f.brands.map((b) => b.agent)).size === f.brands.length, { message: 'agents must be unique' }),
);

export type Brand = z.infer<typeof brand> & { twoFactorActions: TwoFactorRule[] };

export class Brands {
  private readonly byAgent: Map<string, Brand>;
  constructor(
    readonly list: Brand[],
    readonly defaultAgent: string,
  ) {
    this.byAgent = new Map(list.map((b) => [b.agent, b]));
  }
  get(agent: string | null | undefined): Brand {
    return (agent && this.byAgent.get(agent)) || this.byAgent.get(this.defaultAgent)!;
  }
  has(agent: string): boolean {
    return this.byAgent.has(agent);
  }
  forHost(host: string | undefined): Brand {
    const name = host?.split(':')[0]?.toLowerCase();
    return this.list.find((b) => name && b.hosts.includes(name)) ?? this.get(this.defaultAgent);
  }
  toPublic(b: Brand): PublicBrand {
    return publicBrand.parse(b);
  }
}

function readJson(file: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`Cannot read brands file ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`, { cause: err });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new Error(`Invalid brands file ${file}: not valid JSON (${(err as Error).message})`, { cause: err });
  }
}

/** "brands[1] (laguna).primaryColor": the brand's position and agent, then the field. */
function fieldName(path: PropertyKey[], raw: unknown): string {
  const [top, index, ...rest] = path;
  if (top !== 'brands' || typeof index !== 'number') return path.map(String).join('.') || '(file)';
  const agent = (raw as { brands?: Array<{ agent?: unknown }> }).brands?.[index]?.agent;
  const named = `brands[${index}]${typeof agent === 'string' && agent ? ` (${agent})` : ''}`;
  return rest.length ? `${named}.${rest.map(String).join('.')}` : named;
}

/**
 * Loads BRANDS_FILE (a bank replaces it) or the two shipped brands; fails with a clear list. A brand without
 * `twoFactorActions` gets keys, webhooks and team in production (a bank's reviewer expects them guarded), none elsewhere.
 */
export function loadBrands(file?: string, defaultAgent?: string, production = false): Brands {
  const raw: unknown = file ? readJson(file) : defaults;
  const parsed = brandsFile.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${fieldName(i.path, raw)}: ${i.message}`);
    throw new Error(`Invalid brands file ${file ?? '(built-in)'}:\n${lines.join('\n')}`);
  }
  const agent = defaultAgent ?? parsed.data.defaultAgent;
  if (!parsed.data.brands.some((b) => b.agent === agent)) throw new Error(`DEFAULT_AGENT ${agent} names no brand`);
  const actions = production ? TWO_FACTOR_RULES_PRODUCTION : [];
  return new Brands(
    parsed.data.brands.map((b) => ({ ...b, twoFactorActions: b.twoFactorActions ?? actions })),
    agent,
  );
}
