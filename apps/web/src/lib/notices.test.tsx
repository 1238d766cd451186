// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareMantineDom } from '../testing/jsdom-setup';
import { useNoticesWanted, wantNotices } from './notices';

/** Draws whether the notices are wanted, as the hook of `notices` (a module loaded anew, or this one) says. */
const probe = (wanted: () => boolean) =>
  function Probe() {
    return <p>{wanted() ? 'wanted' : 'not yet'}</p>;
  };
const Probe = probe(useNoticesWanted);

/** The notices' host is not part of the first screen: it is asked for after it (AppGate), or by the first notice. */
describe('notices', () => {
  const host = document.createElement('div');
  const root = createRoot(host);
  beforeAll(async () => {
    prepareMantineDom();
    await act(async () => root.render(<Probe />));
  });
  afterAll(() => {
    act(() => root.unmount());
  });

  it('is not wanted at start, until asked for', async () => {
    expect(host.textContent).toBe('not yet');
    await act(async () => wantNotices());
    expect(host.textContent).toBe('wanted');
  });

  it('the first notice shown asks for it too, and lands in the store the host draws', async () => {
    vi.resetModules(); // a first visit again: nothing wanted yet
    const fresh = await import('./notices');
    const { notificationsStore: store } = await import('@mantine/notifications');
    const other = document.createElement('div');
    const second = createRoot(other);
    const Fresh = probe(fresh.useNoticesWanted);
    await act(async () => second.render(<Fresh />));
    expect(other.textContent).toBe('not yet');
    await act(async () => fresh.showNotice({ message: 'Saved' }));
    expect(other.textContent).toBe('wanted');
    expect(store.getState().notifications.map((n) => n.message)).toEqual(['Saved']);
    act(() => second.unmount());
  });
});
