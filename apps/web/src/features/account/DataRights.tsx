// The account's data rights (settings tab): 'Preuzmi moje podatke' downloads everything the shop
// holds about the shopper as a JSON file; 'Obriši račun' asks for the password in a dialog and
// deletes the account (the server keeps orders and reviews, anonymised). The 30-day promise for
// every other request is stated here as on the privacy page.
import { Suspense, useState } from 'react';
import { DATA_REQUEST_REPLY_DAYS } from '@zdravo/contract';
import { dataRightsMessages } from '@zdravo/contract/messages/data-rights';
import { FormMessage } from '../../components/ui/form/index.ts';
import { fill, useT } from '../../lib/i18n.ts';
import { exportData } from './api.ts';
import { lazyPart } from '../../lib/lazy-part.ts';
import { BusyButton } from '../../components/ui/BusyButton.tsx';

// Opened by a tap: its code comes then (decision 040).
const DeleteAccountDialog = lazyPart(
  () => import('./DeleteAccountDialog.tsx'),
  (m) => m.DeleteAccountDialog,
);

/** Hands the browser a file to save; the object URL is released right after. */
function download(fileName: string, json: string): void {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function DataRights() {
  const t = useT(dataRightsMessages);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<'done' | 'failed' | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function downloadData() {
    if (busy) return;
    setBusy(true);
    setResult(null);
    const answer = await exportData();
    setBusy(false);
    if (answer.status !== 'ok') {
      setResult('failed');
      return;
    }
    download(`${t.fileName}-${answer.data.exportedAt.slice(0, 10)}.json`, JSON.stringify(answer.data, null, 2));
    setResult('done');
  }

  return (
    <section className="settings__form data-rights" aria-labelledby="settings-data" data-testid="data-rights">
      <h2 className="settings__heading" id="settings-data">
        {t.heading}
      </h2>
      <p className="data-rights__intro">{fill(t.intro, { days: DATA_REQUEST_REPLY_DAYS })}</p>
      <div className="data-rights__actions">
        <div className="data-rights__block">
          <h3 className="data-rights__subheading">{t.downloadTitle}</h3>
          <p className="data-rights__note">{t.downloadText}</p>
          <BusyButton
            busy={busy}
            label={t.download}
            busyLabel={t.downloadBusy}
            className="btn--ghost"
            onClick={() => void downloadData()}
          />
          {result === 'done' ? <FormMessage kind="success">{t.downloadDone}</FormMessage> : null}
          {result === 'failed' ? <FormMessage kind="error">{t.downloadFailed}</FormMessage> : null}
        </div>
        <div className="data-rights__block data-rights__block--delete">
          <h3 className="data-rights__subheading">{t.deleteTitle}</h3>
          <p className="data-rights__note">{t.deleteText}</p>
          <button type="button" className="btn data-rights__delete" onClick={() => setDeleting(true)}>
            {t.delete}
          </button>
        </div>
      </div>
      {deleting ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog.Part onCancel={() => setDeleting(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
