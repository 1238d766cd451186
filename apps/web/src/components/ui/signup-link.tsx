import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ROUTES, type StatusObject } from '@portal/contract';
import { notify } from '../../lib/notify';

export type RegistrationSwitches = Pick<StatusObject, 'registrationEnabled' | 'regionRestricted' | 'registrationDisabledReason'>;

/** Registration is closed when it is disabled or the region is restricted (partner-portal §6). */
export const signupBlocked = (s: RegistrationSwitches | undefined): boolean => !!s && (!s.registrationEnabled || s.regionRestricted);

/** The notice of a closed registration (customer-portal §4): disabled with its reason, else region restricted. */
export function notifySignupBlocked(s: RegistrationSwitches, t: TFunction<'registration'>) {
  const reason = s.registrationDisabledReason?.trim();
  let message = t('blocked.region');
  if (!s.registrationEnabled) message = reason ? t('blocked.disabled', { reason }) : t('blocked.disabledNoReason');
  notify({ kind: 'info', title: t('blocked.title'), message });
}

/** A link to /auth/signup; while registration is closed the click stays here and explains why. */
export function SignupLink({ status, children }: { status: RegistrationSwitches | undefined; children: ReactNode }) {
  const { t } = useTranslation('registration');
  return (
    <Anchor
      component={Link}
      to={ROUTES.signup}
      size="sm"
      onClick={(e) => {
        if (!status || !signupBlocked(status)) return;
        e.preventDefault();
        notifySignupBlocked(status, t);
      }}
    >
      {children}
    </Anchor>
  );
}
