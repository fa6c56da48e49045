// /blog/kosa: hair article (order button → offers/hairgrow-plus). Placeholder until the content issue writes the page.
import { BlogArticle } from './ContentPage.tsx';

export default function BlogHairScreen() {
  return <BlogArticle title="blogHair" />;
}
