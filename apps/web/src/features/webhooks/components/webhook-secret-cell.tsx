import { useState } from 'react';
import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Webhook } from '@portal/contract';
import { formatDateTime } from '../../../lib/format';
import type { WebhookSecretTarget } from './webhook-secret-modal';

/** The masked secret; Reveal and Roll for Owner and Admin; until when the previous secret still signs after a roll. */
export function WebhookSecretCell({ webhook, onSecret }: { webhook: Webhook; onSecret?: (target: WebhookSecretTarget) => void }) {
  const { t, i18n } = useTranslation('webhooks');
  // the moment the cell was first shown: an overlap that ended before it is not mentioned
  const [shownAt] = useState(() => Date.now());
  const overlap = webhook.previousSecretUntil && Date.parse(webhook.previousSecretUntil) > shownAt ? webhook.previousSecretUntil : null;
  return (
    <Stack gap={4} align="flex-start">
      <Code>{webhook.secret}</Code>
      {overlap && <Text size="xs">{t('secret.previousUntil', { date: formatDateTime(overlap, i18n.language) })}</Text>}
      {onSecret && (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconEye size={14} aria-hidden />}
            onClick={() => onSecret({ mode: 'reveal', webhook })}
            aria-label={t('secret.revealOf', { url: webhook.url })}
          >
            {t('secret.reveal')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => onSecret({ mode: 'roll', webhook })}
            aria-label={t('secret.rollOf', { url: webhook.url })}
          >
            {t('secret.roll')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
