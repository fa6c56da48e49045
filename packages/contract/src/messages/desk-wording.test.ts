// Every desk text read in each country holds no word the glossary gives to another variant: the staff
// read their own country's wording as shoppers do (docs/glossary.md). A new desk texts module joins the list.
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from '../countries.ts';
import { textFor, textVariantOf } from '../text.ts';
import * as desk from './desk.ts';
import * as numbers from './desk-numbers.ts';
import * as records from './desk-records.ts';
import * as club from './desk-club.ts';
import * as reviews from './desk-reviews.ts';
import * as callFlow from './desk-call-flow.ts';
import * as requests from './desk-requests.ts';
import * as catalog from './desk-catalog.ts';
import * as supervision from './desk-supervision.ts';
import * as stock from './desk-stock.ts';
import * as remittances from './desk-remittances.ts';
import { glossaryFaults, textsIn } from './glossary.ts';

const modules = {
  desk,
  deskNumbers: numbers,
  deskRecords: records,
  deskClub: club,
  deskReviews: reviews,
  deskCallFlow: callFlow,
  deskRequests: requests,
  deskCatalog: catalog,
  deskSupervision: supervision,
  deskStock: stock,
  deskRemittances: remittances,
};
const texts = Object.entries(modules).flatMap(([name, module]) => textsIn(module, name));

describe('the desk texts', () => {
  it.each(Object.entries(modules))('%s are found', (name, module) =>
    expect(textsIn(module, name).length).toBeGreaterThan(15),
  );

  it.each(COUNTRY_CODES)('%s reads only its own variant’s words', (country: CountryCode) => {
    const faults = texts.flatMap(([where, text]) =>
      glossaryFaults(where, textFor(text, country), textVariantOf(country)),
    );
    expect(faults).toEqual([]);
  });
});
