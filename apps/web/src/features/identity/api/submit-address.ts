import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDENTITY_API, type KycAddress, type KycRecord } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** POST /api/identity/address {country, street, town, postalCode}: only while the record is PAID. */
export function submitAddress(body: KycAddress) {
  return call(IDENTITY_API.address, { body });
}

/** On success the user is loaded again, so the identity widget replaces the form (customer-portal §4). */
export function useSubmitAddress(options: { onSuccess?: (record: KycRecord) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAddress,
    onSuccess: async (record) => {
      await queryClient.invalidateQueries({ queryKey: ['user'] });
      options.onSuccess?.(record);
    },
    onError: options.onError,
  });
}
