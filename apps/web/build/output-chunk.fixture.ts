import type { Rolldown } from 'vite';

/**
 * A chunk of a build's output as Rolldown gives it to plugins, for the build plugins' tests (inject-early-calls.ts,
 * compile-hints.ts): its module is its facade unless `moduleIds` says otherwise (a group's chunk holds several).
 */
export const outputChunk = (fileName: string, o: Partial<Rolldown.OutputChunk> = {}) =>
  ({
    type: 'chunk',
    fileName,
    name: 'x',
    code: '',
    imports: [],
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    moduleIds: o.facadeModuleId ? [o.facadeModuleId] : [],
    ...o,
  }) as Rolldown.OutputChunk;
