import { Anchor, Box, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@portal/contract';
import { useStatus } from '../../features/status/api/get-status';
import { LanguageSwitcher } from './language-switcher';
import classes from './shell.module.css';

const LEGAL_LINKS = [
  { key: 'footer.privacy', to: ROUTES.legalPrivacy },
  { key: 'footer.terms', to: ROUTES.legalTerms },
  { key: 'footer.aml', to: ROUTES.legalAml },
] as const;

/** Legal links, Support when signed in, the language switcher and the copyright (customer-portal §2). */
export function AppFooter({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  const brandName = useStatus().data?.brand.name ?? '';
  const links = loggedIn ? [...LEGAL_LINKS, { key: 'footer.support', to: ROUTES.support } as const] : LEGAL_LINKS;
  return (
    <Box component="footer" className={classes.footer} px="lg" py="md">
      <Group justify="space-between" align="flex-end" gap="md">
        <Group component="nav" aria-label={t('footer.legalLabel')} gap="lg">
          {links.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} size="sm">
              {t(link.key)}
            </Anchor>
          ))}
        </Group>
        <Group gap="lg" align="flex-end">
          <LanguageSwitcher />
          <Text size="sm">{t('footer.copyright', { year: new Date().getFullYear(), name: brandName })}</Text>
        </Group>
      </Group>
    </Box>
  );
}
