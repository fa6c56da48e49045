// /kontaktiraje-nas: the country's contacts (COUNTRIES[country].contact: phone, e-mail, address) and
// call hours (the country table's, docs/product.md §9), plus where to turn for tracking, returns and data requests. No map service.
import { DATA_REQUEST_REPLY_DAYS, REFUND } from '@zdravo/contract';
import { callHoursShort } from '@zdravo/contract/messages/shop-hours';
import { contentMessages } from '@zdravo/contract/messages/content';
import { contactPageMessages } from '@zdravo/contract/messages/content-contact';
import { fill, useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/ui/icons-contact.tsx';
import { DocPage, RelatedPages, Rich, Sections, useContactVars, useResolve } from './doc.tsx';
import { contactSections } from './articles/contact.ts';

export default function ContactScreen() {
  const t = useT(contentMessages);
  const c = useT(contactPageMessages);
  const { country, info } = useCountry();
  const vars = {
    ...useContactVars(),
    damageDays: REFUND.damageReportDays,
    days: DATA_REQUEST_REPLY_DAYS,
  };
  const resolve = useResolve(vars);
  const { phone, email, address } = info.contact;

  return (
    <DocPage eyebrow={t.eyebrowSupport} title={t.contact} lead={c.contactLead}>
      <section className="contact" aria-labelledby="contact-country">
        <h2 id="contact-country" className="contact__country">
          {fill(c.contactFor, { country: info.name })}
        </h2>
        <ul className="contact__cards" data-testid="contact-cards">
          <li className="contact-card">
            <PhoneIcon className="contact-card__icon" />
            <span className="eyebrow eyebrow--muted contact-card__label">{c.contactPhone}</span>
            <a className="contact-card__value" href={`tel:${phone.replace(/\s+/g, '')}`} data-testid="contact-phone">
              {phone}
            </a>
          </li>
          <li className="contact-card">
            <MailIcon className="contact-card__icon" />
            <span className="eyebrow eyebrow--muted contact-card__label">{c.contactEmail}</span>
            <a className="contact-card__value" href={`mailto:${email}`} data-testid="contact-email">
              {email}
            </a>
          </li>
          <li className="contact-card">
            <PinIcon className="contact-card__icon" />
            <span className="eyebrow eyebrow--muted contact-card__label">{c.contactAddress}</span>
            <span className="contact-card__value" data-testid="contact-address">
              {address}
            </span>
          </li>
          <li className="contact-card">
            <ClockIcon className="contact-card__icon" />
            <span className="eyebrow eyebrow--muted contact-card__label">{c.contactHours}</span>
            <span className="contact-card__value">{callHoursShort(country)}</span>
            <span className="contact-card__note">{c.contactHoursNote}</span>
          </li>
        </ul>
        <p className="contact__other">
          <Rich text={c.contactOtherCountry} />
        </p>
      </section>

      <div className="prose">
        <Sections sections={contactSections} resolve={resolve} />
      </div>

      <RelatedPages
        title={t.relatedPages}
        links={[
          { href: '/politika-dostave', label: t.shipping },
          { href: '/politika-povrata', label: t.refunds },
          { href: '/privacy-policy', label: t.privacy },
        ]}
      />
    </DocPage>
  );
}
