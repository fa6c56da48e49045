// Whether the logged-in shopper's club membership counts now, asked once per account and page load
// (shopUsers.f.club) and corrected by every quote (which knows it too). Offer prices show the club
// price beside the normal one only to shoppers who are not members.
import { useEffect } from 'react';
import { rpc } from './rpc.ts';
import { createStore, useStore } from './store.ts';

/** Per account e-mail: true/false once known (a new map on every change, so React sees it). */
const known = createStore<ReadonlyMap<string, boolean>>(new Map());
const asking = new Set<string>();

/** What a quote or the account page learned from the server. */
export function noteClubMember(email: string, member: boolean): void {
  if (known.get().get(email) === member) return;
  known.set(new Map(known.get()).set(email, member));
}

function ask(email: string): void {
  if (known.get().has(email) || asking.has(email)) return;
  asking.add(email);
  void rpc.call('shopUsers.f.club').then((answer) => {
    asking.delete(email);
    // A failed ask says nothing: treated as not a member until the next quote says otherwise.
    noteClubMember(email, answer.status === 'ok' && answer.data !== null && answer.data.Active);
  });
}

/** For a visitor (email null): false. For a shopper: null until known, then whether the club price applies. */
export function useClubMember(email: string | null | undefined): boolean | null {
  const members = useStore(known);
  useEffect(() => {
    if (email) ask(email);
  }, [email]);
  if (!email) return false;
  return members.get(email) ?? null;
}
