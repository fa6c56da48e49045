// The offer page's failure state, in a chunk of its own: the error table it reads from is only
// needed when the offer could not be loaded, so it stays out of the page's first load (decision 036).
import { catalogLoadErrors } from '@zdravo/contract/messages/errors/catalog';
import { LoadFailed } from '../../components/ui/LoadState.tsx';

export default function OfferLoadFailed(props: { code: string; retryLabel: string; onRetry: () => void }) {
  return <LoadFailed errors={catalogLoadErrors} {...props} />;
}
