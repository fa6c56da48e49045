// A desk screen's frame: a section named by its one heading, the tools that belong beside the heading
// (a country picker), and the screen's one-line lead under it; and a panel of it, named by its h2.
// Every screen of the desk starts so.
import { useId, type ReactNode } from 'react';

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

/** A panel of a screen: a section named by its h2 (`wide`: across the whole grid of panels). */
export function DeskPanel({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={wide ? 'desk-panel desk-panel--wide' : 'desk-panel'} aria-labelledby={titleId}>
      <h2 id={titleId} className="desk-panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
