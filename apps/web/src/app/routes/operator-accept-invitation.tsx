import '../../styles/mantine-later.css';
import { Center, Container, Group, Paper } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ErrorDialogProvider } from '../../components/errors/error-dialog-provider';
import { AcceptInvitation } from '../../features/console/components/accept-invitation';
import { LanguageSwitcher } from '../layouts/language-switcher';
import { MAIN_CONTENT_ID } from '../layouts/skip-link';

/** /operator/accept-invitation?code=…&email=…: an invited operator sets its password. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <ErrorDialogProvider>
      <main id={MAIN_CONTENT_ID}>
        <Container size={480} py="xl">
          <Group justify="flex-end" mb="md">
            <LanguageSwitcher />
          </Group>
          <Center>
            <Paper withBorder p="lg" w="100%">
              <AcceptInvitation code={params.get('code') ?? ''} email={params.get('email') ?? ''} />
            </Paper>
          </Center>
        </Container>
      </main>
    </ErrorDialogProvider>
  );
}
