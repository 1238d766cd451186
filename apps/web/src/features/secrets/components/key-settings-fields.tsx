import { useState } from 'react';
import { Checkbox, Radio, Group, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { KEY_ACCESS, KEY_ALLOWED_IPS_MAX, PARTNER_RESOURCES, type PartnerScope } from '@portal/contract';
import type { IssueKeyOf } from '../../../lib/form-issues';
import { KEY_FORM_ISSUES, localDay, type KeyFormValues } from '../lib/key-form';
import { ACCESS_LABEL, RESOURCE_LABEL } from '../lib/key-labels';

type Issue = IssueKeyOf<typeof KEY_FORM_ISSUES>;

/** Access (full, read-only, chosen scopes), the scopes, the expiry day and the IP list of a new key. */
export function KeySettingsFields({
  control,
  register,
  errors,
  access,
}: {
  control: Control<KeyFormValues>;
  register: UseFormRegister<KeyFormValues>;
  errors: FieldErrors<KeyFormValues>;
  access: KeyFormValues['access'];
}) {
  const { t } = useTranslation('secrets');
  // the first day a key may expire on: tomorrow, as the form opened
  const [tomorrow] = useState(() => localDay(new Date(Date.now() + 86_400_000)));
  const issue = (field: 'scopes' | 'expiryDay' | 'ips') => {
    const key = errors[field]?.message as Issue | undefined;
    return key ? t(key, { max: String(KEY_ALLOWED_IPS_MAX) }) : undefined;
  };
  return (
    <>
      <Controller
        control={control}
        name="access"
        render={({ field }) => (
          <Radio.Group {...field} label={t('generate.access')} description={t('generate.accessHint')}>
            <Group mt="xs">
              {KEY_ACCESS.map((a) => (
                <Radio key={a} value={a} label={t(ACCESS_LABEL[a])} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      {access === 'RESTRICTED' && (
        <Controller
          control={control}
          name="scopes"
          render={({ field }) => (
            <Checkbox.Group
              value={field.value}
              onChange={(v) => field.onChange(v as PartnerScope[])}
              label={t('generate.scopes')}
              description={t('generate.scopesHint')}
              error={issue('scopes')}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing="xs">
                {PARTNER_RESOURCES.map((r) => (
                  <Stack key={r} gap={4}>
                    <Text size="sm" fw={600}>
                      {t(RESOURCE_LABEL[r])}
                    </Text>
                    <Group gap="md">
                      <Checkbox value={`${r}:read`} label={t('scope.read')} aria-label={`${t(RESOURCE_LABEL[r])}: ${t('scope.read')}`} />
                      <Checkbox value={`${r}:write`} label={t('scope.write')} aria-label={`${t(RESOURCE_LABEL[r])}: ${t('scope.write')}`} />
                    </Group>
                  </Stack>
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
      )}
      <TextInput
        {...register('expiryDay')}
        type="date"
        min={tomorrow}
        label={t('generate.expiry')}
        description={t('generate.expiryHint')}
        error={issue('expiryDay')}
      />
      <Textarea
        {...register('ips')}
        label={t('generate.ips')}
        description={t('generate.ipsHint', { max: String(KEY_ALLOWED_IPS_MAX) })}
        placeholder={t('generate.ipsPlaceholder')}
        autosize
        minRows={2}
        maxRows={6}
        error={issue('ips')}
      />
    </>
  );
}
