// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadLegal } from './content';

/*
 * Checks the Markdown legal texts in ./content/<version>/<lang>/<doc>.md:
 * required section titles, business figures (spec §9), the sanction-screening
 * example tables and the privacy tables. Figures are matched as exact phrases
 * (whitespace-insensitive) that must not be preceded by a digit, so that for
 * example "2 months" is not satisfied by "12 months".
 */

const VERSIONS = ['default', 'bank', 'partner'] as const;
const LANGS = ['en', 'it'] as const;
const DOCS = ['terms', 'amlpolicy', 'privacypolicy'] as const;

type Version = (typeof VERSIONS)[number];
type Lang = (typeof LANGS)[number];
type Doc = (typeof DOCS)[number];

const PLACEHOLDERS = ['{{brandName}}', '{{supportEmail}}', '{{companyName}}'];

const LAST_UPDATED: Record<Lang, string> = {
  en: 'Last updated: 2026-11-01',
  it: 'Ultimo aggiornamento: 2026-11-01',
};

// ---------------------------------------------------------------- terms

const TERMS_SECTIONS: Record<Lang, string[]> = {
  en: [
    'Overview',
    'Your Account',
    'Security Obligations',
    'Governing Law',
    'Personal Data Protection',
    'Privacy',
    'Cookies',
    'License',
    'Iframes',
    'Reservation of Rights',
    'Disclaimer',
    'Indemnity',
    'Changes',
    'Contact Information',
  ],
  it: [
    'Panoramica',
    'Il tuo account',
    'Obblighi di sicurezza',
    'Legge applicabile',
    'Protezione dei dati personali',
    'Privacy',
    'Cookie',
    'Licenza',
    'Iframe',
    'Riserva dei diritti',
    'Esclusione di responsabilità',
    'Manleva',
    'Modifiche',
    'Informazioni di contatto',
  ],
};

/** Extra sections of the agent-specific (bank, partner) terms. */
const TERMS_AGENT_SECTIONS: Record<Lang, string[]> = {
  en: ['Data Use', 'Fees', 'Limits', 'Cooling-off (Right of Withdrawal)', 'Complaint Handling'],
  it: ['Uso dei dati', 'Commissioni', 'Limiti', 'Periodo di ripensamento (diritto di recesso)', 'Gestione dei reclami'],
};

/**
 * The website terms of the default version carry the figures that concern the portal account:
 * the payment-service figures (cooling-off, holds, cards, refunds) belong to the agent versions,
 * which add those sections.
 */
const TERMS_DEFAULT_FIGURES: Record<Lang, string[]> = {
  en: ['18 years', 'after 30 days', '2 years', '12 months', '2 months', '15 business days'],
  it: ['18 anni', 'dopo 30 giorni', '2 anni', '12 mesi', '2 mesi', '15 giorni lavorativi'],
};

/** Terms figures of spec §9, one distinct phrase per figure. */
const TERMS_AGENT_FIGURES: Record<Lang, string[]> = {
  en: [
    'within 14 days', // cooling-off
    'for 30 days', // hold of funds
    '14 days before', // expired-card replacement
    '2 years', // inactive account
    'after 30 days', // unverified account without funds closed
    'more than 60 days', // negative balance
    '15 business days', // complaint reply
    '2 months', // notice of changes
    '13 months', // unauthorised transactions
    '8 weeks', // refund claim
    '10 business days', // refund answer
    '18 years', // minimum age
    '12 months', // liability cap
  ],
  it: [
    'entro 14 giorni',
    'per 30 giorni',
    '14 giorni prima',
    '2 anni',
    'dopo 30 giorni',
    '60 giorni',
    '15 giorni lavorativi',
    '2 mesi',
    '13 mesi',
    '8 settimane',
    '10 giorni lavorativi',
    '18 anni',
    '12 mesi',
  ],
};

// ---------------------------------------------------------------- AML policy

