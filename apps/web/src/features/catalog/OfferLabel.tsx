// A single product's composition per daily dose and the statements its label must carry, as text on
// the offer page (not only inside the ingredients picture): the food information a shopper needs
// before buying at a distance (docs/product.md §11), then the label's picture. A bundle points to its
// products' pages. Loaded after the page (decision 040): lists carry no ingredients, so from a list it
// asks for the offer's own answer.
import type { Offer, OfferIngredients } from '@zdravo/contract';
import { labelTexts } from '@zdravo/contract/messages/catalog-label';
import { catalogMessages } from '@zdravo/contract/messages/catalog';
import { fill, useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { useQuery } from '../../lib/use-query.ts';
import { rpc } from '../../lib/rpc.ts';

/** An offer's composition and dose (lists carry none): from its own answer; null when it has none. */
async function offerIngredients(slog: string): Promise<OfferIngredients | null> {
  const answer = await rpc.call('offers.f.getSlog', { Slog: slog });
  return answer.status === 'ok' ? (answer.data.Ingredients ?? null) : null;
}

export default function OfferLabel({ offer }: { offer: Offer }) {
  const t = useT(labelTexts);
  const c = useT(catalogMessages);
  const { country } = useCountry();
  const asked = useQuery(offer.Ingredients || offer.ChildOffers ? null : `${country}|label|${offer.Slog}`, () =>
    offerIngredients(offer.Slog),
  );
  const sheet = offer.Ingredients ?? asked.value;
  return (
    <>
      {offer.ChildOffers ? <p>{t.bundleIngredients}</p> : sheet ? <LabelSheet sheet={sheet} /> : null}
      <img
        className="offer-details__ingredients"
        src={offer.IngredientsImage}
        alt={fill(c.ingredientsAlt, { name: offer.Name })}
        width={800}
        height={800}
        loading="lazy"
        decoding="async"
      />
    </>
  );
}

function LabelSheet({ sheet }: { sheet: OfferIngredients }) {
  const t = useT(labelTexts);
  const anyNrv = sheet.rows.some((r) => r.nrv !== undefined);
  return (
    <div className="offer-label" data-testid="offer-label">
      <table className="offer-label__table">
        <caption>{fill(t.labelDose, { dose: sheet.dailyDose })}</caption>
        <thead>
          <tr>
            <th scope="col">{t.ingredientName}</th>
            <th scope="col">{t.ingredientAmount}</th>
            {anyNrv ? <th scope="col">{t.ingredientNrv}</th> : null}
          </tr>
        </thead>
        <tbody>
          {sheet.rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">
                {row.name}
                {row.detail ? <span className="offer-label__detail">{row.detail}</span> : null}
              </th>
              <td>{row.amount}</td>
              {anyNrv ? <td>{row.nrv === undefined ? '' : `${row.nrv} %`}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      {anyNrv ? <p className="offer-label__note">{t.nrvNote}</p> : null}
      <ul className="offer-label__statements">
        <li>{fill(t.packSize, { pack: sheet.packSize })}</li>
        <li>{t.labelDoNotExceed}</li>
        <li>{t.labelNotSubstitute}</li>
        <li>{t.labelChildren}</li>
      </ul>
    </div>
  );
}
