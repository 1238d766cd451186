import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, type User } from '@portal/contract';
import { isKybVerified } from '../lib/profile';

/** The business verification row (customer-portal §2, §6): 'Verify KYB' until verified, then 'Verified'. */
export function BusinessVerification({ user }: { user: User }) {
  const { t } = useTranslation('account');
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" fw={600} id="kyb-row-label">
        {t('kyb.label')}
      </Text>
      {isKybVerified(user) ? (
        <Badge variant="light" color="green" c="dark.8" leftSection={<IconCircleCheck size={14} aria-hidden />}>
          {t('kyb.verified')}
        </Badge>
      ) : (
        <Anchor component={Link} to={ROUTES.kyb} fw={600} size="sm">
          <Group gap={4} component="span">
            <IconShieldCheck size={16} aria-hidden />
            {t('kyb.verify')}
          </Group>
        </Anchor>
      )}
    </Group>
  );
}
