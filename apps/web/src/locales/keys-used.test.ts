import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LISTS, type ListName } from '@portal/contract';

const PARTNER_DATA_LISTS: ListName[] = ['clients', 'clientsIndividual', 'clientsBusiness', 'accounts', 'cards', 'transactions', 'invoices'];

/*
 * Every text in the catalogues is shown somewhere, and every text the code asks for exists. The web sources (tests
 * excluded) are parsed with the TypeScript compiler: a key is used when it appears as a whole string literal, bare or
 * with its namespace (plural forms count with their base key); every literal key passed to t(), i18n.t() or
 * <Trans i18nKey> must exist in a namespace the file works with (`ns:` prefix, `{ ns }`, useTranslation or
 * TFunction<'ns'>; none means `common`). Keys built at run time are listed in DYNAMIC_KEYS with the code that builds
 * them; an entry that matches nothing, or only keys written whole, fails, so the list cannot go stale.
 * FILE_NAMESPACES names the namespace of files that translate through a helper bound to one.
 */

interface DynamicKeys {
  ns: string;
  pattern: RegExp;
  builtBy: string;
}

export const DYNAMIC_KEYS: DynamicKeys[] = [
  { ns: 'console', pattern: /^shell\.nav\./, builtBy: 'app/layouts/console-shell.tsx: t(`shell.nav.${key}`) over MENU' },
  {
    ns: 'console',
    pattern: /^mails\.(columns|statuses|templates)\./,
    builtBy: 'features/console/components/mail-outbox.tsx: t(`mails.columns.${c}`), the mail status and template',
  },
  {
    ns: 'console',
    pattern: /^tickets\.states\./,
    builtBy: 'features/console/components/tickets-screen.tsx, ticket-thread.tsx: t(`tickets.states.${state}`) over CONSOLE_TICKET_STATES',
  },
  {
    ns: 'console',
    pattern: /^(partners|tickets|audit|reviews|operators)\.(title|intro|caption|pagination|filters\.region)$/,
    builtBy: 'features/console/components/console-list.tsx: t(`${name}.intro`) etc. for the list screens',
  },
  {
    ns: 'console',
    pattern: /^form\.server\./,
    builtBy: 'features/console/lib/console-form.ts: `form.server.${error}` for the code of a 417 naming a form field',
  },
  {
    ns: 'console',
    pattern: /^partner\.environments\./,
    builtBy: 'features/console/components/partner-detail.tsx, partner-activity.tsx: t(`partner.environments.${environment}`)',
  },
  {
    ns: 'console',
    pattern: /^partner\.counts\.(clients|accounts|cards|transactions|keys|webhooks)$/,
    builtBy: 'features/console/components/partner-environments.tsx: t(`partner.counts.${what}`) over ENVIRONMENT_COUNTS',
  },
  {
    ns: 'console',
    pattern: /^review\.kinds\./,
    builtBy: 'features/console/components/review-detail.tsx: t(`review.kinds.${doc.kind}`) over IDENTITY_DOCUMENT_KINDS',
  },
  {
    ns: 'console',
    pattern: /^invoices\.(intro|caption|pagination|filters\.region)$/,
    builtBy: 'features/console/components/console-list.tsx: t(`${name}.intro`) etc. for the invoices list screen',
  },
  {
    ns: 'console',
    pattern: /^notices\.(audiences|types|language)\./,
    builtBy: 'features/console/components/notices-screen.tsx, faq-screen.tsx: over NOTICE_AUDIENCES, NOTICE_TYPES, LANGUAGES',
  },
  {
    ns: 'console',
    pattern: /^activity\.badges\./,
    builtBy: 'features/console/components/partner-activity.tsx: t(`activity.badges.${badge}`) over WEBHOOK_HEALTH_BADGES',
  },
  { ns: 'console', pattern: /^roles\./, builtBy: 'app/layouts/console-shell.tsx: t(`roles.${me.role}`) over OPERATOR_ROLES' },
  {
    ns: 'console',
    pattern: /^operators\.(columns|states)\./,
    builtBy: 'features/console/components/operators-screen.tsx: t(`operators.columns.${h}`) and t(`operators.states.${state}`)',
  },
  {
    ns: 'console',
    pattern: /^verification\./,
    builtBy: 'features/console/components/partners-screen.tsx, partner-detail.tsx: t(`verification.${status}`) over VERIFICATION_STATUSES',
  },
  { ns: 'common', pattern: /^menu\./, builtBy: 'app/layouts/menu-link.tsx, menu-group.tsx: t(`menu.${key}`) over left-menu-items.ts' },
  { ns: 'common', pattern: /^languages\./, builtBy: 'app/layouts/language-switcher.tsx: t(`languages.${language}`) over LANGUAGES' },
  {
    ns: 'simulations',
    pattern: /^(kinds|card\.(status|reasons)|outcomes|account\.(actions|result)|client\.(outcomes|result))\./,
    builtBy: "features/simulations/components: over SIMULATION_KINDS, the answer's status or reason, and each form's choices",
  },
  {
    ns: 'simulations',
    pattern: /^card\.(settle|reverse)$/,
    builtBy: 'features/simulations/components/card-authorisation-form.tsx: t(`card.${action}`)',
  },
  { ns: 'dashboard', pattern: /^charts\./, builtBy: 'features/statistics/components/statistics-card.tsx: t(`charts.${id}`)' },
  { ns: 'errors', pattern: /^codes\./, builtBy: 'lib/describe-error.ts: `codes.${error}` for every 417 error code of the server' },
  { ns: 'errors', pattern: /^fields\./, builtBy: 'lib/describe-error.ts: `fields.${error_param}` names the field of a 417 error' },
  { ns: 'data', pattern: /^clientTypes\./, builtBy: 'features/partner-data/components/client-detail-screen.tsx: t(`clientTypes.${type}`)' },
  {
    ns: 'data',
    pattern: /^accountTypes\./,
    builtBy: 'features/partner-data/components/account-detail-screen.tsx: t(`accountTypes.${type}`)',
  },
  {
    ns: 'data',
    pattern: /^(accountStatus|cardStatus)\./,
    builtBy:
      'features/partner-data/components/tables.tsx and detail screens: t(`accountStatus.${status}`),' +
      ' t(`cardStatus.${status}`), filter optionLabels',
  },
  {
    ns: 'data',
    // exactly the filter fields of the partner-data list descriptors, not every `filters.` key
    pattern: new RegExp(`^filters\\.(${[...new Set(PARTNER_DATA_LISTS.flatMap((n) => Object.keys(LISTS[n].filters)))].join('|')})$`),
    builtBy: 'features/partner-data/components/tables.tsx filterFields: label `filters.${name}` over the LISTS descriptors',
  },
  {
    ns: 'registration',
    pattern: /^fields\./,
    builtBy: 'features/registration/components/{business,developer}-form.tsx: label t(`fields.${name}`)',
  },
  {
    ns: 'audit',
    pattern: /^(actions|actors)\./,
    builtBy:
      'features/audit/components/audit-screen.tsx: t(`actions.${action}`) over AUDIT_ACTIONS, t(`actors.${actor}`) over AUDIT_ACTORS',
  },
  { ns: 'audit', pattern: /^fields\./, builtBy: 'components/ui/audit-changes.tsx: t(`fields.${name}`) over LABELLED_FIELDS' },
];

