// The order view's panel for a returned or refused parcel (docs/desk.md "Stock"), managers only: its
// units back on the shelf, or written off with a reason — once.
import { useState } from 'react';
import { deskStockMessages } from '@zdravo/contract/messages/desk-stock';
import { TextField } from '../../components/ui/form/index.ts';
import { deskRpc } from '../rpc.ts';
import { ErrorLine } from '../DeskTable.tsx';
import { fill, useDeskErrorText, useT } from '../texts.ts';
import { DeskPanel } from '../DeskScreen.tsx';
import { Notice } from '../Notice.tsx';

export function BookIn({ orderId }: { orderId: number }) {
  const t = useT(deskStockMessages);
  const errorText = useDeskErrorText();
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function book(outcome: 'restock' | 'write_off') {
    setBusy(true);
    setError(null);
    const answer = await deskRpc.call('desk.stock.bookIn', {
      orderId,
      outcome,
      ...(outcome === 'write_off' ? { reason: reason.trim() } : {}),
    });
    setBusy(false);
    if (answer.status !== 'ok') return setError(errorText(answer.data));
    setDone(answer.data.Units);
  }

  return (
    <DeskPanel title={t.bookInHeading}>
      {done !== null ? (
        <Notice kind="ok">{fill(t.bookedIn, { count: done })}</Notice>
      ) : (
        <>
          <p className="desk-muted">{t.bookInLead}</p>
          <button
            type="button"
            className="btn btn--primary btn--small"
            disabled={busy}
            onClick={() => void book('restock')}
          >
            {t.restock}
          </button>
          <TextField label={t.writeOffReason} value={reason} onValue={setReason} maxLength={200} />
          <button
            type="button"
            className="btn btn--ghost btn--small"
            disabled={busy || reason.trim() === ''}
            onClick={() => void book('write_off')}
          >
            {t.writeOff}
          </button>
          <ErrorLine text={error} />
        </>
      )}
    </DeskPanel>
  );
}
