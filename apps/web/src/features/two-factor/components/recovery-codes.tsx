import { Alert, Button, CopyButton, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/files';

/** A text file of the codes, offered for download (nothing leaves the browser). */
const download = (codes: string[], fileName: string) => saveBlob(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }), fileName);

/** The ten recovery codes, shown once right after two-factor is turned on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('security');
  return (
    <Stack gap="md">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('recovery.title')}
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        {t('recovery.warning')}
      </Alert>
      <Text size="sm" fw={600} id="recovery-codes-label">
        {t('recovery.listLabel')}
      </Text>
      <List
        aria-labelledby="recovery-codes-label"
        listStyleType="none"
        ff="monospace"
        fz="md"
        style={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', columnGap: '2.5rem', rowGap: '0.25rem' }}
      >
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group>
        <CopyButton value={codes.join('\n')} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            >
              {copied ? t('copied') : t('recovery.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => download(codes, 'recovery-codes.txt')}
        >
          {t('recovery.download')}
        </Button>
        <Button onClick={onDone}>{t('recovery.done')}</Button>
      </Group>
    </Stack>
  );
}
