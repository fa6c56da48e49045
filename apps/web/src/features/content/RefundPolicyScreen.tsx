// /politika-povrata: refund policy (spec §9). Placeholder until the content issue writes the page.
import { StaticPage } from './ContentPage.tsx';

export default function RefundPolicyScreen() {
  return <StaticPage title="refunds" />;
}
