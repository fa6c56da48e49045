// Public face of the account feature: the screens (lazy), and the login state and account calls
// other features reuse (header, checkout, reviews). The phone input lives in
// components/ui/phone-input; the rules and messages in @zdravo/contract (validation.ts, messages/account).
export const screens = {
  login: () => import('./LoginScreen.tsx'),
  forgotPassword: () => import('./ForgotPasswordScreen.tsx'),
  account: () => import('./AccountScreen.tsx'),
};

export { useLoginState } from '../../lib/login-state.ts';
export { checkLogin, startLoginWatch } from './login-watch.ts';
export { loginShop, editProfile, myOrders } from './api.ts';
// The sign-up form (state, rules, submit) the checkout's "create a profile" shares. The web package
// declares only CSS as side effects, so the header's use of this file does not carry the form.
export { useSignUpForm } from './useSignUpForm.ts';
export { SignUpFields } from './SignUpFields.tsx';
