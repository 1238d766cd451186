import { z } from 'zod/mini';
import { listAnswer, listQuery } from '../common/list';
import { isoDate, isoDateTime } from '../common/primitives';
import { defineRoutes } from '../common/route';
import { invoice } from '../partner-data/entities';
import { NOTIFICATION_TYPES, TICKET_TEXT_LIMITS } from '../tickets/entities';

/*
 * The console's content screens: inbox notices, invoices and the FAQ. Each calls the same service
 * as its `npm run admin` command (notify, invoice issue|paid, faq import).
 */

/** Limits of the content screens, written once (the command line checks the same). */
export const CONTENT_LIMITS = {
  /** an invoice amount: positive, at most 16 digits and 2 decimals */
  amountPattern: /^\d{1,16}(\.\d{1,2})?$/,
  faqCategoryMax: 200,
  faqQuestionMax: 1000,
  faqAnswerMax: 50_000,
  /** categories of one FAQ set, questions of one category */
  faqCategoriesMax: 100,
  faqQuestionsMax: 200,
} as const;

/* ---------- notices ---------- */

/** Who receives a notice: the members of one partner, of every partner of a brand, or of every partner. */
export const NOTICE_AUDIENCES = ['PARTNER', 'BRAND', 'ALL'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];
/** The bank's notices: an information or a payment request (support tickets are the partners'). */
export const NOTICE_TYPES = NOTIFICATION_TYPES.filter((t) => t !== 'INCIDENT') as ['TRANSFER_REQUEST', 'NOTIFICATION'];
export type NoticeType = (typeof NOTICE_TYPES)[number];

const noticeTitle = z.string().check(z.trim(), z.minLength(1), z.maxLength(TICKET_TEXT_LIMITS.subjectMax));
const noticeText = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(TICKET_TEXT_LIMITS.messageMax), z.describe('HTML; sanitized before it is sent'));

export const consoleNoticeBody = z
  .object({
    audience: z.enum(NOTICE_AUDIENCES),
    partnerId: z.optional(z.string().check(z.maxLength(64))).check(z.describe('with audience PARTNER: the partner (uuid)')),
    agent: z.optional(z.string().check(z.minLength(1), z.maxLength(64))).check(z.describe('with audience BRAND: the brand')),
    type: z.enum(NOTICE_TYPES),
    title: noticeTitle.check(z.describe('English (and every other language) title')),
    body: noticeText,
    titleIt: z
      .optional(noticeTitle)
      .check(z.describe('Italian title; with bodyIt, members whose language is Italian get the Italian text')),
    bodyIt: z.optional(noticeText),
  })
  .register(z.globalRegistry, { id: 'ConsoleNoticeBody' });
export type ConsoleNoticeBody = z.infer<typeof consoleNoticeBody>;

export const noticePreview = z
  .object({
    recipients: z.int().check(z.describe('members who would receive it')),
    partners: z.int(),
    byLanguage: z.object({ en: z.int(), it: z.int() }).check(z.describe('members getting each text')),
    en: z.object({ title: z.string(), html: z.string().check(z.describe('the sanitized body, as the inbox shows it')) }),
    it: z.nullable(z.object({ title: z.string(), html: z.string() })),
  })
  .register(z.globalRegistry, { id: 'ConsoleNoticePreview' });
export type ConsoleNoticePreview = z.infer<typeof noticePreview>;

export const noticeSent = z.extend(noticePreview, { sentDate: isoDateTime }).register(z.globalRegistry, { id: 'ConsoleNoticeSent' });
export type ConsoleNoticeSent = z.infer<typeof noticeSent>;

/* ---------- invoices ---------- */

export const consoleInvoice = z
  .extend(invoice, {
    partnerId: z.string(),
    company: z.string(),
    wlpId: z.string(),
    agent: z.string(),
    createdDate: isoDateTime,
  })
  .register(z.globalRegistry, { id: 'ConsoleInvoice' });
export type ConsoleInvoice = z.infer<typeof consoleInvoice>;
export const consoleInvoiceList = listAnswer(consoleInvoice).register(z.globalRegistry, { id: 'ConsoleInvoiceList' });

