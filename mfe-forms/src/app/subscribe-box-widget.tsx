// A widget that queries renders inside the app's store (docs/decisions/009).
import { ApiProvider } from '@site/shared/api';
import { SubscribeBox } from '../features/subscribe/subscribe-box.tsx';

/** The guide page's newsletter box (expose './subscribe-box', no props). */
export default function SubscribeBoxWidget() {
  return (
    <ApiProvider>
      <SubscribeBox />
    </ApiProvider>
  );
}
