// Public face of the tracking feature.
export const screens = {
  track: () => import('./TrackScreen.tsx'),
};
