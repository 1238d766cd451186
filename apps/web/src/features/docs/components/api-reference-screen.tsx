import { lazy, Suspense } from 'react';
import { Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CredentialsPanel } from './credentials-panel';
import { DocsPage } from './docs-page';
import { LastSignedPanel } from './last-signed-panel';
import { Busy } from '../../../components/ui/busy';

const SwaggerPanel = lazy(() => import('./swagger-panel'));

/** /docs/api: the interactive reference whose try-it signs requests in the browser. */
export function ApiReferenceScreen() {
  const { t } = useTranslation('docs');
  return (
    <DocsPage title={t('api.title')} intro={t('api.intro')}>
      <CredentialsPanel />
      <LastSignedPanel />
      <Suspense
        fallback={
          <Center py="xl">
            <Busy label={t('api.loading')} />
          </Center>
        }
      >
        <SwaggerPanel />
      </Suspense>
    </DocsPage>
  );
}
