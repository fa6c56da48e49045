// Public face of the account feature: login/register, password reset, account.
export const screens = {
  login: () => import('./LoginScreen.tsx'),
  forgotPassword: () => import('./ForgotPasswordScreen.tsx'),
  account: () => import('./AccountScreen.tsx'),
};
