// One courier payout (docs/desk.md, "The courier's money"): how many lines were paid in full, short,
// over or for a parcel we do not know, and the delivered parcels missing from it; then each line
// with its parcel and the difference, and the missing parcels with what they should have brought.
import { useEffect, useRef } from 'react';
import {
  REMITTANCE_MATCHES,
  type Remittance,
  type RemittanceMatch,
  type RemittanceSummary,
} from '@zdravo/contract/desk';
import { deskRemittanceLabels, deskRemittanceMessages } from '@zdravo/contract/messages/desk-remittances';
import { DeskTable } from '../DeskTable.tsx';
import { money, stamp } from '../format.ts';
import { fill, useT } from '../texts.ts';
import { dayText } from './WithdrawalCard.tsx';

const KINDS = [...REMITTANCE_MATCHES, 'missing'] as const;
/** The kinds a manager must look into: everything but a line paid in full. */
const needsLook = (kind: RemittanceMatch | 'missing'): boolean => kind !== 'matched';

export function RemittanceCounts({ counts }: { counts: RemittanceSummary['Counts'] }) {
  const labels = useT(deskRemittanceLabels);
  return (
    <ul className="remittance-counts">
      {KINDS.map((kind) => (
        <li
          key={kind}
          className={`remittance-count${counts[kind] > 0 && needsLook(kind) ? ' remittance-count--look' : ''}`}
          data-kind={kind}
        >
          <span className="remittance-count__label">{labels[kind]}</span>{' '}
          <strong className="remittance-count__n">{counts[kind]}</strong>
        </li>
      ))}
    </ul>
  );
}

export function RemittanceView({ remittance: r, onBack }: { remittance: Remittance; onBack: () => void }) {
  const t = useT(deskRemittanceMessages);
  // Opened from the list (or by an import), the reader starts at the payout's title, keyboard included.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), [r.ID]);
  const labels = useT(deskRemittanceLabels);
  const m = (minor: number) => money(minor, r.Country);
  return (
    <article className="remittance" aria-labelledby="remittance-title" data-remittance={r.ID}>
      <button type="button" className="btn btn--ghost btn--small" onClick={onBack}>
        ← {t.back}
      </button>
      <h2 id="remittance-title" className="remittance-heading" ref={title} tabIndex={-1}>
        {fill(t.payoutTitle, { date: dayText(r.PayoutOn), courier: r.CourierName })}
      </h2>
      <p className="desk-muted">
        {r.FileName} · {fill(t.importedBy, { at: stamp(r.ImportedAt), by: r.ImportedBy })}
      </p>
      <dl className="remittance-sums">
        <div>
          <dt>{t.collected}</dt>
          <dd>{m(r.CollectedMinor)}</dd>
        </div>
        <div>
          <dt>{t.fee}</dt>
          <dd>{m(r.FeeMinor)}</dd>
        </div>
        <div>
          <dt>{t.net}</dt>
          <dd>{m(r.CollectedMinor - r.FeeMinor)}</dd>
        </div>
      </dl>
      <section aria-label={t.counts}>
        <RemittanceCounts counts={r.Counts} />
      </section>

      <h3 className="remittance-subheading">{t.linesTitle}</h3>
      <DeskTable
        cards
        className="remittance-lines"
        columns={[
          { label: t.tracking },
          { label: t.order },
          { label: t.expected, numeric: true },
          { label: t.paid, numeric: true },
          { label: t.difference, numeric: true },
          { label: t.fee, numeric: true },
          { label: t.match },
        ]}
      >
        {r.Lines.map((l) => (
          <tr key={l.Row} data-match={l.Match} className={needsLook(l.Match) ? 'remittance-row--look' : undefined}>
            <td className="desk-nowrap">{l.TrackingNumber}</td>
            <td data-label={t.order}>
              {l.OrderID ? (
                <a className="desk-link" href={`#/orders/${l.OrderID}`}>
                  {l.OrderNumber}
                </a>
              ) : (
                '—'
              )}
            </td>
            <td className="desk-num desk-nowrap" data-label={t.expected}>
              {l.ExpectedMinor === null ? '—' : m(l.ExpectedMinor)}
            </td>
            <td className="desk-num desk-nowrap" data-label={t.paid}>
              {m(l.CollectedMinor)}
            </td>
            <td className="desk-num desk-nowrap" data-label={t.difference}>
              {l.ExpectedMinor === null ? '—' : m(l.CollectedMinor - l.ExpectedMinor)}
            </td>
            <td className="desk-num desk-nowrap" data-label={t.fee}>
              {m(l.FeeMinor)}
            </td>
            <td>
              <strong>{labels[l.Match]}</strong>
            </td>
          </tr>
        ))}
      </DeskTable>

      <h3 className="remittance-subheading">{t.missingTitle}</h3>
      <p className="desk-muted">{fill(t.missingNote, { date: dayText(r.PayoutOn) })}</p>
      {r.Missing.length === 0 ? (
        <p className="desk-state">{t.missingNone}</p>
      ) : (
        <DeskTable
          cards
          className="remittance-missing"
          columns={[
            { label: t.tracking },
            { label: t.order },
            { label: t.deliveredOn },
            { label: t.expected, numeric: true },
          ]}
        >
          {r.Missing.map((p) => (
            <tr key={p.OrderID} data-match="missing" className="remittance-row--look">
              <td className="desk-nowrap">{p.TrackingNumber}</td>
              <td data-label={t.order}>
                <a className="desk-link" href={`#/orders/${p.OrderID}`}>
                  {p.OrderNumber}
                </a>
              </td>
              <td className="desk-nowrap" data-label={t.deliveredOn}>
                {dayText(p.DeliveredOn)}
              </td>
              <td className="desk-num desk-nowrap" data-label={t.expected}>
                {m(p.ExpectedMinor)}
              </td>
            </tr>
          ))}
        </DeskTable>
      )}
    </article>
  );
}
