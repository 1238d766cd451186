import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { LEGAL_DOCUMENTS } from '../lib/documents';
import classes from './legal.module.css';

/** /legal: the three documents, each with a short description. */
export function LegalIndex({ brandName, productTitle }: { brandName: string; productTitle: string }) {
  const { t } = useTranslation('legal');
  useDocumentTitle(t('pageTitle', { page: t('index.title'), product: productTitle }));
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{t('index.title')}</Title>
      <Text mt="sm">{t('index.intro', { brand: brandName })}</Text>
      <Stack component="ul" gap="lg" mt="xl" className={classes.tocList}>
        {LEGAL_DOCUMENTS.map((entry) => (
          <li key={entry.doc}>
            <Anchor component={Link} to={entry.to} fw={600} size="lg">
              {t(entry.title)}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t(entry.description)}
            </Text>
          </li>
        ))}
      </Stack>
    </Container>
  );
}
