// The per-country tag manager (docs/product.md §1, docs/product.md §10). Nothing is loaded, and the data layer is not
// touched, until the shopper allows analytics or marketing. Then, for the country's container only
// (none configured → nothing loads): Google Consent Mode v2 defaults, everything denied, go first;
// the shopper's choice follows as an update; then gtm.js. A later change of mind is passed on as
// another update (a loaded container cannot be unloaded; from the next page load on it is not loaded).
// One container per page life: a country switch after loading applies from the next page load.
import { getCountry, onCountryChange } from './country.ts';
import { getConsent, getTagManagerIds, onConsentChange, type ConsentState } from './consent.ts';

type DataLayerEntry = Record<string, unknown> | IArguments;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

export const dataLayer = (): DataLayerEntry[] => (window.dataLayer ??= []);

/** Google's gtag(): Consent Mode commands must reach the data layer as an Arguments object. */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- GTM reads consent commands only in this shape
  dataLayer().push(arguments);
}

type ConsentModeState = Record<
  'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization',
  'granted' | 'denied'
>;

function consentMode(consent: Pick<ConsentState, 'analytics' | 'marketing'> | null): ConsentModeState {
  const ads = consent?.marketing ? 'granted' : 'denied';
  return {
    analytics_storage: consent?.analytics ? 'granted' : 'denied',
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
  };
}

let loadedId: string | null = null;
let lastSent = '';

function apply(): void {
  const consent = getConsent();
  const state = consentMode(consent);
  if (loadedId) {
    const key = JSON.stringify(state);
    if (key !== lastSent) {
      lastSent = key;
      gtag('consent', 'update', state);
    }
    return;
  }
  if (!consent || !(consent.analytics || consent.marketing)) return;
  const id = getTagManagerIds()[getCountry()];
  if (!id) return;
  loadedId = id;
  gtag('consent', 'default', consentMode(null));
  gtag('consent', 'update', state);
  lastSent = JSON.stringify(state);
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** At start: loads the container when a stored choice allows it, and follows later choices and country switches. */
export function startTagManager(): void {
  apply();
  onConsentChange(apply);
  onCountryChange(apply);
}
