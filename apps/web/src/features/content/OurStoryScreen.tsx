// /nasa-prica: our story. Placeholder until the content issue writes the page.
import { StaticPage } from './ContentPage.tsx';

export default function OurStoryScreen() {
  return <StaticPage title="ourStory" />;
}
