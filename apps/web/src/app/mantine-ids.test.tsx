// @vitest-environment jsdom
import { act, Profiler } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider, TextInput } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { prepareMantineDom } from '../testing/jsdom-setup';

/**
 * patches/@mantine+hooks: Mantine's useId took React's id, then set a random one in a layout effect, so every component
 * with an id (inputs, popovers, the app shell) drew itself twice when it mounted, the second time in the same task.
 */
describe("Mantine's ids", () => {
  it('come from React: a component with an id is drawn once when it mounts, with the same id for its label', () => {
    prepareMantineDom();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const phases: string[] = [];
    act(() =>
      root.render(
        <MantineProvider>
          <Profiler id="input" onRender={(_, phase) => phases.push(phase)}>
            <TextInput label="Name" />
          </Profiler>
        </MantineProvider>,
      ),
    );
    expect(phases).toEqual(['mount']);
    const input = host.querySelector('input')!;
    expect(input.id).toMatch(/^mantine-/);
    expect(host.querySelector('label')?.getAttribute('for')).toBe(input.id);
    act(() => root.unmount());
    host.remove();
  });
});
