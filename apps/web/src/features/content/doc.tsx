// The building blocks of the static pages and blog articles: a small document model (sections of
// paragraphs, lists, tables and notes, each text in both spelling variants), a renderer for it,
// and the page frame (hero, table of contents, prose column).
//
// Texts may hold {placeholders} (filled per country: contacts, hours, numbers of docs/product.md §9) and two
// inline marks: **bold** and [label](href) — href "/path" is a route, "tel:" / "mailto:" a plain link.
import { useCallback, type ReactNode } from 'react';
import { Link } from 'wouter';
import { SELLERS, SUPPORT_HOURS, intlLocales, textFor, type CountryCode, type Text } from '@zdravo/contract';
import { contentMessages } from '@zdravo/contract/messages/content';
import { fill, useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { ArrowRightIcon } from '../../components/ui/icons.tsx';
import { SHOP_NAME } from '../../lib/shop.ts';
import './content.css';

// ── Model ─────────────────────────────────────────────────────────────────────────────────

export type Block =
  | { p: Text }
  | { ul: readonly Text[] }
  | { ol: readonly Text[] }
  | { table: { caption: Text; head: readonly Text[]; rows: readonly (readonly Text[])[]; numeric?: boolean } }
  | { note: Text; title?: Text };

export interface DocSection {
  /** Anchor of the section's heading (the table of contents scrolls to it). */
  id: string;
  title: Text;
  blocks: readonly Block[];
}

export interface Doc {
  lead: Text;
  sections: readonly DocSection[];
}

/** A blog article: a document with its key points and the text of its closing call to action. */
export interface Article extends Doc {
  keyPoints: readonly Text[];
  cta?: {
    /** The product the order button names (and the card's heading unless `title` is given). */
    product?: string;
    title?: Text;
    /** Where the button leads; none: see the screen (the libido article's button is inert). */
    href?: string;
    text: Text;
  };
}

/** The date from which the policies apply (shown under their heading, d. m. yyyy.). */
export const POLICIES_VALID_FROM = '21. 11. 2026.';

export type Vars = Readonly<Record<string, string | number>>;
export type Resolve = (text: Text) => string;

/** `{placeholders}` every page may use: the shop name, the seller, the country's contacts and support hours. */
export function useContactVars(): Record<string, string | number> {
  const { country, info } = useCountry();
  return {
    shop: SHOP_NAME,
    seller: SELLERS[country].legalName,
    sellerAddress: SELLERS[country].address,
    email: info.contact.email,
    phone: info.contact.phone,
    tel: info.contact.phone.replace(/\s+/g, ''),
    address: info.contact.address,
    country: info.name,
    supportFrom: SUPPORT_HOURS.from,
    supportTo: SUPPORT_HOURS.to,
  };
}

/** A count in the country's style (45.000). */
export function formatCount(count: number, country: CountryCode): string {
  return new Intl.NumberFormat(intlLocales(country)).format(count);
}

/** Resolves a Text for the current country (spelling variant) and fills its placeholders. */
export function useResolve(vars: Vars): Resolve {
  const { country } = useCountry();
  return useCallback((text: Text) => fill(textFor(text, country), vars), [country, vars]);
}

// ── Inline marks ──────────────────────────────────────────────────────────────────────────

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
/** "e-mail", "L-karnitin": a non-breaking hyphen keeps a one-letter prefix on its word's line. */
const SHORT_PREFIX = /\b([eL])-(?=\p{L})/gu;
const keepTogether = (text: string): string => text.replace(SHORT_PREFIX, '$1\u2011');

/** A text with **bold** and [label](href) marks as React nodes. */
export function Rich({ text }: { text: string }) {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index;
    if (at > last) out.push(keepTogether(text.slice(last, at)));
    const [whole, bold, label, href] = match;
    if (bold !== undefined) out.push(<strong key={at}>{keepTogether(bold)}</strong>);
    else if (label !== undefined && href !== undefined) out.push(<InlineLink key={at} href={href} label={keepTogether(label)} />);
    last = at + whole.length;
  }
  if (last < text.length) out.push(keepTogether(text.slice(last)));
  return <>{out}</>;
}

function InlineLink({ href, label }: { href: string; label: string }) {
  if (href.startsWith('/')) return <Link href={href}>{label}</Link>;
  return <a href={href}>{label}</a>;
}

// ── Blocks and sections ───────────────────────────────────────────────────────────────────

export function Blocks({ blocks, resolve }: { blocks: readonly Block[]; resolve: Resolve }) {
  return (
    <>
      {blocks.map((block, i) => {
        if ('p' in block)
          return (
            <p key={i}>
              <Rich text={resolve(block.p)} />
            </p>
          );
        if ('ul' in block || 'ol' in block) {
          const items = 'ul' in block ? block.ul : block.ol;
          const List = 'ul' in block ? 'ul' : 'ol';
          return (
            <List key={i}>
              {items.map((item, j) => (
                <li key={j}>
                  <Rich text={resolve(item)} />
                </li>
              ))}
            </List>
          );
        }
        if ('table' in block) return <DocTable key={i} table={block.table} resolve={resolve} />;
        return (
          <aside key={i} className="doc-note">
            {block.title ? (
              <p className="doc-note__title">
                <Rich text={resolve(block.title)} />
              </p>
            ) : null}
            <p>
              <Rich text={resolve(block.note)} />
            </p>
          </aside>
        );
      })}
    </>
  );
}

function DocTable({ table, resolve }: { table: Extract<Block, { table: unknown }>['table']; resolve: Resolve }) {
  const caption = resolve(table.caption);
  const head = table.head.map(resolve);
  // Text tables are too tight on a phone: there each row becomes a small card (labelled cells when
  // there are three or more columns). A numeric table stays a table with its amounts aligned right.
  const stack = !table.numeric;
  const labelled = head.length > 2;
  return (
    // Should a table still be too wide, it scrolls sideways inside its own box, not the page.
    <div className={`doc-table ${stack ? 'doc-table--stack' : 'doc-table--numeric'}`}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell, i) => (
              <th key={i} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    <Rich text={resolve(cell)} />
                  </th>
                ) : (
                  <td key={j} data-label={labelled ? head[j] : undefined}>
                    <Rich text={resolve(cell)} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Sections({ sections, resolve }: { sections: readonly DocSection[]; resolve: Resolve }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="doc-section">
          <h2 id={section.id} tabIndex={-1}>
            {resolve(section.title)}
          </h2>
          <Blocks blocks={section.blocks} resolve={resolve} />
        </section>
      ))}
    </>
  );
}

/** Every word of a document, for the reading time of an article. */
export function wordCount(doc: Doc, resolve: Resolve): number {
  const texts: Text[] = [doc.lead];
  for (const section of doc.sections) {
    texts.push(section.title);
    for (const block of section.blocks) {
      if ('p' in block) texts.push(block.p);
      else if ('ul' in block) texts.push(...block.ul);
      else if ('ol' in block) texts.push(...block.ol);
      else if ('note' in block) texts.push(block.note);
      else texts.push(...block.table.head, ...block.table.rows.flat());
    }
  }
  return texts.reduce((sum, text) => sum + resolve(text).split(/\s+/).filter(Boolean).length, 0);
}

// ── Page frame ────────────────────────────────────────────────────────────────────────────

export interface TocEntry {
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
