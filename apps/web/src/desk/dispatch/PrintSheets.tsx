// What dispatch prints for a picked batch (docs/desk.md, dispatch): the pick list — the chosen parcels'
// products summed, in the team's wording, on screen and on paper — and one packing slip per parcel,
// on paper only, in the shopper's own wording: what is inside, the cash to collect, the address a
// return goes to and how to withdraw (the shop's own withdrawal texts). The print stylesheet
// (dispatch-print.css) prints this and nothing else of the desk, a slip per page.
import { COUNTRIES, SELLERS, WITHDRAWAL_PERIOD_DAYS, type CountryCode } from '@zdravo/contract';
import type { DispatchParcel } from '@zdravo/contract/desk';
import { textsFor } from '@zdravo/contract';
import { deskDispatchMessages } from '@zdravo/contract/messages/desk';
import { preContractTexts } from '@zdravo/contract/messages/pre-contract';
import { withdrawalNextSteps } from '@zdravo/contract/messages/withdrawal';
import { DeskPanel } from '../DeskScreen.tsx';
import { money } from '../format.ts';
import { fill, useT } from '../texts.ts';
import { pickList } from './pick-list.ts';
import './dispatch-print.css';

function PackingSlip({ parcel }: { parcel: DispatchParcel }) {
  const country: CountryCode = parcel.Country;
  const t = textsFor(deskDispatchMessages, country);
  const pre = textsFor(preContractTexts, country);
  const next = textsFor(withdrawalNextSteps, country);
  const seller = SELLERS[country];
  return (
    <article className="dispatch-slip" aria-label={`${t.slip} ${parcel.Number}`}>
      <header className="dispatch-slip__head">
        <strong>{seller.legalName}</strong>
        <span>
          {t.slip} · {fill(t.slipOrder, { number: parcel.Number })}
        </span>
      </header>
      <div className="dispatch-slip__who">
        <div>
          <div className="dispatch-slip__label">{t.slipRecipient}</div>
          {parcel.Name}
          <br />
          {parcel.Street}
          <br />
          {parcel.PostalCode} {parcel.Place}
          <br />
          {parcel.PhoneDisplay}
        </div>
        <div>
          <div className="dispatch-slip__label">{t.slipReturnAddress}</div>
          {seller.legalName}
          <br />
          {seller.address}
        </div>
      </div>
      <table className="dispatch-slip__lines">
        <thead>
          <tr>
            <th scope="col">{t.product}</th>
            <th scope="col" className="desk-num">
              {t.quantity}
            </th>
          </tr>
        </thead>
        <tbody>
          {parcel.Lines.map((l) => (
            <tr key={l.OfferID}>
              <td>{l.Name}</td>
              <td className="desk-num">{l.Quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="dispatch-slip__cod">
        {t.slipToCollect}: <strong>{money(parcel.CodMinor, country)}</strong>
      </p>
      <div className="dispatch-slip__withdrawal">
        <div className="dispatch-slip__label">{t.slipWithdrawal}</div>
        <p>{fill(pre.withdrawal, { days: WITHDRAWAL_PERIOD_DAYS })}</p>
        <p>{fill(next.delivered, { days: WITHDRAWAL_PERIOD_DAYS })}</p>
        <p>{fill(t.slipQuestions, { phone: COUNTRIES[country].contact.phone })}</p>
      </div>
    </article>
  );
}

/** The pick list of `parcels` (the chosen ones, else the whole list) and their packing slips. */
export function PrintSheets({ parcels }: { parcels: readonly DispatchParcel[] }) {
  const t = useT(deskDispatchMessages);
  const lines = pickList(parcels);
  const pieces = lines.reduce((sum, l) => sum + l.Quantity, 0);
  return (
    <div className="dispatch-print">
      <DeskPanel title={t.pickList} className="dispatch-picklist">
        <p className="desk-muted">{fill(t.pickListLead, { parcels: parcels.length, pieces })}</p>
        <table className="dispatch-picklist__table">
          <thead>
            <tr>
              <th scope="col">{t.product}</th>
              <th scope="col" className="desk-num">
                {t.quantity}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.OfferID}>
                <td>{l.Name}</td>
                <td className="desk-num">{l.Quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ol className="dispatch-picklist__parcels">
          {parcels.map((p) => (
            <li key={p.OrderID}>
              {p.Number}: {p.Lines.map((l) => `${l.Quantity}× ${l.Name}`).join(', ')}
            </li>
          ))}
        </ol>
      </DeskPanel>
      <div className="dispatch-slips">
        {parcels.map((p) => (
          <PackingSlip key={p.OrderID} parcel={p} />
        ))}
      </div>
    </div>
  );
}
