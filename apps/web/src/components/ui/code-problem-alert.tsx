import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CodeProblem } from '../../hooks/use-code-problem';

export function CodeProblemAlert({ problem }: { problem: CodeProblem | null }) {
  const { t } = useTranslation('security');
  if (!problem) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {t(problem)}
    </Alert>
  );
}
