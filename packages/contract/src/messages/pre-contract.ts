// What checkout says right before the order is placed: the order button, which must read as an
// order with an obligation to pay, and the main facts above it (the total with delivery, the right
// of withdrawal, who the seller is). The per-country choice is docs/decisions/010-consumer-rights.md.
import type { Text } from '../text.ts';
import orderButtonTextJson from './texts/order-button-text.json' with { type: 'json' };
import preContractJson from './texts/pre-contract.json' with { type: 'json' };

/**
 * The order button. One wording family everywhere: HR must have it (EU Directive 2011/83 Art. 8(2));
 * the RS and ME consumer laws follow that Directive; BA gets it because it is plainly true of a
 * cash-on-delivery order and one behaviour is simpler. Each variant's own word.
 */
export const orderButtonText: Text = orderButtonTextJson;

export const preContractTexts = preContractJson satisfies Record<string, Text>;
