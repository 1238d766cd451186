import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';

/**
 * A status badge: a light tint of `color` behind dark text, so the text keeps its contrast
 * (WCAG AA) whatever the colour; the words always say the status too.
 */
export function ToneBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge color={color} variant="light" c="dark.8" style={{ minWidth: 'max-content' }} styles={{ label: { overflow: 'visible' } }}>
      {children}
    </Badge>
  );
}
