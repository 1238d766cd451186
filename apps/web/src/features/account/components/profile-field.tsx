import type { ReactNode } from 'react';
import { Box, Text } from '@mantine/core';

/** One term and its value in the profile's description list. */
export function ProfileField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="sm" fw={600}>
        {label}
      </Text>
      <Box component="dd" m={0} fz="sm" style={{ wordBreak: 'break-word' }}>
        {children}
      </Box>
    </Box>
  );
}
