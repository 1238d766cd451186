import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TwoFactorEnrolment } from '@portal/contract';
import { CodeProblemAlert } from '../../../components/ui/code-problem-alert';
import { CopyValue } from '../../../components/ui/copy-value';
import { OneTimeCodeInput } from '../../../components/ui/one-time-code-input';
import { useCodeForm } from '../../../hooks/use-code-form';
import { useCodeProblem } from '../../../hooks/use-code-problem';
import { useConfirmEnrolment } from '../api/confirm-enrolment';

/** Groups of four for reading the key aloud or typing it; the copy button copies it whole. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Step 1: scan the QR code (or type the key); step 2: a current code turns it on and brings the recovery codes. */
export function EnrolmentPanel({
  enrolment,
  onEnabled,
  onCancel,
}: {
  enrolment: TwoFactorEnrolment;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('security');
  const { form, issue } = useCodeForm('totp');
  const { problem, onError, clear } = useCodeProblem();
  const confirm = useConfirmEnrolment({ onSuccess: (answer) => onEnabled(answer.recoveryCodes), onError });
  return (
    <Stack gap="md">
      <Text size="sm">{t('enrol.step1')}</Text>
      <Image
        src={enrolment.qrCode}
        alt={t('enrol.qrAlt')}
        w={232}
        h={232}
        fit="contain"
        radius="sm"
        style={{ border: '1px solid var(--mantine-color-default-border)' }}
      />
      <Stack gap={4}>
        <Text size="sm" id="two-factor-key-label">
          {t('enrol.manual')}
        </Text>
        <div aria-labelledby="two-factor-key-label" role="group" data-testid="two-factor-secret">
          <CopyValue
            value={enrolment.secret}
            shown={grouped(enrolment.secret)}
            copyLabel={t('enrol.copySecret')}
            copiedLabel={t('copied')}
          />
        </div>
      </Stack>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ code }) => {
          clear();
          confirm.mutate(code);
        })}
      >
        <Stack gap="md" maw={360}>
          <Text size="sm">{t('enrol.step2')}</Text>
          <CodeProblemAlert problem={problem} />
          <OneTimeCodeInput
            {...form.register('code')}
            kind="totp"
            label={t('enrol.code')}
            withAsterisk
            error={issue ? t(issue) : undefined}
          />
          <Group>
            <Button type="submit" loading={confirm.isPending}>
              {t('enrol.confirm')}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t('enrol.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
