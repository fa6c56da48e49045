// The document model's renderer: a text's two inline marks — **bold** and [label](href), where href "/path"
// is a route and "tel:" / "mailto:" a plain link — its blocks, its sections and their word count.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Text } from '@zdravo/contract';
import './content.css';
import type { Block, Doc, DocSection, Resolve } from './doc-model.ts';

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
    else if (label !== undefined && href !== undefined)
      out.push(<InlineLink key={at} href={href} label={keepTogether(label)} />);
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

function Blocks({ blocks, resolve }: { blocks: readonly Block[]; resolve: Resolve }) {
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
