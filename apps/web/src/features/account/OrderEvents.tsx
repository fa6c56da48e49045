// An order's history under its status: the same lines /track shows, oldest first, each with its
// date on the shop's clock (the server wrote the texts in the order country's words).
import { shopDateTime, type OrderEventLine } from '@zdravo/contract';

export function OrderEvents({ events }: { events: readonly OrderEventLine[] }) {
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
          </li>
        );
      })}
    </ol>
  );
}
