import type { ReactNode } from 'react';
import { Box, SimpleGrid, Text } from '@mantine/core';

export interface DetailField {
  label: string;
  value: ReactNode;
}

/** The fields of a detail screen as a description list. */
export function DetailFields({ fields }: { fields: DetailField[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm" m={0}>
      {fields.map((f) => (
        <Box key={f.label}>
          <Text component="dt" size="sm" c="dimmed">
            {f.label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {f.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
