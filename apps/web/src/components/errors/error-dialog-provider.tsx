import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StepUpCancelledError } from '../../lib/api-error';
import { describeError, type ErrorView, type Translator } from '../../lib/describe-error';
import { ErrorDialogContext, type ShowError } from './error-dialog-context';

const ErrorDialogs = lazy(() => import('./error-dialogs').then((m) => ({ default: m.ErrorDialogs })));

export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation('errors');
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
      {view && (
        // loaded with the first error, then kept mounted (its modals animate out and give the focus back)
        <Suspense fallback={null}>
          <ErrorDialogs view={view} opened={opened} onClose={close} />
        </Suspense>
      )}
    </ErrorDialogContext.Provider>
  );
}
