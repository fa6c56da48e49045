// A screen's section named by its own heading: the heading carries the id the section's
// aria-labelledby points at, so a screen reader lists the section under that name.
import type { ReactNode, Ref } from 'react';

interface TitledSectionProps {
  className: string;
  /** The heading's id (tests and in-page links may point at it). */
  titleId: string;
  title: ReactNode;
  titleClassName?: string;
  ref?: Ref<HTMLElement>;
  tabIndex?: number;
  children: ReactNode;
}

export function TitledSection({ className, titleId, title, titleClassName = 'section-title', ref, tabIndex, children }: TitledSectionProps) {
  return (
    <section className={className} ref={ref} aria-labelledby={titleId} tabIndex={tabIndex}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
