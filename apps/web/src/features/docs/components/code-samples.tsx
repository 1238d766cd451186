import { Tabs } from '@mantine/core';
import { SAMPLE_TITLES, type SampleLanguage } from '../lib/code-samples';
import { CodeBlock } from './code-block';

/** The same task in several languages, one tab each. */
export function CodeSamples<L extends SampleLanguage>({ samples, label }: { samples: Record<L, string>; label: string }) {
  const languages = Object.keys(samples) as L[];
  return (
    <Tabs defaultValue={languages[0]} keepMounted={false}>
      <Tabs.List aria-label={label}>
        {languages.map((l) => (
          <Tabs.Tab key={l} value={l}>
            {SAMPLE_TITLES[l]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {languages.map((l) => (
        <Tabs.Panel key={l} value={l} pt="sm">
          <CodeBlock code={samples[l]} label={`${label}: ${SAMPLE_TITLES[l]}`} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
