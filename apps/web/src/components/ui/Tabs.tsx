// Tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs; one panel shows.
// Uncontrolled (the offer's details: every panel rendered, the others hidden) or controlled by the
// screen (`active` + `onSelect`: the tab lives in the address or in the screen's state; only the
// active panel is rendered, so two forms never stand in the page at once).
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  items: readonly TabItem[];
  label: string;
  /** Controlled: the active tab's id, and what a click or key asks for. */
  active?: string;
  onSelect?: (id: string) => void;
  /** A screen's own look for the list, the tabs and the panel (the defaults are tabs.css's). */
  classNames?: { list?: string; tab?: string; panel?: string };
}

export function Tabs({ items, label, active: activeId, onSelect, classNames = {} }: TabsProps) {
  const [own, setOwn] = useState(0);
  const controlled = activeId !== undefined;
  const active = controlled
    ? Math.max(
        0,
        items.findIndex((item) => item.id === activeId),
      )
    : own;
  const setActive = (i: number) => (controlled ? onSelect?.(items[i]!.id) : setOwn(i));
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const focus = (i: number) => {
    const next = (i + items.length) % items.length;
    setActive(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focus(target);
  };

  return (
    <div className="tabs">
      <div className={classNames.list ?? 'tabs__list'} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, i) => (
          <button
            key={item.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-controls={controlled && i !== active ? undefined : `${base}-panel-${i}`}
            aria-selected={i === active}
            tabIndex={i === active ? 0 : -1}
            className={classNames.tab ?? 'tabs__tab'}
            onClick={() => setActive(i)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, i) =>
        controlled && i !== active ? null : (
          <div
            key={item.id}
            role="tabpanel"
            id={`${base}-panel-${i}`}
            aria-labelledby={`${base}-tab-${i}`}
            hidden={i !== active}
            tabIndex={0}
            className={classNames.panel ?? 'tabs__panel'}
          >
            {/* Without a script every panel shows, one under the other, each under its own title
                (index.html's noscript style): the tabs themselves need a script. */}
            {controlled ? null : <h2 className="tabs__section-title">{item.label}</h2>}
            {item.content}
          </div>
        ),
      )}
    </div>
  );
}
