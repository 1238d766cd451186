import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';

export interface AccountSectionProps {
  /** id of the heading, which names the section (aria-labelledby) */
  id: string;
  title: string;
  intro: string;
  /** the section's main button (add, generate …) beside the title */
  action: ReactNode;
  children: ReactNode;
}

/** One section of the account page (API secrets, webhooks …): a titled card with its main action. */
export function AccountSection({ id, title, intro, action, children }: AccountSectionProps) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={2} id={id}>
              {title}
            </Title>
            <Text size="sm" maw={640}>
              {intro}
            </Text>
          </div>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
