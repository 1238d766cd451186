import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ticketBody, type TicketBody } from '@portal/contract';

/** Subtype, subject and description are required (spec 001 §5); the server uses the same schema. */
export function useTicketForm() {
  return useForm<TicketBody>({
    resolver: zodResolver(ticketBody),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { subType: undefined, subject: '', description: '' },
  });
}
