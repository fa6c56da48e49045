// /blog/mršavljenje: weight-loss article (order button → offers/pure-fit). Placeholder until the content issue writes the page.
import { BlogArticle } from './ContentPage.tsx';

export default function BlogWeightLossScreen() {
  return <BlogArticle title="blogWeightLoss" />;
}
