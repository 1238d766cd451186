import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../lib/color';
import { SANDBOX_COLORS } from './environment-ui';

describe('the sandbox colours', () => {
  it('keep the banner text readable (WCAG AA: 4.5:1)', () => {
    expect(contrastRatio(SANDBOX_COLORS.background, SANDBOX_COLORS.text)).toBeGreaterThanOrEqual(4.5);
  });
});