/** Files that translate through a helper bound to one namespace instead of useTranslation(). */
export const FILE_NAMESPACES: Record<string, string[]> = {
  'lib/describe-error.ts': ['errors'], // its Translator is bound to `errors` (components/errors/error-dialog-provider.tsx)
};

const SRC = new URL('..', import.meta.url).pathname;
const LOCALES = new URL('.', import.meta.url).pathname;
const PLURAL = /_(zero|one|two|few|many|other)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function flatKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => flatKeys(child, prefix ? `${prefix}.${key}` : key));
}

function catalogue(lng: string): Map<string, Set<string>> {
  const files = readdirSync(join(LOCALES, lng)).filter((f) => f.endsWith('.json'));
  return new Map(files.map((f) => [f.replace(/\.json$/, ''), new Set(flatKeys(JSON.parse(readFileSync(join(LOCALES, lng, f), 'utf8'))))]));
}

interface KeyCall {
  file: string;
  key: string;
  namespaces: string[];
}

interface Scan {
  literals: Set<string>;
  calls: KeyCall[];
}

function stringValue(node: ts.Node | undefined): string | undefined {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
}

function nsOption(node: ts.Node | undefined): string | undefined {
  if (!node || !ts.isObjectLiteralExpression(node)) return undefined;
  const prop = node.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'ns');
  return prop && ts.isPropertyAssignment(prop) ? stringValue(prop.initializer) : undefined;
}

