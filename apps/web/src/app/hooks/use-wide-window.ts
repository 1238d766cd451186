import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the window is at least Mantine's `sm` breakpoint wide: the shells then show their navbar and the header its
 * links. Read at the first render, not in an effect, for what the first render decides.
 */
export function useWideWindow(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false });
}
