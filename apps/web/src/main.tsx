import './lib/zod-config';
import './styles/mantine-first.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { sessionStore } from './lib/session';
import { statusQueryOptions } from './features/status/api/get-status';
import { sessionCheckQueryOptions } from './features/auth/hooks/use-session-check';
import { meQueryOptions } from './features/user/api/get-me';
import { claimEarlyCalls } from './lib/early-answers';
import { nextTask } from './lib/next-task';

claimEarlyCalls();

/**
 * The app starts in four tasks, not one: evaluating this entry's modules, the translations, the router, then the first
 * calls and the first render. Each is long on a slow phone; one after the other in a single task they kept the browser
 * from answering input for about 270 ms at 4x slowdown (`npm run profile:page`).
 */
async function start() {
  await nextTask();
  const translated = initI18n();
  await nextTask();
  // before any call is answered: a 401 of the session navigates (createAppRouter sets that up)
  const router = createAppRouter();
  await nextTask();
  // The first page's calls start together: the status object (the gate waits for it) and, with a stored session, its
  // check, which would otherwise wait for the status before it starts (one round trip less), and the signed-in user,
  // which the guard wants next (its role and standing) and would otherwise ask once the check is done. The early
  // script (early-calls.ts) has usually started all of them before this entry was downloaded: these take its answers.
  const token = sessionStore.token();
  const status = queryClient.prefetchQuery(statusQueryOptions(token));
  if (token) {
    void queryClient.prefetchQuery(sessionCheckQueryOptions(token));
    void queryClient.prefetchQuery(meQueryOptions(token));
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // The server sent the page with its frame already painted (plugins/web.ts): the first render, which replaces it,
  // waits for what the frame shows (the brand, the language's texts), so that it draws the same picture, not a blank.
  if (root.firstElementChild) await Promise.allSettled([translated, status]);
  // The first render, the providers and the loading screen, is a transition too, as the app after it is (AppGate):
  // React slices it into short tasks, and the painted frame stays until it is committed.
  const app = <App router={router} />;
  // StrictMode's extra renders and effects find impure code while developing; they would only cost time in the build
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(import.meta.env.DEV ? <StrictMode>{app}</StrictMode> : app));
}

void start();
