import { useState } from 'react';
import { FileInput, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconPhotoUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { IdentityDocumentKind, SandboxDocument } from '@portal/contract';
import { isApiError } from '../../../lib/api-error';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { DOCUMENT_ACCEPT, documentIssue } from '../lib/document-check';
import { onIdentityError } from '../lib/network-notice';
import { useUploadDocument } from '../api/upload-document';

const LABELS = {
  document: { label: 'widget.document', hint: 'widget.documentHint' },
  selfie: { label: 'widget.selfie', hint: 'widget.selfieHint' },
} as const satisfies Record<IdentityDocumentKind, { label: string; hint: string }>;

/** One image of the sandbox widget: picked, checked here, uploaded at once; shows what is stored. */
export function DocumentSlot({ kind, stored, disabled }: { kind: IdentityDocumentKind; stored?: SandboxDocument; disabled: boolean }) {
  const { t } = useTranslation('kyb');
  const showError = useErrorDialog();
  const [issue, setIssue] = useState<string | null>(null);
  const upload = useUploadDocument({
    onError: onIdentityError((error) => {
      const code = isApiError(error) ? error.code : null;
      if (code === 'file_type_not_allowed') setIssue(t('widget.fileType'));
      else if (code === 'file_too_large') setIssue(t('widget.fileSize'));
      else showError(error);
    }),
  });
  const pick = (file: File | null) => {
    setIssue(null);
    if (!file) return;
    const problem = documentIssue(file);
    if (problem === 'fileType') return setIssue(t('widget.fileType'));
    if (problem === 'fileSize') return setIssue(t('widget.fileSize'));
    upload.mutate({ kind, file });
  };
  const inputId = `kyb-${kind}`;
  return (
    <Stack gap={6}>
      <FileInput
        id={inputId}
        label={t(LABELS[kind].label)}
        description={t(LABELS[kind].hint)}
        placeholder={t('widget.choose')}
        accept={DOCUMENT_ACCEPT}
        value={null}
        onChange={pick}
        leftSection={<IconPhotoUp size={18} aria-hidden />}
        disabled={disabled || upload.isPending}
        error={issue}
        withAsterisk
        // Mantine's placeholder grey is too light on white (WCAG 1.4.3)
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      />
      <Group gap="xs" wrap="nowrap" aria-live="polite" mih={24}>
        {upload.isPending && <Text size="sm">{t('widget.uploading')}</Text>}
        {!upload.isPending && stored && (
          <>
            <IconCircleCheck size={20} color="var(--mantine-color-green-8)" aria-hidden />
            <Text size="sm" data-testid={`kyb-stored-${kind}`}>
              {t('widget.stored', { name: stored.name })}
            </Text>
          </>
        )}
      </Group>
    </Stack>
  );
}
