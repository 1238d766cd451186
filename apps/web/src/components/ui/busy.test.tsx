// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Loader, MantineProvider } from '@mantine/core';
import { prepareMantineDom } from '../../testing/jsdom-setup';
import { Busy } from './busy';

async function violations(node: React.ReactNode) {
  prepareMantineDom();
  const host = document.createElement('main');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(<MantineProvider>{node}</MantineProvider>));
  const result = await axe.run(host, { runOnly: ['aria-prohibited-attr', 'aria-allowed-role'] });
  act(() => root.unmount());
  host.remove();
  return result.violations.map((v) => v.id);
}

describe('Busy', () => {
  it('names what is loading where axe allows a name', async () => {
    expect(await violations(<Busy label="Loading the deliveries" size="sm" />)).toEqual([]);
  });

  it('is needed: a bare Loader with a name breaks aria-prohibited-attr', async () => {
    expect(await violations(<Loader aria-label="Loading the deliveries" />)).toEqual(['aria-prohibited-attr']);
  });
});
