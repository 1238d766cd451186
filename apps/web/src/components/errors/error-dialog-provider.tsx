import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StepUpCancelledError } from '../../lib/api-error';
import { describeError, type ErrorView, type Translator } from '../../lib/describe-error';
import { ErrorDialogContext, type ShowError } from './error-dialog-context';
import { ERROR_DIALOG_Z_INDEX, TwoFactorDialog } from './two-factor-dialog';

export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('errors');
  const [view, setView] = useState<ErrorView | null>(null);
  const [opened, setOpened] = useState(false);
  const translator = useMemo<Translator>(
    () => ({
      t: (key, values) => i18n.t(key as never, { ns: 'errors', ...values }) as string,
      exists: (key) => i18n.exists(key, { ns: 'errors' }),
    }),
    [i18n],
  );
  const show = useCallback<ShowError>(
    (error, rules) => {
      if (error instanceof StepUpCancelledError) return; // the user chose not to confirm: nothing to explain
      setView(describeError(error, translator, rules));
      setOpened(true);
    },
    [translator],
  );
  const close = () => setOpened(false);
  return (
    <ErrorDialogContext.Provider value={show}>
      {children}
      <TwoFactorDialog opened={opened && view?.kind === 'twoFactor'} onClose={close} />
      <Modal
        opened={opened && view?.kind === 'message'}
        onClose={close}
        title={view?.kind === 'message' ? view.title : ''}
        centered
        zIndex={ERROR_DIALOG_Z_INDEX}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Text>{view?.kind === 'message' ? view.message : ''}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={close}>{t('close')}</Button>
        </Group>
      </Modal>
    </ErrorDialogContext.Provider>
  );
}
