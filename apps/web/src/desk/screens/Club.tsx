// The Klub screen (docs/desk.md, Klub): join requests with the account their phone or e-mail matches
// (its orders one click away), the members, and memberships ending within N days. Managers take the
// fee (with its day) and cancel; agents read, to phone the people who asked (decision 032).
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import {
  CLUB_EXPIRING_DAYS,
  CLUB_VIEWS,
  type ClubPage,
  type ClubRow,
  type ClubView,
  type StaffMe,
} from '@zdravo/contract/desk';
import { shopDateTime } from '@zdravo/contract';
import { deskClubMessages, deskClubNone, deskClubStates, deskClubViews } from '@zdravo/contract/messages/desk-club';
import { TextField } from '../../components/ui/form/index.ts';
import { mayOpen } from '../access.ts';
import { ClubDialog, lastDayOf, type ClubAction } from '../club/ClubDialog.tsx';
import { DeskTable, ErrorLine, MoreButton } from '../DeskTable.tsx';
import { stamp } from '../format.ts';
import { QueryState } from '../QueryState.tsx';
import { deskRpc } from '../rpc.ts';
import { useDeskQuery } from '../use-desk-query.ts';
import { fill, useDeskErrorText, useT } from '../texts.ts';
import './club.css';
import { DeskScreen } from '../DeskScreen.tsx';
import { Notice } from '../Notice.tsx';

const PILL: Record<ClubRow['State'], string> = {
  request: 'invited',
  upcoming: 'invited',
  active: 'on',
  ended: 'off',
  cancelled: 'off',
};

function AccountCell({ row, ordersLink }: { row: ClubRow; ordersLink: boolean }) {
  const t = useT(deskClubMessages);
  const a = row.Account;
  if (!a) return <span className="desk-muted">{t.noAccount}</span>;
  return (
    <>
      <span className="desk-club__name">{a.Name || a.Email}</span>
      <span className="desk-muted desk-club__line">{a.Email}</span>
      <span className="desk-muted desk-club__line desk-nowrap">{a.PhoneDisplay}</span>
      {ordersLink ? (
        <Link
          href={`/orders?q=${encodeURIComponent(a.Email)}`}
          className="desk-link desk-club__line"
          aria-label={fill(t.ordersOf, { name: a.Name || a.Email })}
        >
          {fill(t.orders, { count: a.Orders })}
        </Link>
      ) : null}
      {a.MatchedNow ? (
        <span className="pill desk-state-pill desk-state-pill--invited desk-club__line">{t.matchedNow}</span>
      ) : null}
    </>
  );
}

function Rows({ rows, me, act }: { rows: ClubRow[]; me: StaffMe; act: (action: ClubAction) => void }) {
  const t = useT(deskClubMessages);
  const states = useT(deskClubStates);
  const canWrite = mayOpen(me, 'desk.club.activate');
  const ordersLink = mayOpen(me, 'desk.orders.search');
  const columns = [
    { label: t.person },
    { label: t.account },
    { label: t.asked },
    { label: t.period },
    ...(canWrite ? [{ label: t.actions, hidden: true }] : []),
  ];
  return (
    <DeskTable cards columns={columns} className="desk-club">
      {rows.map((row) => (
        <tr key={row.ID} data-club-row={row.ID}>
          <td>
            <span className="desk-club__name">{row.Name}</span>
            <span className="desk-muted desk-club__line desk-nowrap">
              {row.PhoneDisplay} · {row.Country}
            </span>
            {row.Email ? <span className="desk-muted desk-club__line">{row.Email}</span> : null}
          </td>
          <td>
            <AccountCell row={row} ordersLink={ordersLink} />
          </td>
          <td className="desk-nowrap">{stamp(row.CreatedAt)}</td>
          <td>
            <span className={`pill desk-state-pill desk-state-pill--${PILL[row.State]}`}>{states[row.State]}</span>
            {row.StartsAt && row.ExpiresAt ? (
              <span className="desk-club__line desk-nowrap">
                {fill(t.fromTo, { from: shopDateTime(row.StartsAt).date, to: lastDayOf(row.ExpiresAt) })}
              </span>
            ) : null}
          </td>
          {canWrite ? (
            <td>
              <div className="desk-club__actions">
                {row.Account ? (
                  <button
                    type="button"
                    className={`btn btn--small ${row.State === 'request' ? 'btn--primary' : 'btn--ghost'}`}
                    onClick={() => act({ kind: 'activate', row })}
                    aria-label={fill(row.State === 'request' ? t.activateFor : t.renewFor, { name: row.Name })}
                  >
                    {row.State === 'request' ? t.activate : t.renew}
                  </button>
                ) : null}
                {row.State === 'request' || row.State === 'active' || row.State === 'upcoming' ? (
                  <button
                    type="button"
                    className="btn btn--ghost btn--small"
                    onClick={() => act({ kind: 'cancel', row })}
                    aria-label={fill(t.cancelFor, { name: row.Name })}
                  >
                    {t.cancel}
                  </button>
                ) : null}
              </div>
            </td>
          ) : null}
        </tr>
      ))}
    </DeskTable>
  );
}

