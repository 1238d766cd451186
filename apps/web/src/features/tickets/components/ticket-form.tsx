import { Button, Paper, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TICKET_SUBTYPES, TICKET_TEXT_LIMITS, type TicketFileProblem } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { isApiError } from '../../../lib/api-error';
import type { IssueKeyOf } from '../../../lib/form-issues';
import { notify } from '../../../lib/notify';
import { useCreateTicket } from '../api/create-ticket';
import { useTicketFiles } from '../../../hooks/use-ticket-files';
import { useTicketForm, type TICKET_ISSUES } from '../hooks/use-ticket-form';
import { BackLink } from '../../../components/ui/back-link';
import { TicketFiles } from '../../../components/ui/ticket-files';

const FILE_CODES = ['too_many_files', 'file_too_large', 'file_type_not_allowed'] as const;
const SUBTYPE_LABELS = { Account: 'subTypes.Account', Cards: 'subTypes.Cards', Other: 'subTypes.Other' } as const;

/** The file the server refused, if that is what it refused. */
function refusedFile(error: unknown): TicketFileProblem | null {
  if (!isApiError(error) || !error.body) return null;
  const code = FILE_CODES.find((c) => c === error.body!.error);
  return code ? { code, name: error.body.param_value } : null;
}

/** Submit request: subtype, subject, description and up to 5 files (customer-portal §2, §5). */
export function TicketForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('support');
  const showError = useErrorDialog();
  const form = useTicketForm();
  const files = useTicketFiles();
  const create = useCreateTicket({
    onSuccess: () => {
      notify({ kind: 'success', title: t('form.sentTitle'), message: t('form.sent') });
      onBack();
    },
    onError: (error) => {
      const refused = refusedFile(error);
      if (refused) files.setProblem(refused);
      else showError(error);
    },
  });
  const { errors } = form.formState;
  const error = (field: keyof typeof TICKET_ISSUES) => {
    const key = errors[field]?.message as IssueKeyOf<typeof TICKET_ISSUES> | undefined;
    return key ? t(key) : undefined;
  };
  return (
    <Stack gap="md" maw={720}>
      <BackLink label={t('form.back')} onClick={onBack} />
      <Title order={2}>{t('form.title')}</Title>
      <Text>{t('form.intro')}</Text>
      {/* field errors in a red dark enough for WCAG AA contrast on white */}
      <Paper withBorder radius="md" p="lg" style={{ '--mantine-color-error': 'var(--mantine-color-red-8)' }}>
        <form noValidate onSubmit={form.handleSubmit((body) => create.mutate({ body, files: files.files }))}>
          <Stack gap="md">
            <Controller
              control={form.control}
              name="subType"
              render={({ field }) => (
                <Select
                  label={t('form.subType')}
                  placeholder={t('form.subTypePlaceholder')}
                  data={TICKET_SUBTYPES.map((value) => ({ value, label: t(SUBTYPE_LABELS[value]) }))}
                  value={field.value ?? null}
                  onChange={(v) => field.onChange(v ?? undefined)}
                  onBlur={field.onBlur}
                  withAsterisk
                  allowDeselect={false}
                  error={error('subType')}
                />
              )}
            />
            <TextInput
              {...form.register('subject')}
              label={t('form.subject')}
              maxLength={TICKET_TEXT_LIMITS.subjectMax}
              withAsterisk
              error={error('subject')}
            />
            <Textarea
              {...form.register('description')}
              label={t('form.description')}
              autosize
              minRows={5}
              maxRows={14}
              maxLength={TICKET_TEXT_LIMITS.messageMax}
              withAsterisk
              error={error('description')}
            />
            <TicketFiles files={files.files} problem={files.problem} onAdd={files.add} onRemove={files.remove} />
            <Button type="submit" loading={create.isPending} leftSection={<IconSend size={18} aria-hidden />} w="fit-content">
              {t('form.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
