import { useEffect, useRef } from 'react';
import { useForm } from 'react-final-form';
import type { FormValues } from '@site/shared/form-rules';
import type { DraftSaver } from './server-draft.ts';

/**
 * Saves the draft as the visitor goes (docs/decisions/010): after each
 * change settles, at once on each step change, and when the page is left or
 * the wizard unmounts (an in-site link), so a reload or a crash loses nothing.
 */
export function DraftAutosave({ saver, step }: { saver: DraftSaver; step: number }) {
  const form = useForm<FormValues>();
  const stepRef = useRef(step);
  const shownStep = useRef(step);

  useEffect(() => {
    stepRef.current = step;
    if (shownStep.current === step) return;
    shownStep.current = step;
    saver.schedule(step, form.getState().values, true);
  }, [step, saver, form]);

  useEffect(() => {
    let first = true;
    const unsubscribe = form.subscribe(
      ({ values, pristine }) => {
        // The values the wizard starts with are the draft already (or nothing worth keeping).
        if (first || pristine) {
          first = false;
          return;
        }
        saver.schedule(stepRef.current, values);
      },
      { values: true, pristine: true },
    );
    const leave = () => saver.flush();
    window.addEventListener('pagehide', leave);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', leave);
      saver.flush();
    };
  }, [form, saver]);

  return null;
}
