// The site footer (docs/product.md §2): groups, learn links, support links, per-country contact and social
// links, the food-supplement disclaimer, policy links and the country switcher.
import { Link } from 'wouter';
import { callHoursShort } from '@zdravo/contract/messages/shop-hours';
import { groupMessages } from '@zdravo/contract/messages/shell';
import { footerMessages } from '@zdravo/contract/messages/footer';
import { fill, useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { SHOP_NAME } from '../../lib/shop.ts';
import {
  ClockIcon,
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  PhoneIcon,
  PinIcon,
  TiktokIcon,
} from '../../components/ui/icons-contact.tsx';
import { Logo } from './Logo.tsx';
import { CountrySwitcher } from './CountrySwitcher.tsx';
import { ConsentFooterLink } from '../../features/consent/index.ts';
import { isMeasured } from '../../lib/consent.ts';
import { useHydratedPart } from '../../lib/hydration-parts.ts';
import { GROUPS, LEARN_LINKS, POLICY_LINKS, SUPPORT_LINKS, groupHref } from './nav.ts';

const YEAR = new Date().getFullYear();

/** One titled column of footer links. */
function FooterColumn({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: { href: string; label: string }[];
}) {
  return (
    <nav className="footer-col" aria-labelledby={id}>
      <h2 className="footer-heading" id={id}>
        {heading}
      </h2>
      <ul className="footer-links">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer's part: its code comes after the page's first load (Layout.tsx), so it hydrates after the root. */
const FOOTER_PART = 'footer';

export function Footer() {
  const t = useT();
  // A tap on its buttons (the country, the consent settings) before it works is kept and replayed after this.
  useHydratedPart(FOOTER_PART);
  const f = useT(footerMessages);
  const groups = useT(groupMessages);
  const { country, info } = useCountry();
  const measured = isMeasured();
  const socials = [
    { href: info.social.facebook, label: t.facebook, Icon: FacebookIcon },
    { href: info.social.instagram, label: t.instagram, Icon: InstagramIcon },
    { href: info.social.tiktok, label: t.tiktok, Icon: TiktokIcon },
  ];

  return (
    <footer className="site-footer" data-hydration-part={FOOTER_PART}>
      <div className="container footer-grid">
        <section className="footer-brand" aria-label={f.footerContact}>
          <Logo className="logo--light" />
          <p className="footer-brand__tagline">{f.tagline}</p>
          <ul className="footer-contact" data-testid="footer-contact">
            <li>
              <PhoneIcon size={18} />
              <a href={`tel:${info.contact.phone.replace(/\s+/g, '')}`}>{info.contact.phone}</a>
            </li>
            <li>
              <MailIcon size={18} />
              <a href={`mailto:${info.contact.email}`}>{info.contact.email}</a>
            </li>
            <li>
              <PinIcon size={18} />
              <span>{info.contact.address}</span>
            </li>
            <li>
              <ClockIcon size={18} />
              <span>{callHoursShort(country)}</span>
            </li>
          </ul>
          <h2 className="footer-heading footer-heading--inline">{f.footerFollow}</h2>
          <ul className="footer-social" aria-label={t.social}>
            {socials.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="footer-social__link"
                  aria-label={`${label} ${t.opensInNewTab}`}
                >
                  <Icon size={20} />
                </a>
              </li>
            ))}
          </ul>
        </section>

        <FooterColumn
          id="footer-groups"
          heading={f.footerGroups}
          links={GROUPS.map((g) => ({ href: groupHref(g), label: groups[g] }))}
        />
        <FooterColumn
          id="footer-learn"
          heading={f.footerLearn}
          links={LEARN_LINKS.map((l) => ({ href: l.href, label: t[l.label] }))}
        />
        <FooterColumn
          id="footer-support"
          heading={f.footerSupport}
          links={SUPPORT_LINKS.map((l) => ({ href: l.href, label: t[l.label] }))}
        />
      </div>

      <div className="container">
        <p className="footer-disclaimer">{f.disclaimer}</p>
      </div>

      <div className="footer-bottom">
        <div className="container footer-bottom__inner">
          <p className="footer-bottom__rights">{fill(f.rights, { year: YEAR, shop: SHOP_NAME })}</p>
          <nav aria-label={f.footerPolicies}>
            <ul className="footer-policies">
              {POLICY_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{t[link.label]}</Link>
                </li>
              ))}
              {measured ? (
                <li>
                  <ConsentFooterLink className="footer-policies__button" />
                </li>
              ) : null}
            </ul>
          </nav>
          <CountrySwitcher />
        </div>
      </div>
    </footer>
  );
}
