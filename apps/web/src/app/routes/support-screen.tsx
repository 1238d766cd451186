import '../../styles/mantine-later.css';
import { useState } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/ui/page-loader';
import { useFaq } from '../../features/faq/api/get-faq';
import { useFaqView } from '../../features/faq/hooks/use-faq-view';
import { BackLink } from '../../components/ui/back-link';
import { FaqAccordion } from '../../features/faq/components/faq-accordion';
import { FaqCategoryList } from '../../features/faq/components/faq-category-list';
import { FaqSearchBox } from '../../features/faq/components/faq-search-box';
import { SubmitRequestBox } from '../../features/tickets/components/submit-request-box';
import { TicketForm } from '../../features/tickets/components/ticket-form';

/** /support: FAQ in the user's language and country, search, and the request form (customer-portal §2). */
export function SupportScreen({ country }: { country: string | null }) {
  const { t, i18n } = useTranslation('support');
  const faq = useFaq(i18n.language, country);
  const v = useFaqView(faq.data ?? []);
  const [writing, setWriting] = useState(false);
  if (writing) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        <TicketForm onBack={() => setWriting(false)} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text>{t('intro')}</Text>
      </div>
      <FaqSearchBox value={v.query} onChange={v.setQuery} />
      {faq.isPending && <PageLoader />}
      {faq.isError && (
        <Alert color="red" variant="light" role="alert" maw={640}>
          {t('faq.loadError')}
        </Alert>
      )}
      {faq.data && v.view === 'header' && <FaqCategoryList categories={faq.data} onOpen={v.openCategory} />}
      {v.view === 'faq-list' && (
        <Stack gap="md">
          <BackLink label={t('faq.back')} onClick={v.back} />
          {v.searching && (
            <Text role="status" fw={500}>
              {t('search.results', { query: v.query.trim() })}
            </Text>
          )}
          <FaqAccordion categories={v.shown} />
        </Stack>
      )}
      {v.view === 'not-found' && (
        <Stack gap="sm" align="flex-start">
          <BackLink label={t('faq.back')} onClick={v.back} />
          <Alert variant="light" icon={<IconMoodEmpty aria-hidden />} title={t('notFound.title')} role="status" maw={640}>
            {t('notFound.text', { query: v.query.trim() })}
          </Alert>
        </Stack>
      )}
      <SubmitRequestBox onOpen={() => setWriting(true)} />
    </Stack>
  );
}
