import { useEffect } from 'react';
import { Alert, Button, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  consoleNoticeBody,
  NOTICE_AUDIENCES,
  NOTICE_TYPES,
  TICKET_TEXT_LIMITS,
  type ConsoleNoticeBody,
  type ConsoleNoticePreview,
  type NoticeAudience,
} from '@portal/contract';
import { SafeHtml } from '../../../components/ui/safe-html';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { notify } from '../../../lib/notify';
import { usePreviewNotice } from '../api/preview-notice';
import { useSendNotice } from '../api/send-notice';
import { consoleResolver, useFieldError, useFormCallError } from '../lib/console-form';
import { PartnerField } from './partner-select';

function Preview({ preview }: { preview: ConsoleNoticePreview }) {
  const { t } = useTranslation('console');
  return (
    <Paper withBorder p="md" aria-labelledby="notice-preview-title">
      <Title order={2} size="h4" id="notice-preview-title" mb="xs">
        {t('notices.previewTitle')}
      </Title>
      <Text size="sm" mb="sm" role="status">
        {t('notices.recipients', {
          count: preview.recipients,
          partners: preview.partners,
          en: preview.byLanguage.en,
          it: preview.byLanguage.it,
        })}
      </Text>
      <SimpleGrid cols={{ base: 1, md: preview.it ? 2 : 1 }}>
        {(['en', 'it'] as const).map((lng) => {
          const text = preview[lng];
          if (!text) return null;
          return (
            <Paper key={lng} withBorder p="sm" lang={lng}>
              <Text size="xs" c="dimmed">
                {t(`notices.language.${lng}`)}
              </Text>
              <Text fw={600}>{text.title}</Text>
              <SafeHtml html={text.html} />
            </Paper>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}

/** What is sent: the audience's own field only, the Italian text only when one of its two fields is written. */
const toBody = (v: ConsoleNoticeBody): ConsoleNoticeBody => ({
  audience: v.audience,
  type: v.type,
  title: v.title,
  body: v.body,
  ...(v.audience === 'PARTNER' ? { partnerId: v.partnerId ?? '' } : {}),
  ...(v.audience === 'BRAND' ? { agent: v.agent?.trim() ?? '' } : {}),
  ...(v.titleIt?.trim() || v.bodyIt?.trim() ? { titleIt: v.titleIt ?? '', bodyIt: v.bodyIt ?? '' } : {}),
});
const schemaResolver = consoleResolver(consoleNoticeBody);
const resolver: Resolver<ConsoleNoticeBody> = (values, context, options) => schemaResolver(toBody(values), context, options);
const EMPTY_TEXT = { title: '', body: '', titleIt: '', bodyIt: '' };

/** /operator/notices: an inbox notice to one partner, a brand or every partner, previewed before it is sent. */
export function NoticesScreen() {
  const { t } = useTranslation('console');
  useDocumentTitle(t('notices.title'));
  const form = useForm<ConsoleNoticeBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: { audience: 'PARTNER', type: 'NOTIFICATION', partnerId: '', agent: '', ...EMPTY_TEXT },
  });
  const { errors } = form.formState;
  const fieldError = useFieldError();
  const onError = useFormCallError(form);
  const preview = usePreviewNotice();
  const sendCall = useSendNotice();
  // a preview shows what would be sent: any change makes it stale
  const { reset: resetPreview } = preview;
  useEffect(() => {
    const sub = form.subscribe({ formState: { values: true }, callback: () => resetPreview() });
    return sub;
  }, [form, resetPreview]);
  const audience = useWatch({ control: form.control, name: 'audience' });
  const onPreview = (body: ConsoleNoticeBody) => preview.mutate(body, { onError });
  const onSend = (body: ConsoleNoticeBody) =>
    sendCall.mutate(body, {
      onSuccess: (sent) => {
        notify({ message: t('notices.sent', { count: sent.recipients }), kind: 'success' });
        form.reset({ ...form.getValues(), ...EMPTY_TEXT });
      },
      onError,
    });
  const text = (name: 'title' | 'body' | 'titleIt' | 'bodyIt') => ({ ...form.register(name), error: fieldError(errors[name]) });
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('notices.title')}</Title>
        <Text size="sm">{t('notices.intro')}</Text>
      </div>
      <Paper withBorder p="md">
        <form noValidate onSubmit={(e) => void form.handleSubmit(onPreview)(e)}>
          <Stack gap="sm">
            <div>
              <Text size="sm" fw={500} id="notice-audience">
                {t('notices.audience')}
              </Text>
              <Controller
                control={form.control}
                name="audience"
                render={({ field }) => (
                  <SegmentedControl
                    aria-labelledby="notice-audience"
                    value={field.value}
                    onChange={(v) => field.onChange(v as NoticeAudience)}
                    data={NOTICE_AUDIENCES.map((a) => ({ value: a, label: t(`notices.audiences.${a}`) }))}
                  />
                )}
              />
            </div>
            {audience === 'PARTNER' && <PartnerField control={form.control} name="partnerId" />}
            {audience === 'BRAND' && (
              <TextInput {...form.register('agent')} label={t('notices.brand')} error={fieldError(errors.agent)} required />
            )}
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <Select
                  label={t('notices.type')}
                  data={NOTICE_TYPES.map((v) => ({ value: v, label: t(`notices.types.${v}`) }))}
                  value={field.value}
                  onChange={(v) => v && field.onChange(v)}
                  allowDeselect={false}
                />
              )}
            />
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Stack gap="sm" lang="en">
                <TextInput {...text('title')} label={t('notices.titleEn')} maxLength={TICKET_TEXT_LIMITS.subjectMax} required />
                <Textarea
                  {...text('body')}
                  label={t('notices.bodyEn')}
                  description={t('notices.bodyHelp')}
                  maxLength={TICKET_TEXT_LIMITS.messageMax}
                  autosize
                  minRows={4}
                  required
                />
              </Stack>
              <Stack gap="sm" lang="it">
                <TextInput {...text('titleIt')} label={t('notices.titleIt')} maxLength={TICKET_TEXT_LIMITS.subjectMax} />
                <Textarea
                  {...text('bodyIt')}
                  label={t('notices.bodyIt')}
                  description={t('notices.italianHelp')}
                  maxLength={TICKET_TEXT_LIMITS.messageMax}
                  autosize
                  minRows={4}
                />
              </Stack>
            </SimpleGrid>
            <Group>
              <Button type="submit" variant="default" loading={preview.isPending}>
                {t('notices.preview')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {preview.data && (
        <>
          <Preview preview={preview.data} />
          {preview.data.recipients === 0 ? (
            <Alert color="gray">{t('notices.nobody')}</Alert>
          ) : (
            <Button onClick={() => void form.handleSubmit(onSend)()} loading={sendCall.isPending} w="fit-content">
              {t('notices.send', { count: preview.data.recipients })}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
