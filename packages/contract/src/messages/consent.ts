// The consent banner, its settings and the footer link. Part of the landing's first load: kept short.
// 'Prihvati sve', 'Odbij sve' and 'Postavke' are the names docs/product.md §7 gives the three buttons.
import type { Text } from '../text.ts';
import consentJson from './texts/consent.json' with { type: 'json' };
import consentSettingsJson from './texts/consent-settings.json' with { type: 'json' };

export const consentMessages = consentJson satisfies Record<string, Text>;

/** The settings dialog (its own lazy chunk). */
export const consentSettingsMessages = consentSettingsJson satisfies Record<string, Text>;
