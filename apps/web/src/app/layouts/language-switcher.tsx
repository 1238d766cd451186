import { NativeSelect } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, ROUTES } from '@portal/contract';
import { isLanguage } from '../../lib/i18n';

/** en / it; the choice is kept in localStorage. Changing it on /support returns home (customer-portal §2). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const change = async (language: string) => {
    if (!isLanguage(language)) return;
    await i18n.changeLanguage(language);
    if (pathname.startsWith(ROUTES.support)) await navigate(ROUTES.root);
  };
  return (
    <NativeSelect
      size="xs"
      label={t('footer.language')}
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(event) => void change(event.currentTarget.value)}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
    />
  );
}
