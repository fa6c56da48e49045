// The order rules of docs/product.md §5, checked before shopOrders.add is sent. Each failure names the
// field and the message key (the messages are the spec's, verbatim, in messages/orders).
import { isPhoneEmpty, isPhoneFormat } from '@zdravo/contract';

export interface OrderForm {
  firstName: string;
  lastName: string;
  phone: string;
}

export type OrderProblem = 'noArticles' | 'firstNameEmpty' | 'lastNameEmpty' | 'phoneEmpty' | 'phoneFormat';
export type OrderProblems = Partial<Record<'cart' | keyof OrderForm, OrderProblem>>;

export function checkOrder(form: OrderForm, itemCount: number): OrderProblems {
  const problems: OrderProblems = {};
  if (itemCount < 1) problems.cart = 'noArticles';
  if (form.firstName.trim() === '') problems.firstName = 'firstNameEmpty';
  if (form.lastName.trim() === '') problems.lastName = 'lastNameEmpty';
  // A phone picker pre-fills the dial code ("+387"); that alone is still an empty phone.
  if (isPhoneEmpty(form.phone)) problems.phone = 'phoneEmpty';
  // Not in §5's order rules, but the team must be able to call back: the account rule applies.
  else if (!isPhoneFormat(form.phone)) problems.phone = 'phoneFormat';
  return problems;
}

export const hasProblems = (p: OrderProblems): boolean => Object.keys(p).length > 0;
