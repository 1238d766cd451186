// Before each test file of the web project (vitest.config.ts, setupFiles). The project runs its files in one worker
// without isolating them (isolate: false): a new process per file was half of the suite's time. So that each file
// still starts as a first visit does, the app's modules and the libraries Vite bundles for the tests (Mantine,
// TanStack Query, react-i18next: `server.deps.inline`) are loaded anew for it, and what the file before stubbed is
// undone. React, react-dom and i18next are Node's own modules, loaded once.
import { vi } from 'vitest';

vi.resetModules();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
