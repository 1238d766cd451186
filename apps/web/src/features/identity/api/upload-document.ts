import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDENTITY_API, IDENTITY_FIELDS, pathOf, type IdentityDocumentKind, type SandboxApplicant } from '@portal/contract';
import { postForm } from '../../../lib/files';
import { SANDBOX_APPLICANT_KEY } from './get-sandbox-applicant';

/** POST /api/identity/sandbox/documents (multipart kind + file): the identity document or the selfie. */
export function uploadDocument(o: { kind: IdentityDocumentKind; file: File }) {
  const form = new FormData();
  form.append(IDENTITY_FIELDS.kind, o.kind);
  form.append(IDENTITY_FIELDS.file, o.file, o.file.name);
  const route = IDENTITY_API.sandboxDocument;
  return postForm(pathOf(route), form, route.responses[200]);
}

export function useUploadDocument(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: (answer: SandboxApplicant) => queryClient.setQueryData(SANDBOX_APPLICANT_KEY, answer),
    onError: options.onError,
  });
}
