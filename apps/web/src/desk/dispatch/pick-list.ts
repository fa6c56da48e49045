// A batch's pick list: the products of the chosen parcels summed, so the warehouse walks the shelves
// once (docs/desk.md, dispatch). A bundle is picked as the products inside it. A product by its name at
// order time (a bundle's products by the catalog's): the same product under one name in a country.
import type { DispatchParcel } from '@zdravo/contract/desk';

export interface PickLine {
  OfferID: number;
  Name: string;
  Quantity: number;
}

/** The parcels' lines added up per product, the most-picked first (then by name). */
export function pickList(parcels: readonly DispatchParcel[]): PickLine[] {
  const byOffer = new Map<number, PickLine>();
  for (const parcel of parcels) {
    for (const line of parcel.Lines.flatMap((l) => (l.Contents.length > 0 ? l.Contents : [l]))) {
      const seen = byOffer.get(line.OfferID);
      if (seen) seen.Quantity += line.Quantity;
      else byOffer.set(line.OfferID, { OfferID: line.OfferID, Name: line.Name, Quantity: line.Quantity });
    }
  }
  return [...byOffer.values()].sort((a, b) => b.Quantity - a.Quantity || a.Name.localeCompare(b.Name, 'hr'));
}
