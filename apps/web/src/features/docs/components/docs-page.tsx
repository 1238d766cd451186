import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

/** One documentation page: a title, an introduction and its sections. */
export function DocsPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="xl" maw={1100}>
      <Stack gap="xs">
        <Title order={1}>{title}</Title>
        <Text maw={760}>{intro}</Text>
      </Stack>
      {children}
    </Stack>
  );
}

/** A titled section of a documentation page. */
export function DocsSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