/** Numbered AML sections with the sub-headings each must contain. */
const AML_SECTIONS: Record<Lang, Array<[string, string[]]>> = {
  en: [
    ['1. Introduction and responsible officers', []],
    ['2. Red flags', ['Placement', 'Layering', 'Integration']],
    [
      '3. Legislation and roles',
      ['Senior management', 'Money Laundering Reporting Officer (MLRO)', 'Staff', 'Risk assessment', 'Risk-based approach'],
    ],
    [
      '4. Customer due diligence',
      [
        'CDD procedure',
        'Minimum information for private persons',
        'Minimum information for legal entities',
        'Website compliance check',
        'Non face-to-face customers',
        'Risk categories',
        'Enhanced due diligence',
        'High-risk factors',
        'Subjects of enhanced due diligence',
        'Exemptions',
      ],
    ],
    ['5. Sanction screening', ['Parties screened', 'Matching standards', 'Timing', 'Positive match', 'Monitoring']],
    ['6. Prohibited relationships', []],
    ['7. Reporting', []],
    ['8. Activity monitoring', []],
    ['9. Staff training', []],
    ['10. Record keeping', []],
    ['11. Audit and testing', []],
  ],
  it: [
    ['1. Introduzione e soggetti responsabili', []],
    ['2. Indicatori di anomalia', ['Collocamento', 'Stratificazione', 'Integrazione']],
    [
      '3. Normativa e ruoli',
      [
        'Alta direzione',
        'Responsabile delle segnalazioni antiriciclaggio (MLRO)',
        'Personale',
        'Valutazione del rischio',
        'Approccio basato sul rischio',
      ],
    ],
    [
      '4. Adeguata verifica della clientela',
      [
        'Procedura di adeguata verifica',
        'Informazioni minime per le persone fisiche',
        'Informazioni minime per le persone giuridiche',
        'Verifica di conformità del sito web',
        'Clienti non presenti fisicamente',
        'Categorie di rischio',
        'Adeguata verifica rafforzata',
        'Fattori di rischio elevato',
        'Soggetti sottoposti ad adeguata verifica rafforzata',
        'Esenzioni',
      ],
    ],
    [
      '5. Controllo delle liste sanzionatorie',
      ['Soggetti controllati', 'Criteri di corrispondenza', 'Tempistiche', 'Corrispondenza positiva', 'Monitoraggio'],
    ],
    ['6. Rapporti vietati', []],
    ['7. Segnalazioni', []],
    ["8. Monitoraggio dell'operatività", []],
    ['9. Formazione del personale', []],
    ['10. Conservazione dei documenti', []],
    ['11. Audit e verifiche', []],
  ],
};

/** AML figures of spec §9, one distinct phrase per figure. */
const AML_FIGURES: Record<Lang, string[]> = {
  en: [
    '15,000 EUR', // occasional transactions
    '1,000 EUR', // transfers of funds
    'weekly', // existing customers screened
    'before onboarding and twice a year', // employees, suppliers, third parties
    'every 24 hours', // automated monitoring
    'investigated within 24 hours', // potential matches
    'before funds are released', // real-time matches
    'authority within 24 hours', // sanction finding reported
    'normally within 24 hours', // suspicion reports
    'within 1 week', // list updates
    '50%', // average ticket rise trigger
    'reviewed twice a year', // high-risk customers
    'once a year', // medium- and low-risk customers
    '45 days', // induction training
    'annual refresher', // refresher training
    '5 years', // record keeping
    'without limit', // reports and authority correspondence
    '12-18 months', // audits, moderate/high/severe risk
    '18-24 months', // audits, low/intermediate risk
    '12-24 months', // audits, the summary of both
  ],
  it: [
    '15.000 EUR',
    '1.000 EUR',
    'cadenza settimanale',
    "prima dell'avvio del rapporto e due volte l'anno",
    'ogni 24 ore',
    'analizzate entro 24 ore',
    'prima dello svincolo dei fondi',
    'autorità competente entro 24 ore',
    'di norma entro 24 ore',
    'entro 1 settimana',
    '50%',
    "riesaminati due volte l'anno",
    "una volta l'anno",
    '45 giorni',
    'aggiornamento annuale',
    '5 anni',
    'senza limiti di tempo',
    '12-18 mesi',
    '18-24 mesi',
    '12-24 mesi',
  ],
};

const RISK_RATINGS: Record<Lang, string[]> = {
  en: ['Low', 'Medium', 'High'],
  it: ['Basso', 'Medio', 'Alto'],
};

