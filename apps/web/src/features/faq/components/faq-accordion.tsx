import { Accordion, Stack, Title } from '@mantine/core';
import type { FaqCategory } from '@portal/contract';
import { SafeHtml } from '../../../components/ui/safe-html';

/** Each category's questions as an accordion; answers are HTML, cleaned again before display. */
export function FaqAccordion({ categories }: { categories: FaqCategory[] }) {
  return (
    <Stack gap="lg">
      {categories.map((c) => (
        <section key={c.name}>
          <Title order={2} size="h3" mb="xs">
            {c.name}
          </Title>
          <Accordion variant="separated" multiple>
            {c.faqs.map((f, i) => (
              <Accordion.Item key={f.question} value={`q${i}`}>
                <Accordion.Control>{f.question}</Accordion.Control>
                <Accordion.Panel>
                  <SafeHtml html={f.answer} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      ))}
    </Stack>
  );
}
