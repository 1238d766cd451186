// `npm run test:e2e`: the Playwright suite in Debian's Chromium against a running portal
// (E2E_BASE_URL; default http://localhost:8080). Ends with "e2e: N passed, N failed".
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { root } from './lib.mjs';

// E2E_RESULTS: the report's folder under apps/web (the Playwright config reads it too)
const out = path.join(root, 'apps', 'web', process.env.E2E_RESULTS ?? 'test-results', 'e2e.json');
fs.rmSync(out, { force: true });
const r = spawnSync('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
let passed = 0;
let failed;
const named = []; // the failed and flaky tests, named under the summary line (CI repeats them at its end)
const walk = (suite) => {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status === 'unexpected' || t.status === 'flaky') {
        named.push(`  ${t.status === 'flaky' ? 'flaky' : 'failed'}: ${spec.file}:${spec.line} › ${spec.title}`);
      }
    }
  }
  for (const s of suite.suites ?? []) walk(s);
};
if (fs.existsSync(out)) {
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  passed = report.stats.expected + (report.stats.flaky ?? 0);
  failed = report.stats.unexpected;
  for (const s of report.suites ?? []) walk(s);
} else {
  failed = 1;
}
console.log(`\ne2e: ${passed} passed, ${failed} failed`);
if (named.length) console.log(named.join('\n'));
process.exit(r.status === 0 && failed === 0 ? 0 : 1);
