// An accordion item on native <details>: keyboard and screen readers work without script, and
// several may be open at once.
import type { ReactNode } from 'react';
import { ChevronDownIcon } from './icons.tsx';
import './accordion.css';

export function AccordionItem({
  title,
  icon,
  children,
  defaultOpen = false,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  return (
    <details className="accordion" open={defaultOpen}>
      <summary className="accordion__summary">
        {icon ? <span className="accordion__icon">{icon}</span> : null}
        <span className="accordion__title">{title}</span>
        <ChevronDownIcon size={20} className="accordion__chevron" />
      </summary>
      <div className="accordion__body">{children}</div>
    </details>
  );
}
