import { Box, Group, Text } from '@mantine/core';

const GOOD = new Set(['ACTIVE', 'APPROVED', 'ORDER_COMPLETED', 'PAID']);
const BAD = new Set(['BLOCKED', 'REJECTED', 'LOST', 'STOLEN', 'SUSPENDED', 'UNPAID']);
const GONE = new Set(['DELETED', 'TERMINATED', 'EXPIRED', 'INACTIVE', 'UNKNOWN']);

const color = (status: string) => (GOOD.has(status) ? 'green.7' : BAD.has(status) ? 'red.7' : GONE.has(status) ? 'gray.6' : 'blue.6');

/** A status as text with a coloured dot (the text carries the meaning, the dot only helps the eye). */
export function StatusText({ status, label }: { status: string; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Box w={8} h={8} bg={color(status)} style={{ borderRadius: '50%', flex: 'none' }} aria-hidden />
      <Text size="sm" component="span">
        {label}
      </Text>
    </Group>
  );
}
