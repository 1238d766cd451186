import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { getAccessToken } from '../api/get-access-token';
import { useFinalize } from '../hooks/use-finalize';
import { onIdentityError } from '../lib/network-notice';
import { launchSumsub } from '../lib/sumsub-sdk';

/**
 * Sumsub's WebSDK with an access token from the server. Its status event with review status
 * 'pending' triggers finalize; its submitted-applicant event marks the submit (customer-portal §4).
 */
export function SumsubWidget({ onSubmitted, onClose }: { onSubmitted: () => void; onClose: () => void }) {
  const { t, i18n } = useTranslation('kyb');
  const showError = useErrorDialog();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const { finalize, markSubmitted } = useFinalize(onSubmitted);
  const handlers = useRef({ finalize, markSubmitted });
  useEffect(() => {
    handlers.current = { finalize, markSubmitted };
  }, [finalize, markSubmitted]);
  useEffect(() => {
    if (!container.current) return;
    let stopped = false;
    const fail = onIdentityError((error) => showError(error));
    launchSumsub({
      container: container.current,
      token: getAccessToken,
      lang: i18n.language,
      onSubmitted: () => handlers.current.markSubmitted(),
      onPending: () => handlers.current.finalize(),
    }).catch((error: Error) => {
      if (stopped) return;
      setFailed(true);
      fail(error);
    });
    return () => {
      stopped = true;
    };
  }, [i18n.language, showError]);
  return (
    <Stack gap="md">
      {failed && (
        <Alert color="red" title={t('widget.unavailableTitle')}>
          {t('widget.unavailable')}
        </Alert>
      )}
      <Box ref={container} mih={failed ? 0 : 420} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('dialog.close')}
        </Button>
      </Group>
    </Stack>
  );
}
