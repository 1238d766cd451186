import { useEffect } from 'react';
import { Alert, Anchor, Stack } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@portal/contract';
import { notify } from '../../../lib/notify';
import { isApiError } from '../../../lib/api-error';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthCard } from './auth-card';
import { Busy } from '../../../components/ui/busy';

/** /confirm/email/:code: success → the 'confirm email' notice and `/`; failure explains itself. */
export function ConfirmEmailScreen({ code }: { code: string }) {
  const { t } = useTranslation('recovery');
  const navigate = useNavigate();
  const q = useConfirmEmail(code);
  useEffect(() => {
    if (q.isSuccess) {
      notify({ kind: 'success', title: t('confirm.doneTitle'), message: t('confirm.done') });
      void navigate(ROUTES.root, { replace: true });
    }
  }, [q.isSuccess, navigate, t]);
  const invalidCode = isApiError(q.error) && q.error.code === 'code_invalid';
  return (
    <AuthCard title={t('confirm.title')}>
      {q.isPending || q.isSuccess ? (
        <Busy label={t('confirm.checking')} />
      ) : (
        <Stack>
          <Alert color="red" variant="light" role="alert" title={t('confirm.errorTitle')}>
            {invalidCode ? t('confirm.invalidCode') : t('confirm.error')}
          </Alert>
          <Anchor component={Link} to={ROUTES.auth} size="sm">
            {t('backToLogin')}
          </Anchor>
        </Stack>
      )}
    </AuthCard>
  );
}
