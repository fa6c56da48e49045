// A desk screen's frame: a section named by its one heading, the tools that belong beside the heading
// (a country picker), and the screen's one-line lead under it; and a panel of it, named by its h2.
// Every screen of the desk starts so.
import { useId, type FormEvent, type ReactNode } from 'react';

interface DeskScreenProps {
  title: string;
  /** Beside the title, on the same line while it fits. */
  tools?: ReactNode;
  /** What the screen is for, in a muted line under the title. */
  lead?: string;
  /** The screen's own class beside desk-screen, for its stylesheet. */
  className?: string;
  children: ReactNode;
}

export function DeskScreen({ title, tools, lead, className, children }: DeskScreenProps) {
  const titleId = useId();
  const heading = (
    <h1 id={titleId} className="desk-screen__title">
      {title}
    </h1>
  );
  return (
    <section className={className ? `desk-screen ${className}` : 'desk-screen'} aria-labelledby={titleId}>
      {tools ? (
        <div className="desk-screen__head">
          {heading}
          {tools}
        </div>
      ) : (
        heading
      )}
      {lead ? <p className="desk-muted desk-screen__lead">{lead}</p> : null}
      {children}
    </section>
  );
}

interface DeskPanelProps {
  title: string;
  /** Across the whole grid of panels. */
  wide?: boolean;
  /** The panel's own class beside desk-panel, for its stylesheet. */
  className?: string;
  /** Makes the panel a form named by its h2 (Enter in a field submits it). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** A panel of a screen: a section, or a form, named by its h2. */
export function DeskPanel({ title, wide = false, className, onSubmit, children }: DeskPanelProps) {
  const titleId = useId();
  const classes = ['desk-panel', wide ? 'desk-panel--wide' : '', className ?? ''].filter(Boolean).join(' ');
  const heading = (
    <h2 id={titleId} className="eyebrow desk-panel__title">
      {title}
    </h2>
  );
  return onSubmit ? (
    <form className={classes} onSubmit={onSubmit} aria-labelledby={titleId}>
      {heading}
      {children}
    </form>
  ) : (
    <section className={classes} aria-labelledby={titleId}>
      {heading}
      {children}
    </section>
  );
}
