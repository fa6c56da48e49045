// The friendly "coming soon" state of a screen not built yet: the screen's real
// heading, an optional lead, and ways onward (most popular, home).
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useT } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { ArrowRightIcon } from './icons.tsx';
import './coming-soon.css';

interface ComingSoonProps {
  title: string;
  eyebrow?: string;
  lead?: string;
  /** Extra lines under the lead (an order number, a group name…). */
  children?: ReactNode;
}

export function ComingSoon({ title, eyebrow, lead, children }: ComingSoonProps) {
  const t = useT();
  const [path] = useLocation();
  usePageTitle(title);
  return (
    <section className="soon container">
      <div className="soon__card">
        <JarArt />
        <div className="soon__body">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 className="soon__title">{title}</h1>
          {lead ? <p className="soon__lead">{lead}</p> : null}
          {children}
          <p className="soon__note">
            <span className="pill pill--soon">{t.comingSoon}</span>
            <span>{t.comingSoonText}</span>
          </p>
          <div className="soon__actions">
            {path === '/most-popular' ? null : (
              <Link href="/most-popular" className="btn btn--primary">
                {t.comingSoonCta}
                <ArrowRightIcon size={18} />
              </Link>
            )}
            <Link href="/" className="btn btn--ghost">
              {t.backHome}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

/** A supplement jar with a leaf: the shop's placeholder illustration. */
export function JarArt() {
  return (
    <svg className="soon__art" viewBox="0 0 160 160" aria-hidden="true" focusable="false">
      <circle cx="80" cy="80" r="74" fill="var(--green-50)" />
      <rect x="50" y="40" width="60" height="16" rx="5" fill="var(--green-700)" />
      <rect x="44" y="54" width="72" height="76" rx="14" fill="#fff" stroke="var(--green-700)" strokeWidth="3" />
      <rect x="52" y="74" width="56" height="30" rx="6" fill="var(--accent-100)" />
      <path d="M66 96c0-10 6-16 18-17-1 11-7 17-15 17h-3Z" fill="var(--green-500)" />
      <path d="M66 97c4-6 8-10 14-13" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
      <circle cx="120" cy="44" r="6" fill="var(--accent-400)" />
      <circle cx="36" cy="104" r="4" fill="var(--green-300)" />
      <circle cx="128" cy="112" r="3" fill="var(--green-300)" />
    </svg>
  );
}
