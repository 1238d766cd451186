import { ActionIcon, Box, Code, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A block of code with a copy button; keyboard users can scroll it (it takes focus). */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  const { t } = useTranslation('docs');
  return (
    <Box pos="relative">
      <Code block tabIndex={0} aria-label={label} style={{ whiteSpace: 'pre', overflowX: 'auto', paddingRight: 44 }}>
        {code}
      </Code>
      <CopyButton value={code} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('common.copied') : t('common.copy')} withArrow>
            <ActionIcon
              pos="absolute"
              top={6}
              right={6}
              variant="default"
              onClick={copy}
              aria-label={copied ? t('common.copied') : t('common.copyLabel', { what: label })}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Box>
  );
}
