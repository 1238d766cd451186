import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';

export function BackLink({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Anchor component="button" type="button" onClick={onClick} w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}
