import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '@portal/contract';
import { displayName, initials } from '../lib/profile';

/** Who is signed in: initials, name or company, e-mail, its role in the team, active or inactive. */
export function ProfileCard({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const name = displayName(user);
  return (
    <Paper withBorder p="lg" radius="md" h="100%">
      <Stack align="center" gap="xs" ta="center">
        <Avatar size={88} radius={88} color="primary" variant="light" aria-hidden>
          {initials(name)}
        </Avatar>
        <Title order={2} size="h3" id="profile-card-title" style={{ wordBreak: 'break-word' }}>
          {name}
        </Title>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {user.email}
        </Text>
        <Group gap="xs" justify="center">
          <Badge variant="light" color="primary" c="dark.8">
            {user.role ? t(`team.roles.${user.role}`) : user.isOwner ? t('profile.owner') : t('profile.member')}
          </Badge>
          <Badge variant="light" color={user.disabled ? 'red' : 'green'} c="dark.8">
            {user.disabled ? t('profile.inactive') : t('profile.active')}
          </Badge>
        </Group>
      </Stack>
    </Paper>
  );
}
