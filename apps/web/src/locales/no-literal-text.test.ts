import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The lint rule that keeps visible text out of components (eslint.config.js, local/no-literal-text). */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const SRC = fileURLToPath(new URL('../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function literalTexts(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/web/src/features/probe/probe.tsx` });
  return result.messages.filter((m) => m.ruleId === 'local/no-literal-text').map((m) => m.message);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

describe('no literal text in JSX', () => {
  it('flags text, string children and text props', async () => {
    const found = await literalTexts(
      `export const A = () => <div title="Hello"><p>Sign in</p>{'Close'}<input placeholder={\`Email\`} aria-label="Search" /></div>;\n`,
    );
    expect(found).toHaveLength(5);
    expect(found[0]).toContain('"Hello"');
  });

  it('flags text hidden in ?:, && and template literals', async () => {
    const found = await literalTexts(
      `export const C = ({ x, n }: { x: boolean; n: number }) => <div title={x ? 'Open' : 'Closed'}>` +
        `{x ? 'Yes' : 'No'}{x && 'Shown'}{\`\${n} items\`}<input aria-label={x ? 'Find' : \`Search\`} /></div>;\n`,
    );
    expect(found).toHaveLength(5);
  });

  it('allows translated text, symbols, numbers and non-text props', async () => {
    const found = await literalTexts(
      `import { useTranslation } from 'react-i18next';\n` +
        `export const B = ({ n, x }: { n: number; x: boolean }) => { const { t } = useTranslation(); ` +
        `return <div id="main-content" className={x ? 'open' : 'shut'} data-testid="y">` +
        `<p>{t('app.loading')}</p><span>© 2026 · {n} →</span>` +
        `{x ? n : '—'}<img alt="" /></div>; };\n`,
    );
    expect(found).toEqual([]);
  });

  it('applies to every component of apps/web/src, and none has literal text', { timeout: 180_000 }, async () => {
    const components = sourceFiles(SRC).filter((f) => f.endsWith('.tsx'));
    expect(components.length).toBeGreaterThan(50);
    const uncovered: string[] = [];
    for (const file of components) {
      const config = (await eslint.calculateConfigForFile(file)) as { rules?: Record<string, unknown> };
      const level = config.rules?.['local/no-literal-text'];
      if (!(Array.isArray(level) ? level[0] : level)?.toString().match(/^(2|error)$/)) uncovered.push(relative(SRC, file));
    }
    expect(uncovered, 'components where local/no-literal-text is not an error').toEqual([]);
    // Only this rule runs here (the whole lint runs in CI); parsing every component is the cost.
    const results = await new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === 'local/no-literal-text' }).lintFiles(components);
    const found = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === 'local/no-literal-text').map((m) => `${relative(SRC, r.filePath)}:${m.line} ${m.message}`),
    );
    expect(found).toEqual([]);
  });
});

/**
 * Notices and dialogs opened from code (notify and showNotice({ title, message }), modals.open...)
 * are not JSX: their texts must come from t() too, in .ts and .tsx files alike.
 */
describe('no literal text in notices', () => {
  const CALLS = /^(show|showNotice|notify|update|open|openConfirmModal|openContextModal|alert|confirm|prompt)$/;
  const TEXT_KEYS = new Set(['title', 'message', 'children', 'labels', 'confirm', 'cancel']);
  const hasLetter = (s: string) => /\p{L}/u.test(s);

  function literals(node: ts.Node): string[] {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
    if (ts.isConditionalExpression(node)) return [...literals(node.whenTrue), ...literals(node.whenFalse)];
    if (ts.isObjectLiteralExpression(node))
      return node.properties.flatMap((p) => (ts.isPropertyAssignment(p) && TEXT_KEYS.has(p.name.getText()) ? literals(p.initializer) : []));
    return [];
  }

  it('finds none in apps/web/src', () => {
    const found: string[] = [];
    for (const path of sourceFiles(SRC)) {
      const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node)) {
          const callee = node.expression;
          const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : '';
          if (CALLS.test(name)) {
            for (const arg of node.arguments) {
              const text = (
                ts.isObjectLiteralExpression(arg) || ts.isStringLiteral(arg) || ts.isTemplateExpression(arg) ? literals(arg) : []
              ).find(hasLetter);
              if (text) found.push(`${relative(SRC, path)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} "${text}"`);
            }
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(found).toEqual([]);
  });
});
