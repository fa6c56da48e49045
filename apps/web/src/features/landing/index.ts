// Public face of the landing feature. The route table (app/routes.tsx) lazy-loads each screen
// from here, one chunk per screen; nothing else imports a feature's insides.
export const screens = {
  landing: () => import('./LandingScreen.tsx'),
};
