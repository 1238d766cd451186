import { useRef } from 'react';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { useFinalizeReview } from '../api/finalize-review';
import { onIdentityError } from '../lib/network-notice';

/**
 * customer-portal §4: when the applicant's review is pending the widget calls finalize, and the dialog
 * closes once the submit was done (the provider says so, or the widget saw the submit itself).
 */
export function useFinalize(onSubmitted: () => void) {
  const showError = useErrorDialog();
  const sawSubmit = useRef(false);
  const finalize = useFinalizeReview({
    onSuccess: (answer) => {
      if (answer.submitted || sawSubmit.current) onSubmitted();
    },
    onError: onIdentityError((error) => showError(error)),
  });
  return {
    finalize: () => finalize.mutate(),
    /** the widget's own submitted-applicant event */
    markSubmitted: () => {
      sawSubmit.current = true;
    },
    pending: finalize.isPending,
  };
}
