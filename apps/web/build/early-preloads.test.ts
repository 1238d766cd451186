// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@portal/contract';
import { PRELOADED_ROUTES, routePreloads } from './inject-early-calls';
import { outputChunk as chunk } from './output-chunk.fixture';
import { EARLY_PRELOADS_ID, preloadRouteModules } from '../src/early-calls';

describe("a signed-in first page's route module, asked for by the early script", () => {
  it('the build lists the files of the route module that the entry does not load', () => {
    const chunks = [
      chunk('assets/index-1.js', { isEntry: true, imports: ['assets/runtime-1.js'], facadeModuleId: '/app/index.html' }),
      chunk('assets/runtime-1.js'),
      chunk('assets/early-calls-1.js', { isEntry: true, facadeModuleId: '/app/src/early-calls.ts' }),
      chunk('assets/dashboard-1.js', {
        isDynamicEntry: true,
        facadeModuleId: '/app/src/app/routes/dashboard.tsx',
        imports: ['assets/runtime-1.js', 'assets/grid-1.js'],
      }),
      chunk('assets/grid-1.js', { imports: ['assets/box-1.js'] }),
      chunk('assets/box-1.js'),
      chunk('assets/account-1.js', { isDynamicEntry: true, facadeModuleId: '/app/src/app/routes/account.tsx' }),
      chunk('assets/chart-1.js', {
        isDynamicEntry: true,
        facadeModuleId: '/app/src/chart.tsx',
        imports: ['assets/box-1.js', 'assets/scale-1.js'],
      }),
      chunk('assets/scale-1.js'),
    ];
    expect(routePreloads(chunks, { '/dashboard': ['src/app/routes/dashboard.tsx'] })).toEqual({
      '/dashboard': ['/assets/dashboard-1.js', '/assets/grid-1.js', '/assets/box-1.js'],
    });
    // a route's other lazy modules, each file once
    expect(routePreloads(chunks, { '/dashboard': ['src/app/routes/dashboard.tsx', 'src/chart.tsx'] })).toEqual({
      '/dashboard': ['/assets/dashboard-1.js', '/assets/grid-1.js', '/assets/box-1.js', '/assets/chart-1.js', '/assets/scale-1.js'],
    });
    // modules the build bundled in one group's chunk (vite.config.ts): that chunk, once
    const grouped = [
      ...chunks.slice(0, 3),
      chunk('assets/dashboard-2.js', {
        moduleIds: ['/app/src/app/routes/dashboard.tsx', '/app/src/chart.tsx', '/nm/d3-scale/index.js'],
        imports: ['assets/runtime-1.js', 'assets/shared-2.js'],
      }),
      chunk('assets/shared-2.js'),
    ];
    expect(routePreloads(grouped, { '/dashboard': ['src/app/routes/dashboard.tsx', 'src/chart.tsx'] })).toEqual({
      '/dashboard': ['/assets/dashboard-2.js', '/assets/shared-2.js'],
    });
    expect(() => routePreloads(chunks, { '/clients': ['src/app/routes/clients.tsx'] })).toThrow(
      /no chunk for src\/app\/routes\/clients.tsx/,
    );
  });

  it("names the router's paths", () => expect(Object.keys(PRELOADED_ROUTES)).toEqual([ROUTES.dashboard]));

  it("adds modulepreload links for the page's path, as Vite's own preloading writes them, and nothing for another", () => {
    const map = { '/dashboard': ['/assets/dashboard-1.js', '/assets/grid-1.js', 'https://elsewhere.test/x.js'] };
    document.head.innerHTML = `<script type="application/json" id="${EARLY_PRELOADS_ID}">${JSON.stringify(map)}</script>`;
    expect(preloadRouteModules(document, '/account')).toEqual([]);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    // only the build's own assets
    expect(preloadRouteModules(document, '/dashboard')).toEqual(['/assets/dashboard-1.js', '/assets/grid-1.js']);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('href'), l.getAttribute('crossorigin')])).toEqual([
      ['modulepreload', '/assets/dashboard-1.js', ''],
      ['modulepreload', '/assets/grid-1.js', ''],
    ]);
  });

  it('does nothing without the map (development) or with one it cannot read', () => {
    document.head.innerHTML = '';
    expect(preloadRouteModules(document, '/dashboard')).toEqual([]);
    document.head.innerHTML = `<script type="application/json" id="${EARLY_PRELOADS_ID}">{not json</script>`;
    expect(preloadRouteModules(document, '/dashboard')).toEqual([]);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
