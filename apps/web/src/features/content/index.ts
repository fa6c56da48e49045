// Public face of the content feature: the seven static pages, the four blog articles and the
// not-found screen. The route table lazy-loads each screen from here, one chunk per screen.
export const screens = {
  ourStory: () => import('./OurStoryScreen.tsx'),
  about: () => import('./AboutScreen.tsx'),
  contact: () => import('./ContactScreen.tsx'),
  shippingPolicy: () => import('./ShippingPolicyScreen.tsx'),
  refundPolicy: () => import('./RefundPolicyScreen.tsx'),
  terms: () => import('./TermsScreen.tsx'),
  privacy: () => import('./PrivacyScreen.tsx'),
  blogWeightLoss: () => import('./BlogWeightLossScreen.tsx'),
  blogHair: () => import('./BlogHairScreen.tsx'),
  blogLibido: () => import('./BlogLibidoScreen.tsx'),
  blogGeneral: () => import('./BlogGeneralScreen.tsx'),
  notFound: () => import('./NotFoundScreen.tsx'),
};
