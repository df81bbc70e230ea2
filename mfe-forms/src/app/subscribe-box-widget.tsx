import { SubscribeBox } from '../features/subscribe/subscribe-box.tsx';
import { formSenders } from '../features/submissions/form-senders.ts';
import { FormSendersContext } from '../features/submissions/use-form-senders.ts';

/** The guide page's newsletter box (expose './subscribe-box', no props). */
export default function SubscribeBoxWidget() {
  return (
    // Its form asks for a token as it mounts: the senders (and the API client) come with the widget's code.
    <FormSendersContext value={formSenders}>
      <SubscribeBox />
    </FormSendersContext>
  );
}
