// The static pages and blogs read Croatian in HR: every text of every article, resolved for HR,
// holds none of the words the glossary (docs/glossary.md) says Croatia does not read.
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, textFor, type Text } from '@zdravo/contract';
import { NOT_CROATIAN } from '@zdravo/contract/messages/not-croatian';
import * as about from './about.ts';
import * as blogGeneral from './blog-general.ts';
import * as blogHair from './blog-hair.ts';
import * as blogLibido from './blog-libido.ts';
import * as blogWeightLoss from './blog-weight-loss.ts';
import * as contact from './contact.ts';
import * as ourStory from './our-story.ts';
import * as privacy from './privacy.ts';
import * as refunds from './refunds.ts';
import * as shipping from './shipping.ts';
import * as terms from './terms.ts';
import * as withdrawal from './withdrawal.ts';

const isText = (v: unknown): v is Text =>
  typeof v === 'string' || (typeof v === 'object' && v !== null && typeof (v as { ije?: unknown }).ije === 'string' && typeof (v as { eke?: unknown }).eke === 'string');

/** Every text inside an article, with where it sits. */
function textsIn(value: unknown, where: string, out: [string, Text][] = []): [string, Text][] {
  if (isText(value)) {
    out.push([where, value]);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => textsIn(v, `${where}[${i}]`, out));
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) if (k !== 'href' && k !== 'icon' && k !== 'image') textsIn(v, `${where}.${k}`, out);
  }
  return out;
}

const ARTICLES = { about, blogGeneral, blogHair, blogLibido, blogWeightLoss, contact, ourStory, privacy, refunds, shipping, terms, withdrawal };
const texts = Object.entries(ARTICLES).flatMap(([name, module]) => textsIn(module, name));

describe('article wording', () => {
  it('finds the articles’ texts', () => {
    expect(texts.length).toBeGreaterThan(300);
  });

  it('every text has a wording in every country', () => {
    // A text empty in every country is a designed blank (a table's corner cell), not a missing one.
    const designed = (t: Text) => COUNTRY_CODES.every((c) => textFor(t, c) === '');
    const missing = COUNTRY_CODES.flatMap((c) => texts.filter(([, t]) => !designed(t) && textFor(t, c).trim() === '').map(([w]) => `${c} ${w}`));
    expect(missing).toEqual([]);
  });

  it('HR reads no word of another country', () => {
    const foreign = texts.flatMap(([where, t]) => {
      const hr = textFor(t, 'HR');
      return NOT_CROATIAN.filter((re) => re.test(hr)).map((re) => `${where}: ${re.source} in "${hr.slice(0, 140)}"`);
    });
    expect(foreign).toEqual([]);
  });
});
