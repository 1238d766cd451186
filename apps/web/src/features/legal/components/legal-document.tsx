import { useMemo } from 'react';
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { PageError } from '../../../components/ui/page-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { useLegalDocument } from '../api/get-legal-document';
import type { LegalDoc, LegalVersion } from '../content';
import { useLegalLanguage } from '../hooks/use-legal-language';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { LEGAL_DOCUMENTS } from '../lib/documents';
import { splitHead, tableOfContents } from '../lib/headings';
import { prepareLegal, type LegalBrand } from '../lib/prepare';
import { LegalMarkdown } from './legal-markdown';
import { LegalToc } from './legal-toc';
import classes from './legal.module.css';

interface LegalDocumentProps {
  doc: LegalDoc;
  /** the status brand's legal version (default, bank or partner) */
  version: LegalVersion;
  brand: LegalBrand & { productTitle: string };
}

/** One legal text in the reader's language: title, table of contents, numbered sections. */
export function LegalDocument({ doc, version, brand }: LegalDocumentProps) {
  const language = useLegalLanguage();
  const query = useLegalDocument(version, language, doc);
  const parts = useMemo(() => {
    if (query.data === undefined) return null;
    const { head, body } = splitHead(prepareLegal(query.data, brand, language));
    return { head, body, toc: tableOfContents(body) };
  }, [query.data, brand, language]);
  useScrollToHash(parts !== null);
  const { t } = useTranslation('legal');
  const titleKey = LEGAL_DOCUMENTS.find((d) => d.doc === doc)!.title;
  useDocumentTitle(t('pageTitle', { page: t(titleKey), product: brand.productTitle }));
  if (query.isError) return <PageError onRetry={() => void query.refetch()} />;
  if (!parts) return <PageLoader />;
  return (
    <Container size="lg" py="xl" data-legal-version={version} data-legal-doc={doc}>
      <header className={classes.head}>
        <LegalMarkdown markdown={parts.head} />
      </header>
      <div className={classes.layout}>
        <LegalToc entries={parts.toc} />
        <article>
          <LegalMarkdown markdown={parts.body} />
        </article>
      </div>
    </Container>
  );
}
