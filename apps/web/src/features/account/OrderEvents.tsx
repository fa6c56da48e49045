// An order's history under its status: the same lines /track shows, oldest first, each with its
// date on the shop's clock (the server wrote the texts in the order country's words).
import { shopDateTime, type OrderEventLine } from '@zdravo/contract';
import { trackingTexts } from '@zdravo/contract/messages/tracking';
import { fill, useT } from '../../lib/i18n.ts';

export function OrderEvents({ events }: { events: readonly OrderEventLine[] }) {
  const { newTab, courierLinkOf } = useT(trackingTexts);
  if (events.length === 0) return null;
  return (
    <ol className="orders__events" data-testid="order-events">
      {events.map((e, i) => {
        const { date, time } = shopDateTime(e.At);
        return (
          <li key={i} className="orders__event">
            <time dateTime={e.At}>
              {date} {time}
            </time>{' '}
            <span>{e.Text}</span>
            {e.TrackingUrl ? (
              <>
                {' '}
                <a className="courier-link" href={e.TrackingUrl} target="_blank" rel="noopener noreferrer">
                  {fill(courierLinkOf, { courier: e.Courier ?? '' })}
                  <span className="visually-hidden"> {newTab}</span>
                </a>
              </>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
