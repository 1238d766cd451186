import { useState, type FormEvent } from 'react';
import { Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { FormActions } from '../../../components/ui/form-actions';
import { notify } from '../../../lib/notify';
import { useBrands } from '../api/get-brands';
import { BrandSelect } from './brand-select';
import { FormDialog } from './form-dialog';
import { useCreatePartner } from '../api/create-partner';

/** "Create a partner", as `npm run admin -- partner create` does; the owner chooses its password from the mail. */
export function PartnerCreateButton({ onCreated }: { onCreated: (id: string) => void }) {
  const { t } = useTranslation('console');
  const showError = useErrorDialog();
  const brands = useBrands();
  const create = useCreatePartner();
  const [opened, setOpened] = useState(false);
  const [email, setEmail] = useState('');
  const [company, setCompany] = useState('');
  const [agent, setAgent] = useState<string | null>(null);
  const brand = agent ?? brands.data?.defaultAgent ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!brand) return;
    create.mutate(
      { email: email.trim(), company: company.trim(), agent: brand },
      {
        onSuccess: (created) => {
          notify({ message: t('partnerCreate.done', { wlpId: created.wlpId, email: created.email }), kind: 'success' });
          setOpened(false);
          onCreated(created.id);
        },
        onError: (e) => showError(e),
      },
    );
  };
  return (
    <FormDialog label={t('partnerCreate.open')} title={t('partnerCreate.title')} opened={opened} setOpened={setOpened} onSubmit={submit}>
      <Text size="sm">{t('partnerCreate.intro')}</Text>
      <TextInput
        label={t('partnerCreate.email')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
        required
        data-autofocus
      />
      <TextInput
        label={t('partnerCreate.company')}
        value={company}
        minLength={LIMITS.companyMin}
        maxLength={LIMITS.companyMax}
        onChange={(e) => setCompany(e.currentTarget.value)}
        required
      />
      <BrandSelect label={t('partnerCreate.brand')} value={brand} onChange={setAgent} />
      <FormActions
        cancelLabel={t('partner.cancel')}
        submitLabel={t('partnerCreate.submit')}
        onCancel={() => setOpened(false)}
        pending={create.isPending}
        disabled={!brand}
      />
    </FormDialog>
  );
}
