import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconBuildingBank, IconCreditCard, IconUser } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

const ICONS = { client: IconUser, account: IconBuildingBank, card: IconCreditCard } as const;

export interface RowAction {
  kind: keyof typeof ICONS;
  to: string;
  label: string;
}

/** Row action buttons: links to the client, account or card detail (not to the screen already open). */
export function RowActions({ actions }: { actions: RowAction[] }) {
  const { pathname } = useLocation();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {actions
        .filter((a) => a.to !== pathname)
        .map((a) => {
          const Icon = ICONS[a.kind];
          return (
            <Tooltip key={a.kind} label={a.label} withArrow openDelay={300}>
              <ActionIcon component={Link} to={a.to} variant="subtle" aria-label={a.label} data-action={a.kind}>
                <Icon size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          );
        })}
    </Group>
  );
}
