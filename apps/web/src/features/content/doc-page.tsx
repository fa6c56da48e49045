// The page frame of the static pages and blog articles: hero, table of contents, prose column, the policy
// pages' validity line, a row of facts and the related pages.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { contentMessages } from '@zdravo/contract/messages/content';
import { fill, useT } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { ArrowRightIcon } from '../../components/ui/icons.tsx';
import './content.css';
import { POLICIES_VALID_FROM, useResolve, type Doc, type Vars } from './doc-model.ts';
import { Rich, Sections } from './doc-blocks.tsx';

// ── Page frame ────────────────────────────────────────────────────────────────────────────

interface TocEntry {
  id: string;
  title: string;
}

function scrollToHeading(id: string): void {
  const heading = document.getElementById(id);
  if (!heading) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  heading.focus({ preventScroll: true });
}

/**
 * Table of contents. Routes live in the address's hash, so an in-page "#id" link would change the
 * route: the entries are buttons that scroll to their heading. A sticky list beside the text on wide
 * screens, a collapsed "On this page" above it on phones.
 */
function Toc({ entries }: { entries: readonly TocEntry[] }) {
  const t = useT(contentMessages);
  const list = (
    <ol className="doc-toc__list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <button type="button" className="doc-toc__link" onClick={() => scrollToHeading(entry.id)}>
            {entry.title}
          </button>
        </li>
      ))}
    </ol>
  );
  return (
    <>
      <nav className="doc-toc doc-toc--side" aria-label={t.tocTitle}>
        <p className="eyebrow doc-toc__title" aria-hidden="true">
          {t.tocTitle}
        </p>
        {list}
      </nav>
      <details className="doc-toc doc-toc--inline">
        <summary className="doc-toc__summary">{t.tocTitle}</summary>
        <nav aria-label={t.tocTitle}>{list}</nav>
      </details>
    </>
  );
}

interface DocPageProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** A small line under the lead (valid-from date, reading time). */
  meta?: ReactNode;
  /** Sections listed in the table of contents; none: a single centred column. */
  toc?: readonly TocEntry[];
  /** Extra content at the end of the hero band (the community page's buttons). */
  heroExtra?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** The frame of every content page: the hero band with the page's h1, then the readable column. */
export function DocPage({ eyebrow, title, lead, meta, toc, heroExtra, children, className }: DocPageProps) {
  usePageTitle(title);
  const withToc = toc && toc.length > 1;
  return (
    <article className={`doc${className ? ` ${className}` : ''}`}>
      <header className="doc-hero">
        <div className={`container doc-grid${withToc ? ' doc-grid--toc' : ''}`}>
          <div className="doc-hero__text">
            <p className="eyebrow">{eyebrow}</p>
            <h1 className="doc-hero__title">{title}</h1>
            <p className="doc-hero__lead">
              <Rich text={lead} />
            </p>
            {meta ? <p className="doc-hero__meta">{meta}</p> : null}
            {heroExtra}
          </div>
        </div>
      </header>
      <div className={`container doc-grid doc-body${withToc ? ' doc-grid--toc' : ''}`}>
        {withToc ? <Toc entries={toc} /> : null}
        <div className="doc-main">{children}</div>
      </div>
    </article>
  );
}

/** A policy-style page: hero, valid-from date, table of contents and the document's sections. */
export function PolicyPage({
  eyebrow,
  title,
  doc,
  vars,
  before,
  after,
  dated = true,
}: {
  eyebrow: string;
  title: string;
  doc: Doc;
  vars: Vars;
  /** Content above the first section (the key facts). */
  before?: ReactNode;
  after?: ReactNode;
  dated?: boolean;
}) {
  const t = useT(contentMessages);
  const resolve = useResolve(vars);
  const toc = doc.sections.map((section) => ({ id: section.id, title: resolve(section.title) }));
  return (
    <DocPage
      eyebrow={eyebrow}
      title={title}
      lead={resolve(doc.lead)}
      meta={dated ? fill(t.validFrom, { date: POLICIES_VALID_FROM }) : undefined}
      toc={toc}
    >
      {before}
      <div className="prose">
        <Sections sections={doc.sections} resolve={resolve} />
      </div>
      {after}
    </DocPage>
  );
}

export interface Fact {
  icon: ReactNode;
  value: string;
  label: string;
}

/** Key numbers of a policy at a glance (90 days, 20 %…), above its full text. */
export function Facts({ items, label }: { items: readonly Fact[]; label: string }) {
  return (
    <ul className="doc-facts" aria-label={label}>
      {items.map((fact) => (
        <li key={fact.label} className="doc-fact">
          <span className="icon-disc doc-fact__icon" aria-hidden="true">
            {fact.icon}
          </span>
          <span className="doc-fact__value">{fact.value}</span>
          <span className="doc-fact__label">{fact.label}</span>
        </li>
      ))}
    </ul>
  );
}

export interface PageLink {
  href: string;
  label: string;
}

/** "Useful pages" at the end of a page: a short list of onward links. */
export function RelatedPages({ title, links }: { title: string; links: readonly PageLink[] }) {
  return (
    <nav className="doc-related" aria-labelledby="related-pages">
      <h2 id="related-pages" className="doc-related__title">
        {title}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="doc-related__link">
              <span>{link.label}</span>
              <ArrowRightIcon size={18} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
