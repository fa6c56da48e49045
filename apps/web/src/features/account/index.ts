// Public face of the account feature: the screens (lazy), and the login state and account calls
// other features reuse (header, checkout, reviews). The phone input lives in
// components/ui/phone-input; the rules and messages in @zdravo/contract (validation.ts, messages/account).
export const screens = {
  login: () => import('./LoginScreen.tsx'),
  forgotPassword: () => import('./ForgotPasswordScreen.tsx'),
  account: () => import('./AccountScreen.tsx'),
};

export { useLoginState, getLoginState, checkLogin, startLoginWatch, setLoggedIn, setLoggedOut, type LoginState } from './session.ts';
export { loginShop, signUp, logout, editProfile, changePassword, requestResetCode, resetPassword } from './api.ts';
// The sign-up form (state, rules, submit, what a refusal means) is useSignUpForm.ts, which checkout
// imports by its path: this file sits in the header's static imports, and re-exporting the hook (or
// the sign-up errors it uses) here would pull it, the rules and the account texts into the landing's
// first load (+4 kB gzip).