/** Match-type table: header of the first column, and the decision expected for each type. */
const MATCH_TABLE: Record<Lang, { header: string; decisions: Record<string, string> }> = {
  en: {
    header: 'Match type',
    decisions: {
      Direct: 'Match',
      Indirect: 'Match to sanction list',
      Partial: 'Partial match',
      Fuzzy: 'Match through fuzzy logic',
      Phonetic: 'Not a match',
    },
  },
  it: {
    header: 'Tipo di corrispondenza',
    decisions: {
      Diretta: 'Corrispondenza',
      Indiretta: 'Corrispondenza con lista sanzioni',
      Parziale: 'Corrispondenza parziale',
      Fuzzy: 'Corrispondenza tramite logica fuzzy',
      Fonetica: 'Nessuna corrispondenza',
    },
  },
};

const NAME_VARIATION_HEADER: Record<Lang, string> = {
  en: 'Variation type',
  it: 'Tipo di variazione',
};

// ---------------------------------------------------------------- privacy policy

/** Privacy sections; each must contain a table. */
const PRIVACY_SECTIONS: Record<Lang, string[]> = {
  en: [
    'Data controller',
    'European representative',
    'Personal data we process',
    'Purposes, legal basis and retention',
    'Under-18 users and consent',
    'Authorised persons',
    'Recipients of personal data',
    'Transfers outside the EU/EEA',
    'Your rights',
    'Updates to this policy',
  ],
  it: [
    'Titolare del trattamento',
    "Rappresentante nell'Unione europea",
    'Dati personali trattati',
    'Finalità, base giuridica e conservazione',
    'Utenti minorenni e consenso',
    'Persone autorizzate al trattamento',
    'Destinatari dei dati',
    "Trasferimenti al di fuori dell'UE/SEE",
    'I tuoi diritti',
    'Aggiornamenti della presente informativa',
  ],
};

/** Privacy figures of spec §9, one distinct phrase per figure. */
const PRIVACY_FIGURES: Record<Lang, string[]> = {
  en: [
    '5 years from the end', // due diligence data
    '5 years after activation', // account data
    '10 years', // transactions
    '60 days', // transaction status messages
    '12 months', // profiling
    '24 months', // marketing
    '2 years', // third-party transfer
    '18 years', // minimum age
    '16 years', // consent invalid below
  ],
  it: [
    '5 anni dalla cessazione del rapporto',
    "5 anni dall'attivazione",
    '10 anni',
    '60 giorni',
    '12 mesi',
    '24 mesi',
    '2 anni',
    '18 anni',
    '16 anni',
  ],
};

// ---------------------------------------------------------------- helpers

function fileUrl(version: Version, lang: Lang, doc: Doc): URL {
  return new URL(`./content/${version}/${lang}/${doc}.md`, import.meta.url);
}

function read(version: Version, lang: Lang, doc: Doc): string {
  return readFileSync(fileUrl(version, lang, doc), 'utf8').replace(/\r\n/g, '\n');
}

/** Titles of the headings of exactly the given level, in order. */
function headings(md: string, level: number): string[] {
  const re = new RegExp(`^#{${level}}\\s+(.+?)\\s*$`);
  return md
    .split('\n')
    .map((line) => re.exec(line)?.[1])
    .filter((title): title is string => title !== undefined);
}

function stripNumber(title: string): string {
  return title.replace(/^\d+\.\s+/, '');
}

/** Body of the `## ` section whose full title (number included) is `title`, up to the next `## `. */
function section(md: string, title: string, matchWithoutNumber = false): string | undefined {
  const lines = md.split('\n');
  const start = lines.findIndex((line) => {
    const m = /^##\s+(.+?)\s*$/.exec(line);
    if (!m) return false;
    return matchWithoutNumber ? stripNumber(m[1]) === title : m[1] === title;
  });
  if (start < 0) return undefined;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => /^##\s/.test(line));
  return (end < 0 ? rest : rest.slice(0, end)).join('\n');
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whitespace-insensitive phrase match, not preceded by a digit or a digit separator. */
function hasPhrase(text: string, phrase: string): boolean {
  const normalized = text.replace(/\s+/g, ' ');
  const pattern = escapeRegExp(phrase).replace(/ /g, '\\s+');
  return new RegExp(`(?<![\\d.,])${pattern}`).test(normalized);
}

type Table = { header: string[]; rows: string[][] };

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());
}

