import { useState } from 'react';
import { Alert, Button, Code, Image, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { operatorSignInBody, type OperatorEnrolment, type OperatorSignInBody } from '@portal/contract';
import { OneTimeCodeInput } from '../../../components/ui/one-time-code-input';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { isApiError } from '../../../lib/api-error';
import { useSignIn } from '../api/sign-in';
import { useStartEnrolment } from '../api/start-enrolment';
import { consoleResolver, useFieldError } from '../lib/console-form';

type Step = 'password' | 'code' | 'enrol';

/**
 * The console's sign-in: e-mail and password, then always the authenticator code; at the first
 * sign-in the authenticator is enrolled first (QR code and secret), and its first code signs in.
 */
export function ConsoleSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('console');
  const showError = useErrorDialog();
  const [step, setStep] = useState<Step>('password');
  const form = useForm<OperatorSignInBody>({
    resolver: consoleResolver(operatorSignInBody),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const fieldError = useFieldError();
  const [email, password, code] = useWatch({ control: form.control, name: ['email', 'password', 'code'] });
  const [problem, setProblem] = useState<'credentials' | 'code' | null>(null);
  const [enrolment, setEnrolment] = useState<OperatorEnrolment | null>(null);
  const enrol = useStartEnrolment();
  const signIn = useSignIn({
    onError: (error) => {
      if (!isApiError(error)) return showError(error);
      if (error.code === 'two_factor_required') return setStep('code');
      if (error.code === 'two_factor_enrolment_required') {
        return enrol.mutate(
          { email: form.getValues('email'), password: form.getValues('password') },
          { onSuccess: (e) => (setEnrolment(e), setStep('enrol')), onError: (e) => showError(e) },
        );
      }
      if (error.code === 'invalid_credentials') return setProblem('credentials');
      if (error.code === 'two_factor_code_invalid') return setProblem('code');
      showError(error);
    },
  });
  const submit = (body: OperatorSignInBody) => {
    setProblem(null);
    signIn.mutate(body, { onSuccess: onSignedIn });
  };
  const back = () => {
    setStep('password');
    setProblem(null);
  };
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(submit)(e)}>
      <Stack gap="md">
        <Title order={1}>{t('signIn.title')}</Title>
        {problem && (
          <Alert color="red" role="alert">
            {t(problem === 'credentials' ? 'signIn.invalidCredentials' : 'signIn.invalidCode')}
          </Alert>
        )}
        {step === 'password' && (
          <>
            <Text size="sm">{t('signIn.intro')}</Text>
            <TextInput
              type="email"
              label={t('signIn.email')}
              autoComplete="username"
              {...form.register('email', { setValueAs: (v: string) => v.trim() })}
              error={fieldError(errors.email)}
              required
            />
            <PasswordInput
              label={t('signIn.password')}
              autoComplete="current-password"
              {...form.register('password')}
              error={fieldError(errors.password)}
              visibilityToggleButtonProps={{ 'aria-label': t('signIn.togglePassword') }}
              required
            />
          </>
        )}
        {step === 'enrol' && enrolment && (
          <Stack gap="xs">
            <Title order={2} size="h3">
              {t('signIn.enrolTitle')}
            </Title>
            <Text size="sm">{t('signIn.enrolIntro')}</Text>
            <Image src={enrolment.qrCode} alt={t('signIn.qrAlt')} w={200} h={200} />
            <Text size="sm">{t('signIn.secretLabel')}</Text>
            <Code data-testid="operator-totp-secret" style={{ wordBreak: 'break-all' }}>
              {enrolment.secret}
            </Code>
          </Stack>
        )}
        {/* unregistered with its field: the password step sends no code */}
        {step !== 'password' && (
          <OneTimeCodeInput
            kind="totp"
            label={t('signIn.code')}
            description={t('signIn.codeHelp')}
            {...form.register('code', { shouldUnregister: true, setValueAs: (v: string) => v.replace(/\s/g, '') })}
            error={fieldError(errors.code)}
            required
            autoFocus
          />
        )}
        <Button
          type="submit"
          loading={signIn.isPending || enrol.isPending}
          disabled={!email || !password || (step !== 'password' && !code)}
        >
          {step === 'password' ? t('signIn.continue') : t('signIn.submit')}
        </Button>
        {step !== 'password' && (
          <Button variant="subtle" onClick={back}>
            {t('signIn.back')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
