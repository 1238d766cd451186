// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useAfterTasks } from './next-task';

/** Pieces given 0, 1, 2: what each task shows, from the first render on. */
function Pieces({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, at) => (
        <Piece key={at} at={at} />
      ))}
    </>
  );
}
function Piece({ at }: { at: number }) {
  return useAfterTasks(at) ? <i>{at}</i> : null;
}

/**
 * The host's text after each change, until `ms` have passed (the effects wait for a frame, as in a browser). Not in
 * act(), which would hold every render until its end: renders come as they would in a browser.
 */
async function changes(host: HTMLElement, ms: number) {
  const seen = [host.textContent];
  const observer = new MutationObserver(() => seen.push(host.textContent));
  observer.observe(host, { childList: true, subtree: true, characterData: true });
  await new Promise((resolve) => setTimeout(resolve, ms));
  observer.disconnect();
  return seen;
}

describe('useAfterTasks', () => {
  it('shows piece 0 at once and each next piece in a render of its own, one task after the other', async () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    // rendered outside act(): the render is synchronous, the effects wait, as in a browser
    root.render(<Pieces count={3} />);
    // two pieces in the same task would render together: '0' then '012'
    expect(await changes(host, 100)).toEqual(['0', '01', '012']);
    act(() => root.unmount());
  });

  it('waits while `when` is false', async () => {
    function Guarded({ when }: { when: boolean }) {
      return useAfterTasks(1, when) ? <i>shown</i> : null;
    }
    const host = document.createElement('div');
    const root = createRoot(host);
    root.render(<Guarded when={false} />);
    expect(await changes(host, 60)).toEqual(['']);
    root.render(<Guarded when />);
    expect(await changes(host, 60)).toEqual(['', 'shown']);
    act(() => root.unmount());
  });
});
