import { useState } from 'react';
import { checkTicketFiles, type TicketFileProblem } from '@portal/contract';

/**
 * The files of a request, checked in the browser before they are sent (customer-portal §5): at most 5,
 * each at most 5,000,000 bytes, jpg, jpeg, png, pdf or docx. A refused file is not added and the
 * problem names it; the server checks again, by the bytes.
 */
export function useTicketFiles() {
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<TicketFileProblem | null>(null);
  return {
    files,
    problem,
    setProblem,
    add(picked: File[]) {
      const next = [...files];
      let found: TicketFileProblem | null = null;
      for (const f of picked) {
        const p = checkTicketFiles([...next, f]);
        if (p) found ??= p;
        else next.push(f);
      }
      setFiles(next);
      setProblem(found);
    },
    remove(index: number) {
      setFiles(files.filter((_, i) => i !== index));
      setProblem(null);
    },
    reset() {
      setFiles([]);
      setProblem(null);
    },
  };
}
