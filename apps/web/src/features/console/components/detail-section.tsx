import type { ReactNode } from 'react';
import { Paper, Table, Text, Title } from '@mantine/core';

/** A captioned table of one section of the detail, or a line saying it is empty. */
export function Section<T>(o: {
  title: string;
  empty: string;
  rows: T[];
  head: string[];
  cells: (row: T) => ReactNode[];
  rowKey: (row: T) => string;
}) {
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {o.title}
      </Title>
      {o.rows.length === 0 ? (
        <Text size="sm">{o.empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped aria-label={o.title}>
            <Table.Thead>
              <Table.Tr>
                {o.head.map((h) => (
                  <Table.Th key={h} scope="col">
                    {h}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {o.rows.map((row) => (
                <Table.Tr key={o.rowKey(row)}>
                  {o.cells(row).map((cell, i) => (
                    <Table.Td key={o.head[i]}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
