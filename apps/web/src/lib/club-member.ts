// Whether the logged-in shopper's club membership counts now, asked once per account and page load
// (shopUsers.f.club) and corrected by every quote (which knows it too). Offer prices show the club
// price beside the normal one only to shoppers who are not members.
import { useEffect, useSyncExternalStore } from 'react';
import { rpc } from './rpc.ts';

/** Per account e-mail: true/false once known. */
const known = new Map<string, boolean>();
const asking = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version++;
  for (const listener of listeners) listener();
}

/** What a quote or the account page learned from the server. */
export function noteClubMember(email: string, member: boolean): void {
  if (known.get(email) === member) return;
  known.set(email, member);
  changed();
}

function ask(email: string): void {
  if (known.has(email) || asking.has(email)) return;
  asking.add(email);
  void rpc.call('shopUsers.f.club').then((answer) => {
    asking.delete(email);
    // A failed ask says nothing: treated as not a member until the next quote says otherwise.
    noteClubMember(email, answer.status === 'ok' && answer.data !== null && answer.data.Active);
  });
}

/** For a visitor (email null): false. For a shopper: null until known, then whether the club price applies. */
export function useClubMember(email: string | null | undefined): boolean | null {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
  useEffect(() => {
    if (email) ask(email);
  }, [email]);
  if (!email) return false;
  return known.get(email) ?? null;
}