/** Markdown pipe tables (header, separator row, body rows). */
function tables(md: string): Table[] {
  const result: Table[] = [];
  let block: string[] = [];
  const flush = () => {
    if (block.length >= 2 && cells(block[1]).every((c) => /^:?-{3,}:?$/.test(c))) {
      result.push({ header: cells(block[0]), rows: block.slice(2).map(cells) });
    }
    block = [];
  };
  for (const line of md.split('\n')) {
    if (line.trim().startsWith('|')) block.push(line);
    else flush();
  }
  flush();
  return result;
}

// ---------------------------------------------------------------- tests

describe('legal content files', () => {
  it('has exactly the 18 documents (3 versions x 2 languages x 3 documents)', () => {
    const root = new URL('./content/', import.meta.url);
    const found: string[] = [];
    for (const version of readdirSync(root)) {
      if (!statSync(new URL(version, root)).isDirectory()) continue;
      const vDir = new URL(`${version}/`, root);
      for (const lang of readdirSync(vDir)) {
        if (!statSync(new URL(lang, vDir)).isDirectory()) continue;
        const lDir = new URL(`${lang}/`, vDir);
        for (const file of readdirSync(lDir)) if (file.endsWith('.md')) found.push(`${version}/${lang}/${file}`);
      }
    }
    const expected = VERSIONS.flatMap((v) => LANGS.flatMap((l) => DOCS.map((d) => `${v}/${l}/${d}.md`)));
    expect(found.sort()).toEqual([...expected].sort());
  });

  for (const version of VERSIONS) {
    for (const lang of LANGS) {
      for (const doc of DOCS) {
        describe(`${version}/${lang}/${doc}`, () => {
          it('exists and is non-trivial', () => {
            expect(existsSync(fileUrl(version, lang, doc))).toBe(true);
            const md = read(version, lang, doc);
            expect(md.length).toBeGreaterThan(3000);
            expect(headings(md, 2).length).toBeGreaterThanOrEqual(10);
          });

          it('has one title followed by the last-updated line', () => {
            const md = read(version, lang, doc);
            expect(headings(md, 1)).toHaveLength(1);
            const lines = md.split('\n').filter((l) => l.trim() !== '');
            expect(lines[0].startsWith('# ')).toBe(true);
            expect(lines[1].trim()).toBe(LAST_UPDATED[lang]);
          });

          it('uses only the supported placeholders', () => {
            const md = read(version, lang, doc);
            const used = md.match(/\{\{[^}]*\}\}/g) ?? [];
            for (const p of used) expect(PLACEHOLDERS).toContain(p);
            expect(md).toContain('{{companyName}}');
            expect(md).toContain('{{supportEmail}}');
          });

          it('numbers its sections 1, 2, 3, ... in order', () => {
            const numbers = headings(read(version, lang, doc), 2).map((t) => Number(/^(\d+)\.\s/.exec(t)?.[1]));
            expect(numbers).toEqual(numbers.map((_, i) => i + 1));
          });
        });
      }
    }
  }
});

describe('terms', () => {
  for (const version of VERSIONS) {
    for (const lang of LANGS) {
      const agent = version !== 'default';

      it(`${version}/${lang} has every required section`, () => {
        const titles = headings(read(version, lang, 'terms'), 2).map(stripNumber);
        const required = agent ? [...TERMS_SECTIONS[lang], ...TERMS_AGENT_SECTIONS[lang]] : TERMS_SECTIONS[lang];
        for (const title of required) expect(titles, `missing section "${title}"`).toContain(title);
        expect(titles).toHaveLength(required.length);
      });

      it(`${version}/${lang} contains every terms figure`, () => {
        const md = read(version, lang, 'terms');
        const figures = agent ? TERMS_AGENT_FIGURES[lang] : TERMS_DEFAULT_FIGURES[lang];
        for (const figure of figures) expect(hasPhrase(md, figure), `missing figure "${figure}"`).toBe(true);
      });
    }
  }

  for (const lang of LANGS) {
    it(`bank and partner (${lang}) are different texts with a different section order`, () => {
      const bank = read('bank', lang, 'terms');
      const partner = read('partner', lang, 'terms');
      expect(bank).not.toBe(partner);
      expect(headings(bank, 2).map(stripNumber)).not.toEqual(headings(partner, 2).map(stripNumber));
      for (const title of TERMS_AGENT_SECTIONS[lang]) {
        expect(section(bank, title, true)).not.toBe(section(partner, title, true));
      }
    });
  }
});

