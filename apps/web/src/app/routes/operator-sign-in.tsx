import '../../styles/mantine-later.css';
import { Alert, Center, Container, Group, Paper } from '@mantine/core';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ROUTES } from '@portal/contract';
import { ErrorDialogProvider } from '../../components/errors/error-dialog-provider';
import { ConsoleSignIn } from '../../features/console/components/console-sign-in';
import { useOperatorSession, type CONSOLE_IDLE_STATE } from '../../features/console/lib/operator-session';
import { LanguageSwitcher } from '../layouts/language-switcher';
import { MAIN_CONTENT_ID } from '../layouts/skip-link';

/** /operator/sign-in: the console's own sign-in, apart from the partners' /auth. */
export function Component() {
  const session = useOperatorSession();
  const navigate = useNavigate();
  const { t } = useTranslation('console');
  const idle = (useLocation().state as typeof CONSOLE_IDLE_STATE | null)?.idle === true;
  if (session) return <Navigate to={CONSOLE_ROUTES.partners} replace />;
  return (
    <ErrorDialogProvider>
      <main id={MAIN_CONTENT_ID}>
        <Container size={440} py="xl">
          <Group justify="flex-end" mb="md">
            <LanguageSwitcher />
          </Group>
          {idle && (
            <Alert color="yellow" role="status" mb="md">
              {t('signIn.idleEnded')}
            </Alert>
          )}
          <Center>
            <Paper withBorder p="lg" w="100%">
              <ConsoleSignIn onSignedIn={() => void navigate(CONSOLE_ROUTES.partners, { replace: true })} />
            </Paper>
          </Center>
        </Container>
      </main>
    </ErrorDialogProvider>
  );
}
