import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { VerificationDialog } from './verification-dialog';

/** /kyb (spec 001 §2): shown while the partner is not verified (tier < 2 or no wlpId). */
export function KybScreen({ supportEmail }: { supportEmail: string }) {
  const { t } = useTranslation('kyb');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto" mt="xl">
      <Stack align="flex-start" gap="md">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconShieldCheck size={28} />
        </ThemeIcon>
        <Title order={1}>{t('title')}</Title>
        <Text>{t('text')}</Text>
        <Button onClick={open}>{t('start')}</Button>
      </Stack>
      <VerificationDialog opened={opened} onClose={close} supportEmail={supportEmail} />
    </Paper>
  );
}
