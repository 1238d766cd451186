import type { ComponentPropsWithoutRef } from 'react';
import { Anchor, Table, Title } from '@mantine/core';
import type { Components, ExtraProps } from 'react-markdown';
import { useTranslation } from 'react-i18next';
import { useOverflows } from '../hooks/use-overflows';
import { headingId } from '../lib/headings';
import { textContent } from '../lib/text-content';
import classes from './legal.module.css';

type Props<T extends keyof React.JSX.IntrinsicElements> = ComponentPropsWithoutRef<T> & ExtraProps;

/** Numbered sections are link targets of the table of contents. */
function SectionHeading({ children }: Props<'h2'>) {
  return (
    <Title order={2} id={headingId(textContent(children))} tabIndex={-1} className={classes.section}>
      {children}
    </Title>
  );
}

/**
 * Tables keep their header row; wide ones scroll sideways inside their own box, which then takes
 * keyboard focus (arrow keys scroll it) and is named for screen readers.
 */
function LegalTable({ children }: Props<'table'>) {
  const { t } = useTranslation('legal');
  const { ref, overflows } = useOverflows<HTMLDivElement>();
  const scrollable = overflows ? { tabIndex: 0, role: 'region', 'aria-label': t('table.scrollable') } : {};
  return (
    <div ref={ref} className={classes.tableBox} {...scrollable}>
      <Table withTableBorder withColumnBorders striped verticalSpacing="xs" className={classes.table}>
        {children}
      </Table>
    </div>
  );
}

function MarkdownLink({ href, children }: Props<'a'>) {
  const external = href?.startsWith('http');
  return (
    <Anchor inherit underline="always" href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </Anchor>
  );
}

/** Maps the Markdown elements onto Mantine, keeping one h1 per page and proper table headers. */
export const MARKDOWN_COMPONENTS: Components = {
  h1: ({ children }) => <Title order={1}>{children}</Title>,
  h2: SectionHeading,
  h3: ({ children }) => (
    <Title order={3} className={classes.subsection}>
      {children}
    </Title>
  ),
  h4: ({ children }) => <Title order={4}>{children}</Title>,
  table: LegalTable,
  thead: ({ children }) => <Table.Thead>{children}</Table.Thead>,
  tbody: ({ children }) => <Table.Tbody>{children}</Table.Tbody>,
  tr: ({ children }) => <Table.Tr>{children}</Table.Tr>,
  th: ({ children, style }) => (
    <Table.Th scope="col" style={style}>
      {children}
    </Table.Th>
  ),
  td: ({ children, style }) => <Table.Td style={style}>{children}</Table.Td>,
  a: MarkdownLink,
};
