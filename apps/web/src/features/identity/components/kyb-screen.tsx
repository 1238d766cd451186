import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFlask, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentKyc, type IdentityProviderName, type KycRecord } from '@portal/contract';
import { STATUS_TEXT } from '../lib/verification-status';
import { VerificationDialog } from './verification-dialog';

interface KybScreenProps {
  records: KycRecord[];
  provider: IdentityProviderName;
  supportEmail: string;
  /** the partner's sandbox, open before its verification (null: no partner to have one) */
  onOpenSandbox: (() => void) | null;
}

/**
 * /kyb (customer-portal §2): shown while the partner is not verified (tier < 2 or no wlpId). The record
 * follows the live KYC events; reaching tier 2 moves the user on to the portal by itself. Meanwhile the partner may
 * open its sandbox.
 */
export function KybScreen({ records, provider, supportEmail, onOpenSandbox }: KybScreenProps) {
  const { t } = useTranslation('kyb');
  const [opened, { open, close }] = useDisclosure(false);
  const record = currentKyc(records);
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto" mt="xl">
      <Stack align="flex-start" gap="md">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconShieldCheck size={28} />
        </ThemeIcon>
        <Title order={1}>{t('title')}</Title>
        <Text>{t('text')}</Text>
        <Group gap="xs" role="status" aria-live="polite">
          <Text size="sm" fw={600}>
            {t('status.label')}
          </Text>
          <Badge variant="light" color={record?.status === 'REJECTED' ? 'red.9' : 'primary'} data-testid="kyb-status">
            {t(STATUS_TEXT[record?.status ?? 'NONE'])}
          </Badge>
        </Group>
        <Button onClick={open}>{t('start')}</Button>
        {onOpenSandbox && (
          <Stack gap="xs" align="flex-start" mt="md">
            <Title order={2} size="h3">
              {t('sandbox.title')}
            </Title>
            <Text>{t('sandbox.text')}</Text>
            <Button variant="default" leftSection={<IconFlask size={18} aria-hidden />} onClick={onOpenSandbox}>
              {t('sandbox.open')}
            </Button>
          </Stack>
        )}
      </Stack>
      <VerificationDialog opened={opened} onClose={close} record={record} provider={provider} supportEmail={supportEmail} />
    </Paper>
  );
}
