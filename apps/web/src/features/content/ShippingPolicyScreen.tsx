// /politika-dostave: shipping policy. Placeholder until the content issue writes the page.
import { StaticPage } from './ContentPage.tsx';

export default function ShippingPolicyScreen() {
  return <StaticPage title="shipping" />;
}
