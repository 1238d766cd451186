import { useState } from 'react';
import { Alert, Button, Group, List, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PARTNER_API, pathOf } from '@portal/contract';
import { checkSignature, type CheckResult, type Finding } from '../lib/diagnose';
import { CodeBlock } from './code-block';

const FINDING_KEYS = {
  match: 'auth.checker.findings.match',
  milliseconds: 'auth.checker.findings.milliseconds',
  timestampNotNumber: 'auth.checker.findings.timestampNotNumber',
  methodCase: 'auth.checker.findings.methodCase',
  missingQuery: 'auth.checker.findings.missingQuery',
  fullUrl: 'auth.checker.findings.fullUrl',
  bodyWhitespace: 'auth.checker.findings.bodyWhitespace',
  bodyOmitted: 'auth.checker.findings.bodyOmitted',
  bodyEmptyObject: 'auth.checker.findings.bodyEmptyObject',
  separators: 'auth.checker.findings.separators',
  upperCaseHex: 'auth.checker.findings.upperCaseHex',
  base64: 'auth.checker.findings.base64',
  unknown: 'auth.checker.findings.unknown',
} as const satisfies Record<Exclude<Finding['code'], 'clockSkew'>, string>;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The user enters what their code signed and the signature it produced; the page shows the
 * expected signature, the string to sign and what differs. Everything stays in the browser.
 */
export function SignatureChecker() {
  const { t } = useTranslation('docs');
  const [values, setValues] = useState({
    ts: '',
    method: 'GET',
    path: `${pathOf(PARTNER_API.clients)}?take=5`,
    body: '',
    secret: '',
    signature: '',
  });
  const [result, setResult] = useState<CheckResult | null>(null);
  const set = (key: keyof typeof values) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
    setResult(null);
  };
  const ready = values.ts.trim() && values.method.trim() && values.path.trim() && values.secret && values.signature.trim();
  const run = async () => setResult(await checkSignature({ ...values, nowSeconds: nowSeconds() }));
  const describe = (f: Finding) =>
    f.code === 'clockSkew'
      ? t(f.side === 'older' ? 'auth.checker.findings.clockSkewOlder' : 'auth.checker.findings.clockSkewNewer', {
          seconds: String(f.seconds),
        })
      : f.code === 'methodCase'
        ? t(FINDING_KEYS.methodCase, { sent: f.sent })
        : t(FINDING_KEYS[f.code]);
  return (
    <Paper withBorder p="md" radius="md">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void run();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('auth.checker.intro')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Stack gap={4}>
              <TextInput label={t('auth.checker.ts')} value={values.ts} onChange={set('ts')} inputMode="numeric" autoComplete="off" />
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => setValues((v) => ({ ...v, ts: String(nowSeconds()) }))}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('auth.checker.useNow')}
              </Button>
            </Stack>
            <TextInput label={t('auth.checker.method')} value={values.method} onChange={set('method')} autoComplete="off" />
            <TextInput
              label={t('auth.checker.path')}
              description={t('auth.checker.pathHint')}
              value={values.path}
              onChange={set('path')}
              autoComplete="off"
            />
          </SimpleGrid>
          <Textarea
            label={t('auth.checker.body')}
            description={t('auth.checker.bodyHint')}
            value={values.body}
            onChange={set('body')}
            autosize
            minRows={2}
            styles={{ input: { fontFamily: 'monospace' } }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput
              label={t('auth.checker.secret')}
              description={t('auth.checker.secretHint')}
              value={values.secret}
              onChange={set('secret')}
              autoComplete="off"
              visibilityToggleButtonProps={{ 'aria-label': t('api.credentials.toggleSecret') }}
            />
            <TextInput
              label={t('auth.checker.signature')}
              description={t('auth.checker.signatureHint')}
              value={values.signature}
              onChange={set('signature')}
              autoComplete="off"
              styles={{ input: { fontFamily: 'monospace' } }}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" disabled={!ready}>
              {t('auth.checker.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {result && (
        <Stack gap="sm" mt="md" aria-live="polite" data-testid="checker-result">
          <Alert
            color={result.matches ? 'green' : 'red'}
            variant="light"
            title={t(result.matches ? 'auth.checker.matchTitle' : 'auth.checker.mismatchTitle')}
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            <List spacing={4} size="sm">
              {result.findings.map((f) => (
                <List.Item key={f.code}>{describe(f)}</List.Item>
              ))}
            </List>
          </Alert>
          <Title order={3} size="h5">
            {t('auth.checker.expected')}
          </Title>
          <CodeBlock code={result.expected} label={t('auth.checker.expected')} />
          <Title order={3} size="h5">
            {t('auth.checker.stringToSign')}
          </Title>
          <CodeBlock code={JSON.stringify(result.stringToSign)} label={t('auth.checker.stringToSign')} />
          <Text size="sm">{t('auth.checker.quoted')}</Text>
        </Stack>
      )}
    </Paper>
  );
}
