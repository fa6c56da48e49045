// The catalog screen (docs/desk.md "The catalog"): every product and bundle by name, with its picture,
// group, and per country its listing status, price and what the country's warehouse has left. Search by name or address; filter by group
// and status. Merchandisers and managers.
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import {
  COUNTRY_CODES,
  LISTING_STATUSES,
  SHOP_GROUPS,
  fillText,
  photoSrcSet,
  thumbnailUrl,
  type ListingStatus,
  type ShopGroup,
} from '@zdravo/contract';
import type { DeskCatalogRow } from '@zdravo/contract/desk';
import {
  deskCatalogEditorMessages,
  deskCatalogMessages,
  deskCatalogStatuses,
} from '@zdravo/contract/messages/desk-catalog';
import { groupMessages } from '@zdravo/contract/messages/shell';
import { StockLine } from '../catalog/StockLine.tsx';
import { TextField } from '../../components/ui/form/index.ts';
import { deskRpc } from '../rpc.ts';
import { money } from '../format.ts';
import { QueryState } from '../QueryState.tsx';
import { DeskTable } from '../DeskTable.tsx';
import { SelectField } from '../SelectField.tsx';
import { useDeskQuery } from '../use-desk-query.ts';
import { useT } from '../texts.ts';
import { DeskScreen } from '../DeskScreen.tsx';
import './catalog.css';

export default function Catalog() {
  const t = useT(deskCatalogMessages);
  const statuses = useT(deskCatalogStatuses);
  const editor = useT(deskCatalogEditorMessages);
  const groups = useT(groupMessages);
  const query = useDeskQuery<DeskCatalogRow[]>('catalog', () => deskRpc.call('desk.catalog.list'));
  const [search, setSearch] = useState('');
  const [group, setGroup] = useState<ShopGroup | ''>('');
  const [status, setStatus] = useState<ListingStatus | ''>('');
  const rows = useMemo(() => {
    if (query.state !== 'ok') return [];
    const needle = search.trim().toLowerCase();
    return query.data.filter(
      (r) =>
        (!needle || r.name.toLowerCase().includes(needle) || r.slog.includes(needle)) &&
        (!group || r.group === group) &&
        (!status || COUNTRY_CODES.some((c) => r.countries[c].status === status)),
    );
  }, [query, search, group, status]);

  return (
    <DeskScreen
      title={t.heading}
      lead={t.lead}
      tools={
        <Link href="/catalog/new" className="btn btn--primary btn--small">
          {editor.newProduct}
        </Link>
      }
    >
      <div className="desk-panel desk-filters" role="search">
        <TextField label={t.search} type="search" value={search} onValue={setSearch} autoComplete="off" />
        <SelectField
          label={t.group}
          value={group}
          onValue={setGroup}
          options={[
            { value: '' as const, label: t.allGroups },
            ...SHOP_GROUPS.map((g) => ({ value: g, label: groups[g] })),
          ]}
        />
        <SelectField
          label={t.status}
          value={status}
          onValue={setStatus}
          options={[
            { value: '' as const, label: t.allStatuses },
            ...LISTING_STATUSES.map((s) => ({ value: s, label: statuses[s] })),
          ]}
        />
      </div>
      {query.state !== 'ok' ? (
        <QueryState query={query} reload={query.reload} />
      ) : rows.length === 0 ? (
        <p className="desk-state">{t.none}</p>
      ) : (
        <>
          <p className="desk-state" aria-live="polite">
            {fillText(t.count, { count: rows.length, total: query.data.length })}
          </p>
          <DeskTable
            cards
            className="desk-catalog"
            columns={[{ label: t.product }, { label: t.group }, ...COUNTRY_CODES.map((c) => ({ label: c }))]}
          >
            {rows.map((r) => (
              <tr key={r.id} data-testid={`catalog-row-${r.slog}`}>
                <td>
                  <span className="desk-catalog__product">
                    {r.image ? (
                      // The small size of the packshot: the seed's thumbnail, an uploaded photo's 480 px file.
                      <img
                        src={thumbnailUrl(r.image)}
                        srcSet={photoSrcSet(r.image)}
                        sizes="40px"
                        alt=""
                        width={40}
                        height={40}
                        loading="lazy"
                      />
                    ) : null}
                    <span>
                      <Link
                        href={`/catalog/${r.id}`}
                        className="desk-catalog__name"
                        aria-label={fillText(editor.editName, { name: r.name })}
                      >
                        <strong>{r.name}</strong>
                      </Link>
                      <span className="desk-catalog__slog">/{r.slog}</span>
                    </span>
                  </span>
                </td>
                <td>{r.bundle ? `${groups[r.group]} · ${t.bundle}` : groups[r.group]}</td>
                {COUNTRY_CODES.map((c) => {
                  const cell = r.countries[c];
                  return (
                    <td key={c}>
                      {/* On a phone the row is a card without the header: each cell names its country. */}
                      <span className="desk-catalog__country" aria-hidden="true">
                        {c}
                      </span>
                      <span className={`desk-catalog__status desk-catalog__status--${cell.status}`}>
                        {statuses[cell.status]}
                      </span>
                      <span className="desk-catalog__price">
                        {cell.newMinor === null ? t.noPrice : money(cell.newMinor, c)}
                      </span>
                      <StockLine stock={cell.stock} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </DeskTable>
        </>
      )}
    </DeskScreen>
  );
}
