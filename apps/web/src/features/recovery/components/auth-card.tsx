import type { ReactNode } from 'react';
import { Center, Paper, Stack, Title } from '@mantine/core';

/** The centred card of the recovery screens. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={440}>
        <Stack gap="lg">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
