import { useRef } from 'react';
import { ActionIcon, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIMITS, TICKET_FILE_ACCEPT, TICKET_FILE_TYPES, type TicketFileProblem } from '@portal/contract';
import { fileSize } from '../../lib/file-size';

const PROBLEMS = {
  too_many_files: 'form.files.too_many_files',
  file_too_large: 'form.files.file_too_large',
  file_type_not_allowed: 'form.files.file_type_not_allowed',
} as const;

interface TicketFilesProps {
  files: File[];
  problem: TicketFileProblem | null;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
}

export function TicketFiles({ files, problem, onAdd, onRemove }: TicketFilesProps) {
  const { t, i18n } = useTranslation('support');
  const resetRef = useRef<() => void>(null);
  const full = files.length >= LIMITS.ticketFilesMax;
  const hint = t('form.files.hint', { max: String(LIMITS.ticketFilesMax), size: '5 MB', types: TICKET_FILE_TYPES.join(', ') });
  return (
    <Stack gap={6}>
      <Text component="span" size="sm" fw={500} id="ticket-files-label">
        {t('form.files.label')}
      </Text>
      <Text size="xs" c="dimmed" id="ticket-files-hint">
        {hint}
      </Text>
      {files.length > 0 && (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="ticket-files-label">
          {files.map((f, i) => (
            <Group component="li" key={`${f.name}-${i}`} gap="xs" wrap="nowrap">
              <IconPaperclip size={16} aria-hidden />
              <Text size="sm" truncate>
                {f.name}
              </Text>
              <Text size="xs" c="dimmed">
                {fileSize(f.size, i18n.language)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                onClick={() => onRemove(i)}
                aria-label={t('form.files.remove', { name: f.name })}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <FileButton
        multiple
        accept={TICKET_FILE_ACCEPT}
        resetRef={resetRef}
        onChange={(picked) => {
          onAdd(picked);
          resetRef.current?.();
        }}
        disabled={full}
        inputProps={{ 'aria-describedby': 'ticket-files-hint' }}
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconPaperclip size={16} aria-hidden />}
            w="fit-content"
            disabled={full}
            aria-describedby="ticket-files-hint"
          >
            {t('form.files.add')}
          </Button>
        )}
      </FileButton>
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {t(PROBLEMS[problem.code], { name: problem.name, max: String(LIMITS.ticketFilesMax) })}
        </Text>
      )}
    </Stack>
  );
}
