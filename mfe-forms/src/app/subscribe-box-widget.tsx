import { SubscribeBox } from '../features/subscribe/subscribe-box.tsx';

/** The guide page's newsletter box (expose './subscribe-box', no props). */
export default function SubscribeBoxWidget() {
  return <SubscribeBox />;
}
