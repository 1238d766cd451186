import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../lib/color';
import { SANDBOX_COLORS } from './environment-ui';
import { menuFor } from './left-menu-items';

describe('the sandbox colours', () => {
  it('keep the banner text readable (WCAG AA: 4.5:1)', () => {
    expect(contrastRatio(SANDBOX_COLORS.background, SANDBOX_COLORS.text)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the Simulations menu entry', () => {
  const keys = (inSandbox: boolean) => menuFor(() => true, false, inSandbox).map((e) => e.key);
  it('shows in the sandbox only, and only to a role that may run simulations', () => {
    expect(keys(true)).toContain('simulations');
    expect(keys(false)).not.toContain('simulations');
    expect(menuFor((p) => p !== 'webhooks.manage', false, true).map((e) => e.key)).not.toContain('simulations');
  });
});