function calleeName(node: ts.CallExpression): string | undefined {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

function scan(): Scan {
  const literals = new Set<string>();
  const calls: KeyCall[] = [];
  for (const path of sourceFiles(SRC)) {
    const file = relative(SRC, path);
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const fileNamespaces = new Set<string>(FILE_NAMESPACES[file] ?? []);
    const pending: Array<{ key: string; ns?: string }> = [];
    const visit = (node: ts.Node) => {
      const text = stringValue(node);
      if (text !== undefined) literals.add(text);
      if (ts.isCallExpression(node)) {
        const name = calleeName(node);
        if (name === 'useTranslation') {
          const [arg] = node.arguments;
          if (!arg) fileNamespaces.add('common');
          else if (ts.isArrayLiteralExpression(arg)) arg.elements.forEach((e) => stringValue(e) && fileNamespaces.add(stringValue(e)!));
          else if (stringValue(arg)) fileNamespaces.add(stringValue(arg)!);
        }
        const key = stringValue(node.arguments[0]);
        if (name === 't' && key !== undefined) pending.push({ key, ns: nsOption(node.arguments[1]) });
      }
      // A helper typed with TFunction<'ns'> translates in that namespace.
      if (ts.isTypeReferenceNode(node) && node.typeName.getText() === 'TFunction') {
        const arg = node.typeArguments?.[0];
        if (arg && ts.isLiteralTypeNode(arg) && ts.isStringLiteral(arg.literal)) fileNamespaces.add(arg.literal.text);
      }
      if (ts.isJsxAttribute(node) && node.name.getText() === 'i18nKey') {
        const key = stringValue(node.initializer);
        if (key !== undefined) pending.push({ key });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const { key, ns } of pending) {
      const [explicit, bare] = key.includes(':') ? key.split(':', 2) : [undefined, key];
      const namespaces = explicit ? [explicit] : ns ? [ns] : fileNamespaces.size ? [...fileNamespaces] : ['common'];
      calls.push({ file, key: bare, namespaces });
    }
  }
  return { literals, calls };
}

const en = catalogue('en');
const it_ = catalogue('it');
const { literals, calls } = scan();

function isUsed(ns: string, key: string): boolean {
  const base = key.replace(PLURAL, '');
  return (
    [key, base].some((k) => literals.has(k) || literals.has(`${ns}:${k}`)) || DYNAMIC_KEYS.some((d) => d.ns === ns && d.pattern.test(key))
  );
}

describe('translation keys and the code', () => {
  it('finds the code that uses texts', () => {
    expect(calls.length).toBeGreaterThan(20);
  });

  it.each([...en.keys()])('every key of %s is used by the code', (ns) => {
    const unused = [...en.get(ns)!].filter((key) => !isUsed(ns, key));
    expect(unused, `unused keys in ${ns}.json: remove them, or list how the code builds them in DYNAMIC_KEYS`).toEqual([]);
  });

  it('every key the code asks for exists in both catalogues', () => {
    const missing = calls
      .filter(({ key, namespaces }) => {
        const has = (cat: Map<string, Set<string>>) =>
          namespaces.some((ns) => cat.get(ns)?.has(key) || [...(cat.get(ns) ?? [])].some((k) => k.replace(PLURAL, '') === key));
        return !has(en) || !has(it_);
      })
      .map(({ file, key, namespaces }) => `${file}: ${namespaces.join('|')}:${key}`);
    expect(missing).toEqual([]);
  });

  it('every DYNAMIC_KEYS entry still matches keys of its catalogue', () => {
    const stale = DYNAMIC_KEYS.filter((d) => ![...(en.get(d.ns) ?? [])].some((key) => d.pattern.test(key)));
    expect(stale.map((d) => `${d.ns} ${d.pattern}`)).toEqual([]);
  });

  it('every DYNAMIC_KEYS entry covers a key the code does not name whole', () => {
    const literal = (ns: string, key: string) => [key, key.replace(PLURAL, '')].some((k) => literals.has(k) || literals.has(`${ns}:${k}`));
    const obsolete = DYNAMIC_KEYS.filter((d) =>
      [...(en.get(d.ns) ?? [])].filter((key) => d.pattern.test(key)).every((key) => literal(d.ns, key)),
    );
    expect(obsolete.map((d) => `${d.ns} ${d.pattern}`)).toEqual([]);
  });
});
