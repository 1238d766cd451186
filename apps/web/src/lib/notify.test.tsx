// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { TIMING } from '@portal/contract';
import { prepareMantineDom } from '../testing/jsdom-setup';
import { notify } from './notify';

/** partner-portal §8: success and info notices close by themselves after 3 000 ms. */
describe('notices', () => {
  let root: Root;
  let host: HTMLElement;
  beforeAll(prepareMantineDom);
  beforeEach(async () => {
    vi.useFakeTimers();
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    await act(async () => {
      root.render(
        <MantineProvider>
          <Notifications autoClose={TIMING.messageAutoCloseMs} transitionDuration={0} />
        </MantineProvider>,
      );
    });
  });
  afterEach(async () => {
    await act(async () => notifications.clean());
    await act(async () => root.unmount());
    host.remove();
    vi.useRealTimers();
  });

  const shown = (text: string) => document.body.textContent?.includes(text) ?? false;
  // an update made inside act() renders when act() ends: the notice's exit, which a render starts, is then let
  // run by a second act() at the same time
  const pass = async (ms: number) => {
    await act(async () => vi.advanceTimersByTimeAsync(ms));
    await act(async () => vi.advanceTimersByTimeAsync(0));
  };

  it.each(['success', 'info'] as const)('a %s notice is shown, and gone after 3 000 ms', async (kind) => {
    expect(TIMING.messageAutoCloseMs).toBe(3_000);
    await act(async () => notify({ kind, title: 'Saved', message: `Your ${kind} notice` }));
    await pass(2_900);
    expect(shown(`Your ${kind} notice`)).toBe(true);
    await pass(400);
    expect(shown(`Your ${kind} notice`)).toBe(false);
  });
});
