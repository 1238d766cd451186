import { Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@portal/contract';
import { countryName } from '../../../lib/country-name';
import { formatDate, formatDateTime } from '../../../lib/format';
import { isBusiness } from '../lib/profile';
import { BusinessVerification } from './business-verification';
import { ProfileField } from './profile-field';

/**
 * Profile data (customer-portal §2): name or company, user id, e-mail (verified or not), status (from the
 * disabled flag), KYC level, birth date (dd/MM/yyyy), country, phone with its Edit button, company
 * registration number and address, registration date and previous login.
 */
export function ProfileData({ user, onEditPhone }: { user: User; onEditPhone: () => void }) {
  const { t, i18n } = useTranslation('account');
  const lang = i18n.language;
  const none = t('profile.none');
  const business = isBusiness(user);
  const person = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const country = user.country ?? user.companyCountry;
  return (
    <Paper withBorder p="lg" radius="md" h="100%">
      <Stack gap="md">
        <Title order={2} size="h3" id="profile-data-title">
          {t('profile.title')}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md" m={0} aria-labelledby="profile-data-title">
          {business ? (
            <ProfileField label={t('profile.fields.companyName')}>{user.companyName || none}</ProfileField>
          ) : (
            <ProfileField label={t('profile.fields.name')}>{person || none}</ProfileField>
          )}
          <ProfileField label={t('profile.fields.userId')}>
            <Text component="span" ff="monospace" fz="sm">
              {user.id}
            </Text>
          </ProfileField>
          <ProfileField label={t('profile.fields.email')}>
            {user.email} · {user.emailConfirmed ? t('profile.emailVerified') : t('profile.emailNotVerified')}
          </ProfileField>
          <ProfileField label={t('profile.fields.status')}>{user.disabled ? t('profile.inactive') : t('profile.active')}</ProfileField>
          <ProfileField label={t('profile.fields.kycLevel')}>{t('profile.kycLevelValue', { tier: String(user.kycTier) })}</ProfileField>
          {!business && <ProfileField label={t('profile.fields.birthDate')}>{formatDate(user.birthDate, lang) || none}</ProfileField>}
          <ProfileField label={t('profile.fields.country')}>{country ? countryName(country, lang) : none}</ProfileField>
          <ProfileField label={t('profile.fields.phone')}>
            <Group gap="xs" wrap="nowrap">
              <span>{user.mobileNumber || none}</span>
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={onEditPhone}
                aria-label={t('profile.editPhoneLabel')}
              >
                {t('profile.editPhone')}
              </Button>
            </Group>
          </ProfileField>
          {business && <ProfileField label={t('profile.fields.companyRegNumber')}>{user.companyRegNumber || none}</ProfileField>}
          {business && <ProfileField label={t('profile.fields.companyAddress')}>{user.companyAddress || none}</ProfileField>}
          <ProfileField label={t('profile.fields.registrationDate')}>{formatDate(user.createdDate, lang)}</ProfileField>
          <ProfileField label={t('profile.fields.previousLogin')}>
            {user.previousLoginDate ? formatDateTime(user.previousLoginDate, lang) : t('profile.firstLogin')}
          </ProfileField>
        </SimpleGrid>
        {business && (
          <>
            <Divider />
            <BusinessVerification user={user} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
