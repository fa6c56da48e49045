// Public face of the club feature.
export const screens = {
  club: () => import('./ClubScreen.tsx'),
};
