// /privacy-policy: privacy policy. Placeholder until the content issue writes the page.
import { StaticPage } from './ContentPage.tsx';

export default function PrivacyScreen() {
  return <StaticPage title="privacy" />;
}
