import './lib/zod-config';
import './styles/mantine-first.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { sessionStore } from './lib/session';
import { statusQueryOptions } from './features/status/api/get-status';
import { sessionCheckQueryOptions } from './features/auth/hooks/use-session-check';
import { meQueryOptions } from './features/user/api/get-me';
import { claimEarlyCalls } from './lib/early-answers';

claimEarlyCalls();
void initI18n();
// The first page's calls start now and together: the status object (the gate waits for it) and, with a stored
// session, its check, which would otherwise wait for the status before it starts (one round trip less), and the
// signed-in user, which the guard wants next (its role and standing) and would otherwise ask once the check is done.
// The early script (early-calls.ts) has usually started all of them before this entry was downloaded: these take
// its answers.
const token = sessionStore.token();
void queryClient.prefetchQuery(statusQueryOptions(token));
if (token) {
  void queryClient.prefetchQuery(sessionCheckQueryOptions(token));
  void queryClient.prefetchQuery(meQueryOptions(token));
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
