import { z } from 'zod';

export const faqCategory = z
  .object({
    name: z.string(),
    faqs: z.array(z.object({ question: z.string(), answer: z.string().describe('sanitized HTML') })),
  })
  .meta({ id: 'FaqCategory' });
export type FaqCategory = z.infer<typeof faqCategory>;
export const faqList = z.array(faqCategory).meta({ id: 'FaqList' });
