import { Anchor, Center, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, type RegisterBody } from '@portal/contract';
import { notify } from '../../../lib/notify';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { isApiError } from '../../../lib/api-error';
import { useRegister } from '../api/register';
import { BusinessRegistrationForm } from './business-form';
import { DeveloperRegistrationForm } from './developer-form';

export const SIGNUP_DEVELOPER = `${ROUTES.signup}/developer`;

/** /auth/signup (Company) and /auth/signup/developer (Developer): the active tab follows the path. */
export function SignupScreen({
  tab,
  businessEnabled,
  invitationEnabled,
}: {
  tab: 'company' | 'developer';
  businessEnabled: boolean;
  invitationEnabled: boolean;
}) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const showError = useErrorDialog();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const code = params.get('code') ?? '';
  const reg = useRegister(() => {
    notify({ kind: 'success', title: t('done.title'), message: t('done.message') });
    void navigate(ROUTES.auth, { replace: true });
  });
  const submit = (body: RegisterBody) => reg.mutate(body, { onError: (err) => showError(err, disabledRule(err)) });
  // registration_disabled names its reason in param_value (partner-portal §8): the message shows it
  const disabledRule = (err: unknown) => {
    const reason = isApiError(err) && err.code === 'registration_disabled' ? err.body?.param_value?.trim() : undefined;
    const message = reason ? t('blocked.disabled', { reason }) : t('blocked.disabledNoReason');
    return [{ error: 'registration_disabled', title: t('blocked.title'), message }];
  };
  const qs = params.toString() ? `?${params.toString()}` : '';
  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={560}>
        <Stack gap="lg">
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Tabs
            value={tab}
            onChange={(v) => void navigate(`${v === 'developer' ? SIGNUP_DEVELOPER : ROUTES.signup}${qs}`, { replace: true })}
          >
            <Tabs.List grow>
              <Tabs.Tab value="company" disabled={!businessEnabled}>
                {t('tabs.company')}
              </Tabs.Tab>
              <Tabs.Tab value="developer" disabled={!invitationEnabled}>
                {t('tabs.developer')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="company" pt="md">
              {businessEnabled ? (
                <BusinessRegistrationForm email={email} pending={reg.isPending} onSubmit={submit} />
              ) : (
                <Text>{t('tabs.companyDisabled')}</Text>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="developer" pt="md">
              {invitationEnabled ? (
                <DeveloperRegistrationForm email={email} code={code} pending={reg.isPending} onSubmit={submit} />
              ) : (
                <Text>{t('tabs.developerDisabled')}</Text>
              )}
            </Tabs.Panel>
          </Tabs>
          <Group gap={4}>
            <Text size="sm">{t('haveAccount')}</Text>
            <Anchor component={Link} to={ROUTES.auth} size="sm">
              {t('signIn')}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
