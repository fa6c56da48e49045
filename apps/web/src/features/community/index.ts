// Public face of the community feature.
export const screens = {
  community: () => import('./CommunityScreen.tsx'),
};
