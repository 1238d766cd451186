// @vitest-environment jsdom
import { act, Activity, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { prepareMantineDom } from './jsdom-setup';

// What the app and its libraries take from React's API that preact/compat lacks, as apps/web/preact/react.ts adds it
// (README, "React's API on Preact").

const host = document.createElement('div');
document.body.append(host);
const root = createRoot(host);
prepareMantineDom();
afterEach(() => act(() => root.render(null)));

function Counter() {
  const [count, setCount] = useState(0);
  return <output onClick={() => setCount((was) => was + 1)}>{count}</output>;
}

it('<Activity> hides its children without unmounting them: their state outlives being hidden', async () => {
  const draw = (mode: 'visible' | 'hidden') =>
    act(() =>
      root.render(
        <Activity mode={mode}>
          <Counter />
        </Activity>,
      ),
    );
  await draw('visible');
  await act(() => host.querySelector('output')!.click());
  expect(host.querySelector('output')?.textContent).toBe('1');
  await draw('hidden');
  const output = host.querySelector('output');
  expect(output?.textContent).toBe('1');
  expect(output?.parentElement?.style.display).toBe('none');
  await draw('visible');
  expect(host.querySelector('output')?.textContent).toBe('1');
  expect(host.querySelector('output')?.parentElement?.style.display).toBe('contents');
});

it('autoFocus focuses an element as it mounts after the page loaded, once: a later render leaves the focus where it is', async () => {
  const other = document.createElement('button');
  document.body.append(other);
  let ownRef: HTMLInputElement | null = null;
  const draw = (shown: boolean, label: string) =>
    act(() => root.render(shown ? <input aria-label={label} autoFocus ref={(element) => void (ownRef = element)} /> : null));
  await draw(false, 'code');
  expect(document.activeElement).toBe(document.body);
  await draw(true, 'code');
  expect(document.activeElement).toBe(host.querySelector('input'));
  expect(ownRef).toBe(host.querySelector('input')); // its own ref still gets the element
  other.focus();
  await draw(true, 'the code');
  expect(document.activeElement).toBe(other);
  other.remove();
});
