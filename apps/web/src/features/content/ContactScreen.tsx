// /kontaktiraje-nas: contact (per-country e-mail, phone and address). Placeholder until the content issue writes the page.
import { StaticPage } from './ContentPage.tsx';

export default function ContactScreen() {
  return <StaticPage title="contact" />;
}
