import { Anchor, Checkbox } from '@mantine/core';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { ROUTES } from '@portal/contract';

/** The terms and AML checkboxes, both required. */
export function LegalChecks(p: {
  terms: boolean;
  aml: boolean;
  onChange: (k: 'terms' | 'aml', v: boolean) => void;
  errors: { terms?: string; aml?: string };
}) {
  const { t } = useTranslation('registration');
  return (
    <>
      <Checkbox
        checked={p.terms}
        onChange={(e) => p.onChange('terms', e.currentTarget.checked)}
        error={p.errors.terms}
        label={
          <Trans
            t={t}
            i18nKey="legal.terms"
            components={{ a: <Anchor component={Link} to={ROUTES.legalTerms} target="_blank" inherit /> }}
          />
        }
      />
      <Checkbox
        checked={p.aml}
        onChange={(e) => p.onChange('aml', e.currentTarget.checked)}
        error={p.errors.aml}
        label={
          <Trans t={t} i18nKey="legal.aml" components={{ a: <Anchor component={Link} to={ROUTES.legalAml} target="_blank" inherit /> }} />
        }
      />
    </>
  );
}
