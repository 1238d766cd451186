import { Loader, type MantineSize } from '@mantine/core';

/**
 * A spinner that names what is loading. Mantine's Loader is a bare span, on which axe prohibits aria-label
 * (aria-prohibited-attr): the role "status" allows the name and announces it. Seen once by the role tour's axe on a
 * webhook's health panel that was still loading.
 */
export function Busy({ label, size }: { label: string; size?: MantineSize }) {
  // eslint-disable-next-line no-restricted-syntax -- the one Loader with a name: its role allows it
  return <Loader size={size} role="status" aria-label={label} />;
}
