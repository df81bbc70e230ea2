// A widget that queries renders inside the app's store (docs/decisions/009).
import { ApiProvider } from '@site/shared/api';
import { TalkToExpertForm } from '../features/talk-to-expert/talk-to-expert-form.tsx';

/** The widget the shell mounts in its footer section (expose './talk-to-expert'). */
export default function TalkToExpertWidget() {
  return (
    <ApiProvider>
      <TalkToExpertForm />
    </ApiProvider>
  );
}
