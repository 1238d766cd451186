import type { ReactNode } from 'react';
import { Code, Table } from '@mantine/core';

/** Two columns: a code (header name, error, event type) and what it means. */
export function CodeTable({ caption, headers, rows }: { caption: string; headers: [string, string]; rows: Array<[string, ReactNode]> }) {
  return (
    <Table withTableBorder striped>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{headers[0]}</Table.Th>
          <Table.Th scope="col">{headers[1]}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([code, meaning]) => (
          <Table.Tr key={code}>
            <Table.Td>
              <Code>{code}</Code>
            </Table.Td>
            <Table.Td>{meaning}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
