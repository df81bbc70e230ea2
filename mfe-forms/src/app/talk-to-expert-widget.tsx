import { TalkToExpertForm } from '../features/talk-to-expert/talk-to-expert-form.tsx';
import { formSenders } from '../features/submissions/form-senders.ts';
import { FormSendersContext } from '../features/submissions/use-form-senders.ts';

/** The widget the shell mounts in its footer section (expose './talk-to-expert'). */
export default function TalkToExpertWidget() {
  return (
    // Its form asks for a token as it mounts: the senders (and the API client) come with the widget's code.
    <FormSendersContext value={formSenders}>
      <TalkToExpertForm />
    </FormSendersContext>
  );
}
