// Public face of the club feature: the /club screen and the membership card the account shows, both
// lazy (the router imports this file, so nothing here may weigh on the landing's first load).
import { lazy } from 'react';

export const screens = {
  club: () => import('./ClubScreen.tsx'),
};

/** <Membership email={…} /> inside a Suspense boundary. */
export const Membership = lazy(() => import('./Membership.tsx').then((m) => ({ default: m.Membership })));
