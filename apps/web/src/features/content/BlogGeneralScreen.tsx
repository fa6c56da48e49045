// /blog/generalno: capsule safety article. Placeholder until the content issue writes the page.
import { BlogArticle } from './ContentPage.tsx';

export default function BlogGeneralScreen() {
  return <BlogArticle title="blogGeneral" />;
}
