// Account calls (docs/product.md §7): shopUsers.f.add (sign-up), shopUsers.f.edit, shopUsers.f.changePassword.
// Field names are the spec's. The e-mail and phone rules are validation.ts's, so a form and the
// server refuse the same things; an invalid field answers VALIDATION_ERROR whose `details` carry
// the rule's message key (e.g. 'phoneFormat') as the message.
import { z } from 'zod';
import { checkEmail, checkPhone, NAME_MAX_LENGTH } from '../validation.ts';
import { safeString } from './common.ts';

const text = safeString(320).trim();
const name = safeString(NAME_MAX_LENGTH).trim().nullish();
const password = safeString(1024);

function emailIssue(value: string | null | undefined, path: string, ctx: z.RefinementCtx): void {
  const key = value == null ? null : checkEmail(value);
  if (key) ctx.addIssue({ code: 'custom', path: [path], message: key });
}

function phoneIssue(value: string | null | undefined, ctx: z.RefinementCtx): void {
  const key = value == null ? null : checkPhone(value);
  if (key) ctx.addIssue({ code: 'custom', path: ['PhoneNumber'], message: key });
}

/**
 * Username and Email are the same e-mail (the account area sends both, checkout may send only
 * Username): at least one is needed, and two different ones are refused. The password length is
 * checked by the handler so it can answer PASSWORD_SHORT (docs/product.md §8).
 */
export const usersAddParams = z
  .object({
    Username: text.optional(),
    Email: text.optional(),
    Password: password,
    PhoneNumber: safeString(40).trim(),
    FirstName: name,
    LastName: name,
  })
  .superRefine((p, ctx) => {
    const email = p.Username || p.Email;
    if (!email) ctx.addIssue({ code: 'custom', path: ['Email'], message: 'emailRequired' });
    else emailIssue(email, p.Username ? 'Username' : 'Email', ctx);
    if (p.Username && p.Email && p.Username.toLowerCase() !== p.Email.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['Email'], message: 'emailFormat' });
    }
    phoneIssue(p.PhoneNumber, ctx);
  });
export type UsersAddParams = z.input<typeof usersAddParams>;

/**
 * Only the fields sent change (docs/product.md §5: the form sends the non-empty ones); names may be cleared
 * with ''. A new e-mail or phone (the ways to log in and to reset the password) needs the current
 * password, so a stolen session cannot take the account over: CURRENT_PASSWORD_REQUIRED without it.
 */
export const usersEditParams = z
  .object({
    Username: text.optional(),
    Email: text.optional(),
    PhoneNumber: safeString(40).trim().optional(),
    FirstName: name,
    LastName: name,
    CurrentPassword: password.optional(),
  })
  .superRefine((p, ctx) => {
    if (p.Username !== undefined) emailIssue(p.Username, 'Username', ctx);
    if (p.Email !== undefined) emailIssue(p.Email, 'Email', ctx);
    if (p.Username && p.Email && p.Username.toLowerCase() !== p.Email.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['Email'], message: 'emailFormat' });
    }
    if (p.PhoneNumber !== undefined) phoneIssue(p.PhoneNumber, ctx);
  });
export type UsersEditParams = z.input<typeof usersEditParams>;

export const usersChangePasswordParams = z.object({
  oldPassword: password,
  newPassword: password,
});
export type UsersChangePasswordParams = z.infer<typeof usersChangePasswordParams>;
