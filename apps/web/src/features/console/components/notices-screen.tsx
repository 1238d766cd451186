import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  NOTICE_AUDIENCES,
  NOTICE_TYPES,
  TICKET_TEXT_LIMITS,
  type ConsoleNoticeBody,
  type ConsoleNoticePreview,
  type NoticeAudience,
  type NoticeType,
} from '@portal/contract';
import { SafeHtml } from '../../../components/ui/safe-html';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { notify } from '../../../lib/notify';
import { usePreviewNotice } from '../api/preview-notice';
import { useSendNotice } from '../api/send-notice';
import { PartnerSelect } from './partner-select';

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

/** /operator/notices: an inbox notice to one partner, a brand or every partner, previewed before it is sent. */
export function NoticesScreen() {
  const { t } = useTranslation('console');
  useDocumentTitle(t('notices.title'));
  const showError = useErrorDialog();
  const [audience, setAudience] = useState<NoticeAudience>('PARTNER');
  const [partnerId, setPartnerId] = useState<string | null>(null);
  const [agent, setAgent] = useState('');
  const [type, setType] = useState<NoticeType>('NOTIFICATION');
  const [text, setText] = useState({ title: '', body: '', titleIt: '', bodyIt: '' });
  const preview = usePreviewNotice();
  const sendCall = useSendNotice();
  const edit = (patch: Partial<typeof text>) => {
    setText((v) => ({ ...v, ...patch }));
    preview.reset();
  };
  const body = (): ConsoleNoticeBody => ({
    audience,
    type,
    title: text.title,
    body: text.body,
    ...(audience === 'PARTNER' ? { partnerId: partnerId ?? '' } : {}),
    ...(audience === 'BRAND' ? { agent: agent.trim() } : {}),
    ...(text.titleIt.trim() || text.bodyIt.trim() ? { titleIt: text.titleIt, bodyIt: text.bodyIt } : {}),
  });
  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    preview.mutate(body(), { onError: (e) => showError(e) });
  };
  const onSend = () =>
    sendCall.mutate(body(), {
      onSuccess: (sent) => {
        notify({ message: t('notices.sent', { count: sent.recipients }), kind: 'success' });
        setText({ title: '', body: '', titleIt: '', bodyIt: '' });
        preview.reset();
      },
      onError: (e) => showError(e),
    });
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('notices.title')}</Title>
        <Text size="sm">{t('notices.intro')}</Text>
      </div>
      <Paper withBorder p="md">
        <form onSubmit={onPreview}>
          <Stack gap="sm">
            <div>
              <Text size="sm" fw={500} id="notice-audience">
                {t('notices.audience')}
              </Text>
              <SegmentedControl
                aria-labelledby="notice-audience"
                value={audience}
                onChange={(v) => (setAudience(v as NoticeAudience), preview.reset())}
                data={NOTICE_AUDIENCES.map((a) => ({ value: a, label: t(`notices.audiences.${a}`) }))}
              />
            </div>
            {audience === 'PARTNER' && <PartnerSelect value={partnerId} onChange={(v) => (setPartnerId(v), preview.reset())} required />}
            {audience === 'BRAND' && (
              <TextInput
                label={t('notices.brand')}
                value={agent}
                onChange={(e) => (setAgent(e.currentTarget.value), preview.reset())}
                required
              />
            )}
            <Select
              label={t('notices.type')}
              data={NOTICE_TYPES.map((v) => ({ value: v, label: t(`notices.types.${v}`) }))}
              value={type}
              onChange={(v) => v && (setType(v as NoticeType), preview.reset())}
              allowDeselect={false}
            />
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Stack gap="sm" lang="en">
                <TextInput
                  label={t('notices.titleEn')}
                  value={text.title}
                  maxLength={TICKET_TEXT_LIMITS.subjectMax}
                  onChange={(e) => edit({ title: e.currentTarget.value })}
                  required
                />
                <Textarea
                  label={t('notices.bodyEn')}
                  description={t('notices.bodyHelp')}
                  value={text.body}
                  maxLength={TICKET_TEXT_LIMITS.messageMax}
                  onChange={(e) => edit({ body: e.currentTarget.value })}
                  autosize
                  minRows={4}
                  required
                />
              </Stack>
              <Stack gap="sm" lang="it">
                <TextInput
                  label={t('notices.titleIt')}
                  value={text.titleIt}
                  maxLength={TICKET_TEXT_LIMITS.subjectMax}
                  onChange={(e) => edit({ titleIt: e.currentTarget.value })}
                />
                <Textarea
                  label={t('notices.bodyIt')}
                  description={t('notices.italianHelp')}
                  value={text.bodyIt}
                  maxLength={TICKET_TEXT_LIMITS.messageMax}
                  onChange={(e) => edit({ bodyIt: e.currentTarget.value })}
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
            <Button onClick={onSend} loading={sendCall.isPending} w="fit-content">
              {t('notices.send', { count: preview.data.recipients })}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
