// The cart priced by the server (shopOrders.quote): the same code prices the order, so the totals
// the panel and the checkout show are the ones charged — the club discount and free delivery of a
// member included. Asked again after each change (briefly debounced for quick +/− clicks), on a
// country switch and on log-in or log-out; the last answer stays on screen while the next is asked.
import { useEffect, useMemo, useState } from 'react';
import type { OrderQuote } from '@zdravo/contract';
import { quoteCart } from './api.ts';
import { useCountry } from '../../lib/country.ts';
import { noteClubMember } from '../../lib/club-member.ts';
import { useLoginState } from '../account/index.ts';
import type { CartLine } from './lines.ts';

const DEBOUNCE_MS = 120;

export interface CartQuote {
  /** 'loading' until the first answer for this cart; 'ok' while a later change is being asked too. */
  status: 'loading' | 'ok' | 'error';
  quote: OrderQuote | null;
  /** True while the quote shown is for an earlier state of the cart. */
  stale: boolean;
  /** The quote call's error code while status is 'error'. */
  code: string | null;
  retry: () => void;
}

export function useCartQuote(lines: readonly CartLine[]): CartQuote {
  const { country } = useCountry();
  const { isLoggedIn, userData } = useLoginState();
  const email = userData?.Email ?? null;
  const articles = useMemo(() => lines.map((l) => ({ ID: l.ID, Quantity: l.quantity })), [lines]);
  // What decides the price: the lines, the country and who asks.
  const key = JSON.stringify([country, isLoggedIn ? email : null, articles]);
  const [answer, setAnswer] = useState<{ key: string; quote: OrderQuote | null; failed: string | null } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Unknown login state (the server unreachable) would price the cart as a visitor's: wait.
    if (articles.length === 0 || isLoggedIn === null) return;
    let live = true;
    const timer = setTimeout(() => {
      void quoteCart(articles).then((res) => {
        if (!live) return;
        if (res.status === 'ok') {
          setAnswer({ key, quote: res.data, failed: null });
          if (email && isLoggedIn) noteClubMember(email, res.data.ClubMember);
        } else setAnswer((prev) => ({ key, quote: prev?.quote ?? null, failed: res.data }));
      });
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` carries the articles, the country and the shopper (email, logged in): it is the dependency
  }, [key, attempt]);

  const current = answer?.key === key;
  const failed = current && answer.failed !== null;
  const quote = answer?.quote ?? null;
  return {
    status: failed ? 'error' : quote ? 'ok' : 'loading',
    quote,
    stale: !current || failed,
    code: failed ? answer.failed : null,
    retry: () => setAttempt((n) => n + 1),
  };
}
