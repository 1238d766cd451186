import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ticketBody, type TicketBody } from '@portal/contract';
import { withIssueKeys, type IssueKeys } from '../../../lib/form-issues';

/** Catalogue keys (`support`) of its issues: one text per field. */
export const TICKET_ISSUES = {
  subType: 'form.errors.subType',
  subject: 'form.errors.subject',
  description: 'form.errors.description',
} as const satisfies IssueKeys;

/** Subtype, subject and description are required (customer-portal §5); the server uses the same schema. */
export function useTicketForm() {
  return useForm<TicketBody>({
    resolver: withIssueKeys(zodResolver(ticketBody), TICKET_ISSUES),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { subType: undefined, subject: '', description: '' },
  });
}
