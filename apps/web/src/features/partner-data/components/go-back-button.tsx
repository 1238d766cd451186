import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Go back: to the previous screen with its filters and page (they live in its URL), else to `fallback`. */
export function GoBackButton({ fallback }: { fallback: string }) {
  const { t } = useTranslation('data');
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => (location.key === 'default' ? navigate(fallback) : navigate(-1));
  return (
    <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={() => void back()}>
      {t('actions.goBack')}
    </Button>
  );
}
