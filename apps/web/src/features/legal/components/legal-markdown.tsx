import { Typography } from '@mantine/core';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { MARKDOWN_COMPONENTS } from './markdown-components';

/** Renders trusted Markdown from the web build; raw HTML in it is not rendered. */
export function LegalMarkdown({ markdown }: { markdown: string }) {
  return (
    <Typography>
      <Markdown remarkPlugins={[remarkGfm]} components={MARKDOWN_COMPONENTS} skipHtml>
        {markdown}
      </Markdown>
    </Typography>
  );
}
