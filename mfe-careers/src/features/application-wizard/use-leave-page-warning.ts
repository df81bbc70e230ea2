import { useEffect } from 'react';
import { validationMessages } from '@site/shared/form-rules';

/**
 * forms-spec.md section 2: the browser's leave-page warning while `active`.
 * Browsers show their own wording; the spec's message is what older ones show.
 */
export function useLeavePageWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = validationMessages.leavePageWarning;
      return validationMessages.leavePageWarning;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
