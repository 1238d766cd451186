import type { ReactNode } from 'react';
import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Sample data with the screen's (disabled) main button, as the account page would show it. */
export function SampleTable({
  caption,
  headers,
  rows,
  action,
}: {
  caption: string;
  headers: string[];
  rows: Array<{ key: string; cells: ReactNode[] }>;
  action: ReactNode;
}) {
  const { t } = useTranslation('docs');
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{t('settings.sample')}</Text>
          {action}
        </Group>
        <Table withTableBorder>
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {headers.map((h) => (
                <Table.Th key={h} scope="col">
                  {h}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key}>
                {r.cells.map((cell, i) => (
                  <Table.Td key={i}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
