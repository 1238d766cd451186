import { Anchor, Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TocEntry } from '../lib/headings';
import classes from './legal.module.css';

/** In-page links to the numbered sections. */
export function LegalToc({ entries }: { entries: TocEntry[] }) {
  const { t } = useTranslation('legal');
  return (
    <Box component="nav" aria-labelledby="legal-toc-title" className={classes.toc}>
      <Text component="h2" id="legal-toc-title" fw={700} size="sm" tt="uppercase" mb="xs">
        {t('toc.title')}
      </Text>
      <ul className={classes.tocList}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Anchor href={`#${entry.id}`} size="sm">
              {entry.title}
            </Anchor>
          </li>
        ))}
      </ul>
    </Box>
  );
}