describe('AML policy', () => {
  for (const version of VERSIONS) {
    for (const lang of LANGS) {
      it(`${version}/${lang} has the eleven numbered sections and their sub-headings`, () => {
        const md = read(version, lang, 'amlpolicy');
        expect(headings(md, 2)).toEqual(AML_SECTIONS[lang].map(([title]) => title));
        for (const [title, subs] of AML_SECTIONS[lang]) {
          const body = section(md, title) ?? '';
          const subTitles = headings(body, 3);
          for (const sub of subs) expect(subTitles, `missing "${sub}" in "${title}"`).toContain(sub);
        }
      });

      it(`${version}/${lang} contains every AML figure`, () => {
        const md = read(version, lang, 'amlpolicy');
        for (const figure of AML_FIGURES[lang]) expect(hasPhrase(md, figure), `missing figure "${figure}"`).toBe(true);
      });

      it(`${version}/${lang} has a risk-category table with the three ratings`, () => {
        const md = read(version, lang, 'amlpolicy');
        const firstColumns = tables(md).map((t) => t.rows.map((r) => r[0]));
        expect(firstColumns.some((col) => RISK_RATINGS[lang].every((r) => col.includes(r)))).toBe(true);
      });

      it(`${version}/${lang} has the match-type table with a decision for each type`, () => {
        const md = read(version, lang, 'amlpolicy');
        const { header, decisions } = MATCH_TABLE[lang];
        const table = tables(md).find((t) => t.header[0] === header);
        expect(table, `no table with header "${header}"`).toBeDefined();
        for (const [type, decision] of Object.entries(decisions)) {
          const row = table!.rows.find((r) => r[0] === type);
          expect(row, `no row for match type "${type}"`).toBeDefined();
          expect(row!.length).toBeGreaterThanOrEqual(3);
          expect(row![row!.length - 1]).toBe(decision);
        }
      });

      it(`${version}/${lang} has the name-variation table`, () => {
        const md = read(version, lang, 'amlpolicy');
        const header = NAME_VARIATION_HEADER[lang];
        const table = tables(md).find((t) => t.header[0] === header);
        expect(table, `no table with header "${header}"`).toBeDefined();
        expect(table!.rows.length).toBeGreaterThanOrEqual(8);
        for (const row of table!.rows) {
          expect(row.length).toBeGreaterThanOrEqual(2);
          expect(row.every((c) => c.length > 0)).toBe(true);
        }
      });
    }
  }
});

describe('privacy policy', () => {
  for (const version of VERSIONS) {
    for (const lang of LANGS) {
      it(`${version}/${lang} has every section, each with a table`, () => {
        const md = read(version, lang, 'privacypolicy');
        const titles = headings(md, 2).map(stripNumber);
        expect(titles).toEqual(PRIVACY_SECTIONS[lang]);
        for (const title of PRIVACY_SECTIONS[lang]) {
          const body = section(md, title, true) ?? '';
          expect(tables(body).length, `no table in "${title}"`).toBeGreaterThanOrEqual(1);
          expect(tables(body)[0].rows.length).toBeGreaterThanOrEqual(1);
        }
      });

      it(`${version}/${lang} contains every privacy figure`, () => {
        const md = read(version, lang, 'privacypolicy');
        for (const figure of PRIVACY_FIGURES[lang]) expect(hasPhrase(md, figure), `missing figure "${figure}"`).toBe(true);
      });
    }
  }
});

describe('loadLegal', () => {
  it('loads the raw Markdown of the requested document', async () => {
    for (const version of VERSIONS) {
      const text = await loadLegal(version, 'it', 'terms');
      expect(text.replace(/\r\n/g, '\n')).toBe(read(version, 'it', 'terms'));
    }
  });
});
