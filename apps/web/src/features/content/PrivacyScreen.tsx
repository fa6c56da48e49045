// /privacy-policy: what we keep, why and how long, rights (reply within 30 days), children under 13,
// the session cookie and local storage (docs/product.md §2 static pages, §9 Order and data).
import { COUNTRY_TERMS, DATA_REQUEST_REPLY_DAYS, MIN_AGE } from '@zdravo/contract';
import { contentMessages } from '@zdravo/contract/messages/content';
import { useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { PolicyPage, useContactVars } from './doc.tsx';
import { privacyDoc } from './articles/privacy.ts';

export default function PrivacyScreen() {
  const t = useT(contentMessages);
  const { country } = useCountry();
  const vars = {
    ...useContactVars(),
    days: DATA_REQUEST_REPLY_DAYS,
    minAge: MIN_AGE,
    authority: COUNTRY_TERMS[country].privacyAuthority,
  };
  return <PolicyPage eyebrow={t.eyebrowLegal} title={t.privacy} doc={privacyDoc} vars={vars} />;
}
