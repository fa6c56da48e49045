// A lead's risk flags as the agent reads them before dialling.
import type { RiskFlag } from '@zdravo/contract/desk';
import { deskQueueMessages } from '@zdravo/contract/messages/desk';
import { fill, useT } from '../texts.ts';

export function Flags({ flags }: { flags: RiskFlag[] }) {
  const t = useT(deskQueueMessages);
  if (flags.length === 0) return null;
  return (
    <ul className="desk-flags">
      {flags.map((f) => (
        <li key={f.Kind} className={`desk-flag desk-flag--${f.Kind}`}>
          {f.Kind === 'duplicate'
            ? `${t.flagDuplicate}: ${f.Numbers.join(', ')}`
            : f.Kind === 'refusedBefore'
              ? fill(t.flagRefused, { count: f.Count })
              : `${t.flagBlocked}${f.Note ? `: ${f.Note}` : ''}`}
        </li>
      ))}
    </ul>
  );
}
