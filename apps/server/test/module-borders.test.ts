import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rule that keeps server modules apart: another module is reached only through its service or list specs. */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function refused(file: string, from: string): Promise<boolean> {
  const [result] = await eslint.lintText(`import * as x from '${from}';\nexport const y = x;\n`, {
    filePath: `${root}apps/server/src/modules/${file}`,
  });
  return result!.messages.some((m) => m.ruleId === 'no-restricted-imports');
}

describe('server module borders', () => {
  it("refuse another module's repository, routes, plugin or internals", async () => {
    expect(await refused('console/probe.ts', '../tickets/tickets.repository')).toBe(true);
    expect(await refused('console/probe.ts', '../auth/auth.plugin')).toBe(true);
    expect(await refused('events/probe.ts', '../partner-api/signing.verify.js')).toBe(true);
    expect(await refused('identity/providers/probe.ts', '../../audit/audit.repository')).toBe(true);
  });

  it('allow its service and list specs, the own module, and shared code', async () => {
    expect(await refused('console/probe.ts', '../tickets/tickets.service')).toBe(false);
    expect(await refused('console/probe.ts', '../invoices/invoices.lists')).toBe(false);
    expect(await refused('console/probe.ts', './console-partners.repository')).toBe(false);
    expect(await refused('console/probe.ts', '../../lib/partner-scope')).toBe(false);
    expect(await refused('identity/providers/probe.ts', '../identity.repository')).toBe(false);
    expect(await refused('identity/providers/probe.ts', '../../audit/audit.service')).toBe(false);
  });
});
