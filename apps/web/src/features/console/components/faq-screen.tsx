import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { consoleFaqSet, CONTENT_LIMITS, LANGUAGES, type ConsoleFaqSet } from '@portal/contract';
import { PageError } from '../../../components/ui/page-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { SafeHtml } from '../../../components/ui/safe-html';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { notify } from '../../../lib/notify';
import { useFaqSet, type FaqSetKey } from '../api/get-faq-set';
import { useFaqSets } from '../api/get-faq-sets';
import { usePreviewFaqAnswer } from '../api/preview-faq-answer';
import { useSaveFaqSet } from '../api/save-faq-set';
import { useFormCallError } from '../lib/console-form';

/** The console's word for a nested field the schema refuses (left empty, or not accepted). */
function useNestedError() {
  const { t } = useTranslation('console');
  return (error?: { type?: string }) => (error ? t(error.type === 'too_small' ? 'form.required' : 'form.invalid') : undefined);
}

/** One answer: its HTML and, on demand, the sanitized preview as partners will see it. */
function AnswerField({
  form,
  name,
  label,
}: {
  form: UseFormReturn<ConsoleFaqSet>;
  name: `categories.${number}.faqs.${number}.answer`;
  label: string;
}) {
  const { t } = useTranslation('console');
  const nestedError = useNestedError();
  const preview = usePreviewFaqAnswer();
  return (
    <Stack gap={4}>
      <Textarea
        {...form.register(name, { onChange: () => preview.reset() })}
        label={label}
        description={t('faq.answerHelp')}
        error={nestedError(form.getFieldState(name, form.formState).error)}
        maxLength={CONTENT_LIMITS.faqAnswerMax}
        autosize
        minRows={2}
        required
      />
      <Button size="xs" variant="subtle" w="fit-content" onClick={() => preview.mutate(form.getValues(name))} loading={preview.isPending}>
        {t('faq.preview')}
      </Button>
      {preview.data && (
        <Paper withBorder p="xs" bg="var(--mantine-color-gray-0)" aria-label={t('faq.previewOf', { question: label })}>
          {preview.data.html ? <SafeHtml html={preview.data.html} /> : <Text size="sm">{t('faq.emptyAnswer')}</Text>}
        </Paper>
      )}
    </Stack>
  );
}

/** One category: its name and its questions, added and removed in place. */
function CategoryFields({ form, index, onRemove }: { form: UseFormReturn<ConsoleFaqSet>; index: number; onRemove: () => void }) {
  const { t } = useTranslation('console');
  const nestedError = useNestedError();
  const faqs = useFieldArray({ control: form.control, name: `categories.${index}.faqs` });
  const error = (name: Parameters<typeof form.getFieldState>[0]) => nestedError(form.getFieldState(name, form.formState).error);
  return (
    <Paper withBorder p="md" component="fieldset" aria-label={t('faq.categoryN', { n: index + 1 })}>
      <Stack gap="sm">
        <Group align="flex-end">
          <TextInput
            {...form.register(`categories.${index}.name`)}
            label={t('faq.categoryN', { n: index + 1 })}
            error={error(`categories.${index}.name`)}
            maxLength={CONTENT_LIMITS.faqCategoryMax}
            required
            style={{ flex: 1 }}
          />
          <Button variant="default" color="red" onClick={onRemove}>
            {t('faq.removeCategory')}
          </Button>
        </Group>
        {faqs.fields.map((f, j) => (
          <Paper key={f.id} withBorder p="sm">
            <Stack gap="xs">
              <TextInput
                {...form.register(`categories.${index}.faqs.${j}.question`)}
                label={t('faq.questionN', { n: j + 1 })}
                error={error(`categories.${index}.faqs.${j}.question`)}
                maxLength={CONTENT_LIMITS.faqQuestionMax}
                required
              />
              <AnswerField form={form} name={`categories.${index}.faqs.${j}.answer`} label={t('faq.answerN', { n: j + 1 })} />
              {faqs.fields.length > 1 && (
                <Button size="xs" variant="subtle" color="red" w="fit-content" onClick={() => faqs.remove(j)}>
                  {t('faq.removeQuestion')}
                </Button>
              )}
            </Stack>
          </Paper>
        ))}
        <Button variant="default" w="fit-content" onClick={() => faqs.append({ question: '', answer: '' })}>
          {t('faq.addQuestion')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The editor of one set: categories in order, each with its questions and answers. */
function FaqEditor({ set }: { set: ConsoleFaqSet }) {
  const { t } = useTranslation('console');
  const save = useSaveFaqSet();
  const form = useForm<ConsoleFaqSet>({ resolver: zodResolver(consoleFaqSet), defaultValues: set });
  const onError = useFormCallError(form);
  const categories = useFieldArray({ control: form.control, name: 'categories' });
  const submit = (body: ConsoleFaqSet) =>
    save.mutate(body, { onSuccess: () => notify({ message: t('faq.saved'), kind: 'success' }), onError });
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(submit)(e)}>
      <Stack gap="md">
        {categories.fields.length === 0 && <Text size="sm">{t('faq.emptySet')}</Text>}
        {categories.fields.map((c, i) => (
          <CategoryFields key={c.id} form={form} index={i} onRemove={() => categories.remove(i)} />
        ))}
        <Group>
          <Button variant="default" onClick={() => categories.append({ name: '', faqs: [{ question: '', answer: '' }] })}>
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
