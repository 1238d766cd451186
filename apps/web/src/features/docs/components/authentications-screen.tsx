import { useTranslation } from 'react-i18next';
import { signingSamples } from '../lib/code-samples';
import { CodeSamples } from './code-samples';
import { DocsPage, DocsSection } from './docs-page';
import { KeyRules, RefusalsTable, ScopesTable } from './key-rules';
import { SignatureChecker } from './signature-checker';
import { HeadersTable, RejectionsTable, SigningSteps } from './signing-rules';

/**
 * /docs/authentications: headers and signing rules (partner-portal §7), what a key may be limited to (scopes,
 * expiry, roll, IP lists), samples, the 401 and 403 reasons and the signature checker.
 */
export function AuthenticationsScreen() {
  const { t } = useTranslation('docs');
  return (
    <DocsPage title={t('auth.title')} intro={t('auth.intro')}>
      <DocsSection id="auth-headers" title={t('auth.headers.title')}>
        <HeadersTable />
      </DocsSection>
      <DocsSection id="auth-signing" title={t('auth.steps.title')}>
        <SigningSteps />
      </DocsSection>
      <DocsSection id="auth-samples" title={t('auth.samples.title')}>
        <CodeSamples samples={signingSamples(window.location.origin)} label={t('auth.samples.label')} />
      </DocsSection>
      <DocsSection id="auth-keys" title={t('auth.keys.title')}>
        <KeyRules />
        <ScopesTable />
      </DocsSection>
      <DocsSection id="auth-reasons" title={t('auth.reasons.title')}>
        <RejectionsTable />
      </DocsSection>
      <DocsSection id="auth-refusals" title={t('auth.keys.refusals.title')}>
        <RefusalsTable />
      </DocsSection>
      <DocsSection id="auth-checker" title={t('auth.checker.title')}>
        <SignatureChecker />
      </DocsSection>
    </DocsPage>
  );
}
