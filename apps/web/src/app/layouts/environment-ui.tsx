import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ENVIRONMENTS } from '@portal/contract';
import { environmentStore, useEnvironment } from '../../lib/environment';
import { useMe } from '../../features/user/api/get-me';
import classes from './shell.module.css';

/** The sandbox's own colours, apart from every brand's: its banner and the switch's pressed button. */
export const SANDBOX_COLORS = { background: '#fd7e14', text: '#000000' } as const;

const LABEL = { sandbox: 'sandbox', live: 'live' } as const;

/**
 * The header's switch between the partner's sandbox and live environment (per tab). Shown to a member of a partner in
 * good standing or not verified yet (its sandbox); the server still decides what each environment shows.
 */
export function EnvironmentSwitch() {
  const { t } = useTranslation('environment');
  const environment = useEnvironment();
  const standing = useMe().data?.partnerStanding;
  if (standing !== 'VERIFIED' && standing !== 'UNVERIFIED') return null;
  return (
    <Group role="group" aria-label={t('label')} gap={0} wrap="nowrap">
      {ENVIRONMENTS.map((e) => {
        const active = e === environment;
        const colors = active && e === 'sandbox' ? { backgroundColor: SANDBOX_COLORS.background, color: SANDBOX_COLORS.text } : undefined;
        return (
          <Button
            key={e}
            size="compact-sm"
            variant={active ? 'filled' : 'default'}
            style={colors}
            aria-pressed={active}
            onClick={() => environmentStore.set(e)}
            data-testid={`environment-${e}`}
          >
            {t(LABEL[e])}
          </Button>
        );
      })}
    </Group>
  );
}

/**
 * On every screen while the tab shows the sandbox, so that nobody takes its test data for real money. A landmark of
 * its own (named as the switch is): it sits between the header and the main content, and assistive technology lists
 * every part of a page by its landmarks.
 */
export function SandboxBanner() {
  const { t } = useTranslation('environment');
  return (
    <section
      aria-label={t('label')}
      className={classes.sandboxBanner}
      style={{ backgroundColor: SANDBOX_COLORS.background, color: SANDBOX_COLORS.text }}
    >
      <div role="note">{t('banner')}</div>
    </section>
  );
}
