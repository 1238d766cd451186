import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rule that keeps visible text out of components (eslint.config.js, local/no-literal-text). */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function literalTexts(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/web/src/features/probe/probe.tsx` });
  return result.messages.filter((m) => m.ruleId === 'local/no-literal-text').map((m) => m.message);
}

describe('no literal text in JSX', () => {
  it('flags text, string children and text props', async () => {
    const found = await literalTexts(
      `export const A = () => <div title="Hello"><p>Sign in</p>{'Close'}<input placeholder={\`Email\`} aria-label="Search" /></div>;\n`,
    );
    expect(found).toHaveLength(5);
    expect(found[0]).toContain('"Hello"');
  });

  it('allows translated text, symbols, numbers and non-text props', async () => {
    const found = await literalTexts(
      `import { useTranslation } from 'react-i18next';\n` +
        `export const B = ({ n }: { n: number }) => { const { t } = useTranslation(); ` +
        `return <div id="main-content" className="x" data-testid="y"><p>{t('app.loading')}</p><span>© 2026 · {n} →</span><img alt="" /></div>; };\n`,
    );
    expect(found).toEqual([]);
  });
});
