// A screen's section named by its own heading: the heading carries the id the section's
// aria-labelledby points at, so a screen reader lists the section under that name.
import type { ReactNode, Ref } from 'react';

interface TitledSectionProps {
  className: string;
  /** The heading's id (tests and in-page links may point at it). */
  titleId: string;
  title: ReactNode;
  titleClassName?: string;
  /** A head row around the heading, for what stands beside it (a link to more): its class and content. */
  headClassName?: string;
  head?: ReactNode;
  ref?: Ref<HTMLElement>;
  tabIndex?: number;
  /** Names the section as a part that hydrates after the root (lib/hydration-parts.ts): a lazy section. */
  hydrationPart?: string;
  children: ReactNode;
}

export function TitledSection(props: TitledSectionProps) {
  const {
    className,
    titleId,
    title,
    titleClassName = 'section-title',
    headClassName,
    head,
    ref,
    tabIndex,
    hydrationPart,
    children,
  } = props;
  const heading = (
    <h2 id={titleId} className={titleClassName}>
      {title}
    </h2>
  );
  return (
    <section
      className={className}
      ref={ref}
      aria-labelledby={titleId}
      tabIndex={tabIndex}
      data-hydration-part={hydrationPart}
    >
      {headClassName ? (
        <div className={headClassName}>
          {heading}
          {head}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
