import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { setStepUpHandler } from '../../../lib/api-client';

// the dialog (a modal and a form) loads with the first step-up, not with the first page
const StepUpDialog = lazy(() => import('./step-up-dialog').then((m) => ({ default: m.StepUpDialog })));

/**
 * The one step-up prompt: a sensitive action answered 403 step_up_required, so this asks
 * for a code from the authenticator app (or a recovery code); once the server takes it, the action is
 * sent again by the API client. Calls waiting at the same time share this one prompt. The console passes
 * `confirmCode`, its own step-up call.
 */
export function StepUpPrompt({ confirmCode }: { confirmCode?: (code: string) => Promise<unknown> }) {
  const [resolve, setResolve] = useState<((ok: boolean) => void) | null>(null);
  const [asked, setAsked] = useState(false);
  const waiting = useRef<Promise<boolean> | null>(null);

  useEffect(() => {
    setStepUpHandler(() => {
      setAsked(true);
      waiting.current ??= new Promise<boolean>((done) => setResolve(() => done)).finally(() => {
        waiting.current = null;
      });
      return waiting.current;
    });
    return () => setStepUpHandler(null);
  }, []);

  const finish = (ok: boolean) => {
    resolve?.(ok);
    setResolve(null);
  };
  // once loaded it stays mounted, so that closing plays its transition and gives the focus back
  return asked ? (
    <Suspense fallback={null}>
      <StepUpDialog opened={resolve !== null} onDone={finish} confirmCode={confirmCode} />
    </Suspense>
  ) : null;
}
