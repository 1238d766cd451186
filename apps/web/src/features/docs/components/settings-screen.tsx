import { Anchor, Badge, Button, Code, List, Text } from '@mantine/core';
import { IconKey, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@portal/contract';
import { DocsPage, DocsSection } from './docs-page';
import { SampleTable } from './sample-table';

const SAMPLE_MEMBERS = [
  { email: 'developer@your-company.example', role: 'DEVELOPER', active: false },
  { email: 'lead@your-company.example', role: 'DEVELOPER', active: true },
] as const;
const SAMPLE_SECRETS = [
  {
    label: 'settings.secrets.sampleProduction',
    token: 'pk_Qm8x2LrT0aVw9cJe4HnZ',
    secret: 'sk_****************k3Pz',
    lastUsed: '09/10/2025 10:42:17',
  },
  { label: 'settings.secrets.sampleStaging', token: 'pk_7fYs1KdN3uBo6GqM8tRi', secret: 'sk_****************Wd0a', lastUsed: '—' },
] as const;

/** /docs/settings: how team members and secret keys work, with sample data and disabled buttons (partner-portal §2). */
export function SettingsScreen() {
  const { t } = useTranslation('docs');
  const disabled = (label: string) => (
    <Button size="xs" variant="default" disabled>
      {label}
    </Button>
  );
  return (
    <DocsPage title={t('settings.title')} intro={t('settings.intro')}>
      <DocsSection id="settings-team" title={t('settings.team.title')}>
        <List spacing="xs">
          <List.Item>{t('settings.team.invite')}</List.Item>
          <List.Item>{t('settings.team.register')}</List.Item>
          <List.Item>{t('settings.team.states')}</List.Item>
          <List.Item>{t('settings.team.owner')}</List.Item>
        </List>
        <SampleTable
          caption={t('settings.team.caption')}
          headers={[t('settings.team.email'), t('settings.team.role'), t('settings.team.state'), t('settings.team.actions')]}
          action={
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} disabled>
              {t('settings.team.inviteButton')}
            </Button>
          }
          rows={SAMPLE_MEMBERS.map((m) => ({
            key: m.email,
            cells: [
              m.email,
              m.role,
              <Badge variant="dot" color={m.active ? 'green' : 'gray'}>
                {t(m.active ? 'settings.team.active' : 'settings.team.invited')}
              </Badge>,
              disabled(t(m.active ? 'settings.team.disable' : 'settings.team.remove')),
            ],
          }))}
        />
      </DocsSection>
      <DocsSection id="settings-secrets" title={t('settings.secrets.title')}>
        <List spacing="xs">
          <List.Item>{t('settings.secrets.generate')}</List.Item>
          <List.Item>{t('settings.secrets.once')}</List.Item>
          <List.Item>{t('settings.secrets.use')}</List.Item>
          <List.Item>{t('settings.secrets.rotate')}</List.Item>
        </List>
        <SampleTable
          caption={t('settings.secrets.caption')}
          headers={[
            t('settings.secrets.label'),
            t('settings.secrets.token'),
            t('settings.secrets.secret'),
            t('settings.secrets.lastUsed'),
            t('settings.team.actions'),
          ]}
          action={
            <Button leftSection={<IconKey size={16} aria-hidden />} disabled>
              {t('settings.secrets.generateButton')}
            </Button>
          }
          rows={SAMPLE_SECRETS.map((s) => ({
            key: s.token,
            cells: [t(s.label), <Code>{s.token}</Code>, <Code>{s.secret}</Code>, s.lastUsed, disabled(t('settings.secrets.delete'))],
          }))}
        />
        <Text>
          {t('settings.where')}{' '}
          <Anchor component={Link} to={ROUTES.account}>
            {t('settings.accountLink')}
          </Anchor>
        </Text>
      </DocsSection>
    </DocsPage>
  );
}
