// `npm test`: every suite that needs no extra service (unit + integration on in-memory PGlite).
// `npm test -- --pg`: the server suites again against real PostgreSQL (TEST_DATABASE_URL).
// Ends with the plain line "N passed, N failed" that CI reads.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { root } from './lib.mjs';

const pg = process.argv.includes('--pg');
const extra = process.argv.slice(2).filter((a) => a !== '--pg');
if (pg && !process.env.TEST_DATABASE_URL) {
  console.error('--pg needs TEST_DATABASE_URL=postgres://user@host:port/db (a database the tests may create databases from)');
  process.exit(2);
}
// TEST_REPORT names the report file (CI runs two suites at once, each with its own)
const out = path.join(root, 'test-results', process.env.TEST_REPORT ?? (pg ? 'vitest-pg.json' : 'vitest.json'));
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.rmSync(out, { force: true });
const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
if (pg) args.push('--project', 'server');
const r = spawnSync('npx', [...args, ...extra], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } });
let passed = 0;
let failed;
const named = [];
if (fs.existsSync(out)) {
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  passed = report.numPassedTests;
  const brokenFiles = report.testResults.filter((f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'));
  failed = report.numFailedTests + brokenFiles.length;
  // named under the summary line (CI repeats them at its end)
  for (const f of report.testResults) {
    const file = path.relative(root, f.name);
    for (const a of f.assertionResults) if (a.status === 'failed') named.push(`  failed: ${file} › ${a.fullName}`);
    if (brokenFiles.includes(f)) named.push(`  failed: ${file} (did not run: ${String(f.message).split('\n')[0]})`);
  }
} else {
  failed = 1;
}
console.log(`\n${pg ? 'postgres' : 'unit'}: ${passed} passed, ${failed} failed`);
if (named.length) console.log(named.join('\n'));
process.exit(r.status === 0 && failed === 0 ? 0 : 1);
