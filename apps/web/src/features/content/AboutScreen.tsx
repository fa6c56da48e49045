// /o-nama: about us. Placeholder until the content issue writes the page.
import { StaticPage } from './ContentPage.tsx';

export default function AboutScreen() {
  return <StaticPage title="about" />;
}
