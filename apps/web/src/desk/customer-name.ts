// A customer's name as the desk shows it: an account erased at the shopper's request leaves its
// orders without a name or phone (docs/desk.md, "An erased shopper's orders"), and the screen says so
// instead of an empty line.
import { deskSupervisionMessages } from '@zdravo/contract/messages/desk-supervision';
import { useT } from './texts.ts';

export function useCustomerName(): (name: string) => string {
  const t = useT(deskSupervisionMessages);
  return (name) => name.trim() || t.erasedCustomer;
}
