// Public face of the checkout feature: checkout and the order thank-you screen.
export const screens = {
  checkout: () => import('./CheckoutScreen.tsx'),
  thankYou: () => import('./ThankYouScreen.tsx'),
};
