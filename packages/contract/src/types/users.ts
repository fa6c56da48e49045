// Account calls (docs/product.md §7): shopUsers.f.add (sign-up), shopUsers.f.edit, shopUsers.f.changePassword.
// Browser-safe: the names; the schemas are in methods/users.ts. Their codes (errors.ts): USERNAME_EXISTS
// on sign-up with a taken e-mail (the Username IS the e-mail), EMAIL_EXISTS on an edit to one,
// PHONE_EXISTS for a taken phone (compared in E.164), PASSWORD_SHORT, CURRENT_PASSWORD_REQUIRED.
export const USERS_ADD = 'shopUsers.f.add';
export const USERS_EDIT = 'shopUsers.f.edit';
export const USERS_CHANGE_PASSWORD = 'shopUsers.f.changePassword';
