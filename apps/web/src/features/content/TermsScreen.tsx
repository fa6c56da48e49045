// /terms-of-use: terms of use. Placeholder until the content issue writes the page.
import { StaticPage } from './ContentPage.tsx';

export default function TermsScreen() {
  return <StaticPage title="terms" />;
}
