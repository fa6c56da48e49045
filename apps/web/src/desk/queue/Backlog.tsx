// The backlog on top of the queue (docs/desk.md, "Supervision"): per country and lead type, how many
// leads are open, how many are callable now, and how long the oldest has waited since it was due.
// An order row narrows the queue to its country; a promised call's row opens its own screen.
import type { BacklogRow } from '@zdravo/contract/desk';
import type { CountryCode } from '@zdravo/contract';
import { deskLeadKinds, deskSupervisionMessages, waitedWords } from '@zdravo/contract/messages/desk-supervision';
import { deskRpc } from '../rpc.ts';
import { DeskTable } from '../DeskTable.tsx';
import { useDeskQuery } from '../use-desk-query.ts';
import { fill, useT } from '../texts.ts';

export function Backlog({
  round,
  now,
  onCountry,
}: {
  round: number;
  now: number;
  onCountry: (country: CountryCode) => void;
}) {
  const t = useT(deskSupervisionMessages);
  const kinds = useT(deskLeadKinds);
  const backlog = useDeskQuery<BacklogRow[]>(`backlog:${round}`, () => deskRpc.call('desk.queue.backlog', {}));
  if (backlog.state !== 'ok') return null;
  const rows = [...backlog.data].sort((a, b) => a.Country.localeCompare(b.Country) || a.Kind.localeCompare(b.Kind));
  return (
    <section className="desk-backlog" aria-labelledby="desk-backlog-heading" data-testid="backlog">
      <h2 id="desk-backlog-heading" className="desk-backlog__heading">
        {t.backlogHeading}
      </h2>
      {rows.length === 0 ? (
        <p className="desk-muted">{t.noBacklog}</p>
      ) : (
        <DeskTable
          columns={[
            { label: t.kind },
            { label: t.open, numeric: true },
            { label: t.dueNow, numeric: true },
            { label: t.oldest },
          ]}
          className="desk-backlog__table"
        >
          {rows.map((r) => (
            <tr key={`${r.Country}:${r.Kind}`} data-backlog={`${r.Country}:${r.Kind}`}>
              <td>
                {r.Kind === 'order' ? (
                  <button type="button" className="desk-link" onClick={() => onCountry(r.Country)}>
                    {r.Country} · {kinds[r.Kind]}
                  </button>
                ) : (
                  <a href={`#/requests?kind=${r.Kind}`}>
                    {r.Country} · {kinds[r.Kind]}
                  </a>
                )}
              </td>
              <td className="desk-num">{r.Open}</td>
              <td className="desk-num">{r.DueNow}</td>
              <td className="desk-nowrap">
                {r.OldestDueAt && Date.parse(r.OldestDueAt) < now
                  ? fill(t.late, { time: waitedWords(now - Date.parse(r.OldestDueAt), t) })
                  : '—'}
              </td>
            </tr>
          ))}
        </DeskTable>
      )}
    </section>
  );
}
