// Public face of the consent feature: the banner (with its lazy settings dialog) for the layout,
// and the footer's link back to the settings. The choice itself lives in lib/consent.ts.
export { ConsentBanner, ConsentFooterLink } from './ConsentBanner.tsx';