export default function Club({ me }: { me: StaffMe }) {
  const t = useT(deskClubMessages);
  const views = useT(deskClubViews);
  const none = useT(deskClubNone);
  const errorText = useDeskErrorText();
  const [view, setView] = useState<ClubView>('requests');
  const [daysDraft, setDaysDraft] = useState(String(CLUB_EXPIRING_DAYS.default));
  const [days, setDays] = useState<number>(CLUB_EXPIRING_DAYS.default);
  const [more, setMore] = useState<ClubPage | null>(null);
  const [action, setAction] = useState<ClubAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = useDeskQuery<ClubPage>(`club:${view}:${days}`, () =>
    deskRpc.call('desk.club.list', { view, ...(view === 'expiring' ? { days } : {}) }),
  );

  function show(next: ClubView) {
    setView(next);
    setMore(null);
    setNotice(null);
  }

  function applyDays(event: FormEvent) {
    event.preventDefault();
    const n = Math.round(Number(daysDraft));
    setDays(
      Math.min(
        CLUB_EXPIRING_DAYS.max,
        Math.max(CLUB_EXPIRING_DAYS.min, Number.isFinite(n) ? n : CLUB_EXPIRING_DAYS.default),
      ),
    );
    setMore(null);
  }

  async function loadMore(before: number) {
    const answer = await deskRpc.call('desk.club.list', { view, beforeId: before });
    if (answer.status !== 'ok') return setError(errorText(answer.data));
    setMore((m) => ({ Rows: [...(m?.Rows ?? []), ...answer.data.Rows], NextBeforeID: answer.data.NextBeforeID }));
  }

  const rows = query.state === 'ok' ? [...query.data.Rows, ...(more?.Rows ?? [])] : [];
  const next = more ? more.NextBeforeID : query.state === 'ok' ? query.data.NextBeforeID : null;

  return (
    <DeskScreen title={t.heading} lead={t.lead}>
      {mayOpen(me, 'desk.club.activate') ? null : <p className="desk-muted">{t.readOnly}</p>}
      <div className="desk-stages" role="group" aria-label={t.views}>
        {CLUB_VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            className={`desk-stage${view === v ? ' desk-stage--on' : ''}`}
            aria-pressed={view === v}
            onClick={() => show(v)}
          >
            {views[v]}
          </button>
        ))}
      </div>
      {view === 'expiring' ? (
        <form className="desk-panel desk-filters" onSubmit={applyDays}>
          <TextField
            label={t.days}
            type="number"
            inputMode="numeric"
            min={CLUB_EXPIRING_DAYS.min}
            max={CLUB_EXPIRING_DAYS.max}
            value={daysDraft}
            onValue={setDaysDraft}
          />
          <button type="submit" className="btn btn--primary desk-filters__submit">
            {t.show}
          </button>
        </form>
      ) : null}
      {notice ? <Notice kind="ok">{notice}</Notice> : null}
      <ErrorLine text={error} />
      {query.state !== 'ok' ? (
        <QueryState query={query} reload={query.reload} />
      ) : rows.length === 0 ? (
        <p className="desk-state">{none[view]}</p>
      ) : (
        <Rows rows={rows} me={me} act={setAction} />
      )}
      <MoreButton label={t.more} onMore={next !== null ? () => loadMore(next) : null} />
      <ClubDialog
        action={action}
        onClose={() => setAction(null)}
        onDone={(text) => {
          setNotice(text);
          setMore(null);
          query.reload();
        }}
      />
    </DeskScreen>
  );
}
