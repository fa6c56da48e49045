// A catalog cell's stock (docs/desk.md "The catalog"): units available in the country's warehouse, the
// stock screen's low-stock mark at or under its line, "nema na stanju" at none, and "not counted"
// where nobody counts it (unlimited until counted).
import { fillText } from '@zdravo/contract';
import type { DeskCatalogStock } from '@zdravo/contract/desk';
import { deskCatalogMessages } from '@zdravo/contract/messages/desk-catalog';
import { deskStockMessages } from '@zdravo/contract/messages/desk-stock';
import { deskAmendMessages } from '@zdravo/contract/messages/desk';
import { useT } from '../texts.ts';
import '../stock/stock.css';

export function StockLine({ stock }: { stock: DeskCatalogStock | null }) {
  const t = useT(deskCatalogMessages);
  const words = useT(deskStockMessages);
  const amend = useT(deskAmendMessages);
  if (stock === null) return <span className="desk-catalog__stock desk-catalog__stock--none">{t.stockNotCounted}</span>;
  if (stock.available === 0)
    return (
      <span className="desk-catalog__stock" data-testid="catalog-stock">
        <span className="desk-stock__pill">{amend.outOfStock}</span>
      </span>
    );
  return (
    <span className="desk-catalog__stock" data-testid="catalog-stock">
      <span className="desk-catalog__available">{fillText(t.stockAvailable, { count: stock.available })}</span>
      {stock.low ? <span className="desk-stock__pill">{words.low}</span> : null}
    </span>
  );
}
