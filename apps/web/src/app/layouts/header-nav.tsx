import { Button, Group } from '@mantine/core';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HEADER_LINKS } from './header-links';

export function HeaderNav() {
  const { t } = useTranslation();
  return (
    <Group component="nav" aria-label={t('nav.topLabel')} gap={4} visibleFrom="sm" wrap="nowrap">
      {HEADER_LINKS.map(({ key, to, icon: Icon }) => (
        <Button key={to} component={NavLink} to={to} variant="subtle" leftSection={<Icon size={18} aria-hidden />}>
          {t(key)}
        </Button>
      ))}
    </Group>
  );
}
