import { useEffect } from 'react';
import { useForm } from 'react-final-form';

/**
 * forms-spec.md section 4: switching the Contact us tab resets the submitted
 * flags. When its tab is left, the form forgets that it was submitted (so no
 * messages show on return) but keeps what the visitor typed.
 */
export function ResetWhenLeft({ active }: { active: boolean }) {
  const form = useForm();
  useEffect(() => {
    if (!active && !form.getState().submitting) form.reset(form.getState().values);
  }, [active, form]);
  return null;
}
