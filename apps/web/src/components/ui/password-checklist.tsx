import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIMITS, PASSWORD_RULES, type PasswordRule } from '@portal/contract';

/**
 * The live password checklist (partner-portal §5): each rule turns green once met. Under it, what the server checks
 * besides (common and leaked passwords, a strength estimate) and that a long passphrase with spaces is welcome.
 */
export function PasswordChecklist({ password, title, labels }: { password: string; title: string; labels: Record<PasswordRule, string> }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap={4}>
      <List size="sm" spacing={2} aria-label={title} listStyleType="none">
        {(Object.keys(PASSWORD_RULES) as PasswordRule[]).map((rule) => {
          const ok = PASSWORD_RULES[rule](password);
          return (
            <List.Item key={rule} c={ok ? 'green.9' : 'dimmed'}>
              {ok ? '✓ ' : '○ '}
              {labels[rule]}
            </List.Item>
          );
        })}
      </List>
      <Text size="sm" c="dimmed">
        {t('passwordPolicy', { max: LIMITS.passwordMax })}
      </Text>
    </Stack>
  );
}
