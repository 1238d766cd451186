import type { Plugin, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, hintedChunks } from './compile-hints';
import { outputChunk as chunk } from './output-chunk.fixture';

const chunks = () => [
  chunk('assets/index-1.js', { name: 'index', isEntry: true, imports: ['assets/runtime-1.js'], facadeModuleId: '/app/index.html' }),
  chunk('assets/runtime-1.js'),
  chunk('assets/early-calls-1.js', { name: 'early-calls', isEntry: true, facadeModuleId: '/app/src/early-calls.ts' }),
  chunk('assets/dashboard-1.js', {
    isDynamicEntry: true,
    facadeModuleId: '/app/src/app/routes/dashboard.tsx',
    imports: ['assets/runtime-1.js', 'assets/grid-1.js'],
  }),
  chunk('assets/grid-1.js'),
  chunk('assets/account-1.js', { isDynamicEntry: true, facadeModuleId: '/app/src/app/routes/account.tsx' }),
  chunk('assets/chart-1.js', { isDynamicEntry: true, facadeModuleId: '/app/src/features/statistics/components/monthly-bar-chart.tsx' }),
];

describe("V8's compile hint on the chunks a first load runs", () => {
  it("marks the app's entry and the chunks the dashboard's preload adds, nothing else", () => {
    expect(hintedChunks(chunks()).map((c) => c.fileName)).toEqual([
      'assets/index-1.js',
      'assets/dashboard-1.js',
      'assets/grid-1.js',
      'assets/chart-1.js',
    ]);
  });

  it("puts the hint on the file's first line, before Vite's preload map, and moves the source map down a line", () => {
    const all = chunks();
    all[0].code = 'const __vite__mapDeps=(i)=>i;\nimport{a}from"./runtime-1.js";a();';
    const bundle: Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset> = Object.fromEntries(all.map((c) => [c.fileName, c]));
    bundle['assets/index-1.js.map'] = {
      type: 'asset',
      fileName: 'assets/index-1.js.map',
      source: JSON.stringify({ version: 3, sources: ['main.tsx'], mappings: ';AAAA,SAAS' }),
    } as Rolldown.OutputAsset;
    const hook = compileHints().generateBundle as { handler: (this: unknown, o: unknown, b: typeof bundle) => void };
    hook.handler.call({}, {}, bundle);
    expect(all[0].code.split('\n')).toEqual([COMPILE_HINT, 'const __vite__mapDeps=(i)=>i;', 'import{a}from"./runtime-1.js";a();']);
    expect(JSON.parse(String((bundle['assets/index-1.js.map'] as Rolldown.OutputAsset).source))).toEqual({
      version: 3,
      sources: ['main.tsx'],
      mappings: ';;AAAA,SAAS',
    });
    expect(all[3].code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(all[2].code).toBe('');
    expect(all[5].code).toBe('');
  });

  it('is a build-only plugin', () => expect((compileHints() as Plugin).apply).toBe('build'));
});
