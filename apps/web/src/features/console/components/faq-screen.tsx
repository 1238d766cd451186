import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTENT_LIMITS, LANGUAGES, type ConsoleFaqSet } from '@portal/contract';
import { PageError } from '../../../components/ui/page-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { SafeHtml } from '../../../components/ui/safe-html';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { notify } from '../../../lib/notify';
import { useFaqSet, type FaqSetKey } from '../api/get-faq-set';
import { useFaqSets } from '../api/get-faq-sets';
import { usePreviewFaqAnswer } from '../api/preview-faq-answer';
import { useSaveFaqSet } from '../api/save-faq-set';

type Categories = ConsoleFaqSet['categories'];

/** One answer: its HTML and, on demand, the sanitized preview as partners will see it. */
function AnswerField(o: { label: string; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('console');
  const preview = usePreviewFaqAnswer();
  return (
    <Stack gap={4}>
      <Textarea
        label={o.label}
        description={t('faq.answerHelp')}
        value={o.value}
        maxLength={CONTENT_LIMITS.faqAnswerMax}
        onChange={(e) => (o.onChange(e.currentTarget.value), preview.reset())}
        autosize
        minRows={2}
        required
      />
      <Button size="xs" variant="subtle" w="fit-content" onClick={() => preview.mutate(o.value)} loading={preview.isPending}>
        {t('faq.preview')}
      </Button>
      {preview.data && (
        <Paper withBorder p="xs" bg="var(--mantine-color-gray-0)" aria-label={t('faq.previewOf', { question: o.label })}>
          {preview.data.html ? <SafeHtml html={preview.data.html} /> : <Text size="sm">{t('faq.emptyAnswer')}</Text>}
        </Paper>
      )}
    </Stack>
  );
}

/** The editor of one set: categories in order, each with its questions and answers. */
function FaqEditor({ set }: { set: ConsoleFaqSet }) {
  const { t } = useTranslation('console');
  const showError = useErrorDialog();
  const save = useSaveFaqSet();
  const [categories, setCategories] = useState<Categories>(set.categories);
  const update = (fn: (draft: Categories) => void) =>
    setCategories((current) => {
      const draft = structuredClone(current);
      fn(draft);
      return draft;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { language: set.language, country: set.country, categories },
      { onSuccess: () => notify({ message: t('faq.saved'), kind: 'success' }), onError: (e) => showError(e) },
    );
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        {categories.length === 0 && <Text size="sm">{t('faq.emptySet')}</Text>}
        {categories.map((c, i) => (
          <Paper key={i} withBorder p="md" component="fieldset" aria-label={t('faq.categoryN', { n: i + 1 })}>
            <Stack gap="sm">
              <Group align="flex-end">
                <TextInput
                  label={t('faq.categoryN', { n: i + 1 })}
                  value={c.name}
                  maxLength={CONTENT_LIMITS.faqCategoryMax}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    update((d) => void (d[i]!.name = v));
                  }}
                  required
                  style={{ flex: 1 }}
                />
                <Button variant="default" color="red" onClick={() => update((d) => void d.splice(i, 1))}>
                  {t('faq.removeCategory')}
                </Button>
              </Group>
              {c.faqs.map((f, j) => (
                <Paper key={j} withBorder p="sm">
                  <Stack gap="xs">
                    <TextInput
                      label={t('faq.questionN', { n: j + 1 })}
                      value={f.question}
                      maxLength={CONTENT_LIMITS.faqQuestionMax}
                      onChange={(e) => {
                        const v = e.currentTarget.value;
                        update((d) => void (d[i]!.faqs[j]!.question = v));
                      }}
                      required
                    />
                    <AnswerField
                      label={t('faq.answerN', { n: j + 1 })}
                      value={f.answer}
                      onChange={(v) => update((d) => void (d[i]!.faqs[j]!.answer = v))}
                    />
                    {c.faqs.length > 1 && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        w="fit-content"
                        onClick={() => update((d) => void d[i]!.faqs.splice(j, 1))}
                      >
                        {t('faq.removeQuestion')}
                      </Button>
                    )}
                  </Stack>
                </Paper>
              ))}
              <Button variant="default" w="fit-content" onClick={() => update((d) => void d[i]!.faqs.push({ question: '', answer: '' }))}>
                {t('faq.addQuestion')}
              </Button>
            </Stack>
          </Paper>
        ))}
        <Group>
          <Button variant="default" onClick={() => update((d) => void d.push({ name: '', faqs: [{ question: '', answer: '' }] }))}>
            {t('faq.addCategory')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('faq.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /operator/faq: the FAQ per language and country, the same data `faq import` loads. */
export function FaqScreen() {
  const { t, i18n } = useTranslation('console');
  useDocumentTitle(t('faq.title'));
  const [key, setKey] = useState<FaqSetKey>({ language: 'en', country: null });
  const [country, setCountry] = useState('');
  const sets = useFaqSets();
  const set = useFaqSet(key);
  // the portal's languages, which every brand's partners read, and any other a set was imported in (`faq import`)
  const languages = [...new Set([...LANGUAGES, ...(sets.data ?? []).map((s) => s.language)])];
  const languageName = (code: string) => {
    const name = new Intl.DisplayNames([i18n.language], { type: 'language', fallback: 'code' }).of(code) ?? code;
    return t(`notices.language.${code}`, { defaultValue: name.charAt(0).toLocaleUpperCase(i18n.language) + name.slice(1) });
  };
  const choose = (event: FormEvent) => {
    event.preventDefault();
    setKey((k) => ({ ...k, country: country.trim().toUpperCase() || null }));
  };
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('faq.title')}</Title>
        <Text size="sm">{t('faq.intro')}</Text>
      </div>
      <Paper withBorder p="md">
        <form onSubmit={choose}>
          <Group align="flex-end">
            <Select
              label={t('faq.language')}
              data={languages.map((l) => ({ value: l, label: languageName(l) }))}
              value={key.language}
              onChange={(v) => v && setKey((k) => ({ ...k, language: v }))}
              allowDeselect={false}
            />
            <TextInput
              label={t('faq.country')}
              description={t('faq.countryHelp')}
              value={country}
              maxLength={3}
              onChange={(e) => setCountry(e.currentTarget.value)}
            />
            <Button type="submit" variant="default">
              {t('faq.open')}
            </Button>
          </Group>
        </form>
        {sets.data && sets.data.length > 0 && (
          <Text size="sm" mt="sm">
            {t('faq.stored', {
              sets: sets.data.map((s) => `${s.language}${s.country ? `/${s.country}` : ''} (${s.questions})`).join(', '),
            })}
          </Text>
        )}
      </Paper>
      <Title order={2} size="h3">
        {t('faq.editing', { language: key.language, country: key.country ?? t('faq.anyCountry') })}
      </Title>
      {set.isError ? (
        <PageError onRetry={() => void set.refetch()} />
      ) : !set.data ? (
        <PageLoader />
      ) : (
        <FaqEditor key={JSON.stringify(set.data)} set={set.data} />
      )}
    </Stack>
  );
}
