import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { clearAllState, resetUserState } from './session-state';

/** partner-portal §4: logout clears the session, the user and the status; a reset clears all but the status. */
const filled = () => {
  const client = new QueryClient();
  client.setQueryData(['status', 'tok-1'], { wlpId: 'W1' });
  client.setQueryData(['me'], { email: 'demo@partner.test' });
  client.setQueryData(['clients', { skip: 0 }], { list: [], count: 0 });
  return client;
};
const keys = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((q) => q.queryKey[0]);

describe('session state', () => {
  it('a reset keeps only the status', () => {
    const client = filled();
    resetUserState(client);
    expect(keys(client)).toEqual(['status']);
  });

  it('logout forgets the user and the status too', () => {
    const client = filled();
    clearAllState(client);
    expect(keys(client)).toEqual([]);
  });
});