export const invoiceIssueBody = z
  .object({
    partnerId: z.string().check(z.maxLength(64)),
    amount: z.string().check(z.regex(CONTENT_LIMITS.amountPattern, 'a positive amount with at most 2 decimals, e.g. 123.45')),
    payBefore: isoDate,
  })
  .register(z.globalRegistry, { id: 'ConsoleInvoiceIssue' });
export type InvoiceIssueBody = z.infer<typeof invoiceIssueBody>;
export const invoiceNumberParams = z.object({
  number: z.string().check(z.maxLength(64), z.describe('the invoice number, e.g. INV-2026-000001')),
});

/* ---------- FAQ ---------- */

const faqCountry = z.string().check(z.regex(/^[A-Z]{2,3}$/, 'a two- or three-letter country code (upper case)'));
export const faqSetKey = z.object({
  language: z.string().check(z.regex(/^[a-z]{2}$/, 'a two-letter language code (lower case)')),
  country: z.nullable(faqCountry).check(z.describe("null: the language's default set")),
});
export const faqSetQuery = z.object({
  language: faqSetKey.shape.language,
  country: z.optional(faqCountry),
});

export const consoleFaqSet = z
  .extend(faqSetKey, {
    categories: z
      .array(
        z.object({
          name: z.string().check(z.trim(), z.minLength(1), z.maxLength(CONTENT_LIMITS.faqCategoryMax)),
          faqs: z
            .array(
              z.object({
                question: z.string().check(z.trim(), z.minLength(1), z.maxLength(CONTENT_LIMITS.faqQuestionMax)),
                answer: z
                  .string()
                  .check(
                    z.trim(),
                    z.minLength(1),
                    z.maxLength(CONTENT_LIMITS.faqAnswerMax),
                    z.describe('HTML; sanitized before it is stored'),
                  ),
              }),
            )
            .check(z.minLength(1), z.maxLength(CONTENT_LIMITS.faqQuestionsMax)),
        }),
      )
      .check(z.maxLength(CONTENT_LIMITS.faqCategoriesMax), z.describe('in order; an empty list removes the set')),
  })
  .register(z.globalRegistry, { id: 'ConsoleFaqSet' });
export type ConsoleFaqSet = z.infer<typeof consoleFaqSet>;

export const consoleFaqSets = z
  .array(z.extend(faqSetKey, { categories: z.int(), questions: z.int() }))
  .register(z.globalRegistry, { id: 'ConsoleFaqSets' });
export type ConsoleFaqSets = z.infer<typeof consoleFaqSets>;

export const faqPreviewBody = z
  .object({ answer: z.string().check(z.maxLength(CONTENT_LIMITS.faqAnswerMax)) })
  .register(z.globalRegistry, { id: 'ConsoleFaqPreview' });
export const faqPreview = z.object({ html: z.string().check(z.describe('the answer as partners will see it, sanitized')) });

export const CONSOLE_CONTENT_API = defineRoutes({
  noticePreview: {
    method: 'POST',
    path: '/api-operator/notices/preview',
    body: consoleNoticeBody,
    responses: { 200: noticePreview },
  },
  sendNotice: { method: 'POST', path: '/api-operator/notices', body: consoleNoticeBody, responses: { 200: noticeSent } },
  invoices: { method: 'GET', path: '/api-operator/invoices', query: listQuery, responses: { 200: consoleInvoiceList } },
  issueInvoice: { method: 'POST', path: '/api-operator/invoices', body: invoiceIssueBody, responses: { 200: consoleInvoice } },
  invoicePaid: {
    method: 'POST',
    path: '/api-operator/invoices/:number/paid',
    params: invoiceNumberParams,
    responses: { 200: consoleInvoice },
  },
  invoicePdf: { method: 'GET', path: '/api-operator/invoices/:number/pdf', params: invoiceNumberParams, responses: {} },
  faqSets: { method: 'GET', path: '/api-operator/faq/sets', responses: { 200: consoleFaqSets } },
  faqSet: { method: 'GET', path: '/api-operator/faq', query: faqSetQuery, responses: { 200: consoleFaqSet } },
  saveFaqSet: { method: 'PUT', path: '/api-operator/faq', body: consoleFaqSet, responses: { 200: consoleFaqSet } },
  faqPreview: { method: 'POST', path: '/api-operator/faq/preview', body: faqPreviewBody, responses: { 200: faqPreview } },
});
