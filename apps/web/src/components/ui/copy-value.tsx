import { ActionIcon, Code, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

export interface CopyValueProps {
  value: string;
  /** what is shown; the value itself by default (e.g. a masked secret shows its mask) */
  shown?: string;
  /** "Copy token", "Copied" — already translated */
  copyLabel: string;
  copiedLabel: string;
  /** hides the copy button (e.g. a masked value that cannot be copied usefully) */
  noCopy?: boolean;
  /** keeps what is shown on one line (a short id in a table column), instead of breaking it anywhere */
  noWrap?: boolean;
}

/** A monospace value with a button that copies it to the clipboard. */
export function CopyValue({ value, shown, copyLabel, copiedLabel, noCopy, noWrap }: CopyValueProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <Code style={noWrap ? { whiteSpace: 'nowrap' } : { wordBreak: 'break-all' }}>{shown ?? value}</Code>
      {!noCopy && (
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? copiedLabel : copyLabel} withArrow>
              <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={copied ? copiedLabel : copyLabel}>
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      )}
    </Group>
  );
}
