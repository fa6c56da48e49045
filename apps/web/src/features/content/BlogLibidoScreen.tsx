// /blog/libido: libido article. Placeholder until the content issue writes the page.
import { BlogArticle } from './ContentPage.tsx';

export default function BlogLibidoScreen() {
  return <BlogArticle title="blogLibido" />;
}
