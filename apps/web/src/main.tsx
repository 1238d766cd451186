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

void initI18n();
// The first page's calls start now and together: the status object (the gate waits for it) and, with a stored
// session, its check, which would otherwise wait for the status before it starts (one round trip less).
const token = sessionStore.token();
void queryClient.prefetchQuery(statusQueryOptions(token));
if (token) void queryClient.prefetchQuery(sessionCheckQueryOptions(token));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
