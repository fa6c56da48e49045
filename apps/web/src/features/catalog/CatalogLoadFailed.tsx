// The catalog screens' failure state, in a chunk of its own (CatalogFailure.tsx loads it):
// the error table it reads from is only needed when the catalog could not be loaded, so it stays out
// of the pages' first load (decisions 036, 040).
import { catalogLoadErrors } from '@zdravo/contract/messages/errors/catalog';
import { LoadFailed } from '../../components/ui/LoadState.tsx';

export default function CatalogLoadFailed(props: { code: string; retryLabel: string; onRetry: () => void }) {
  return <LoadFailed errors={catalogLoadErrors} {...props} />;
}
