// How each courier names the columns of its cash-on-delivery payout statement (docs/desk.md, "The
// courier's money"): the desk finds the four columns it needs by these header words, whatever order
// and whatever other columns the courier's file has. Keyed by the courier's id in the country table
// (country-terms.json); a new courier gets its line here before its first statement is imported.
export interface RemittanceColumns {
  trackingNumber: string;
  /** The cash the courier collected at the door. */
  collected: string;
  /** The courier's fee taken from it. */
  fee: string;
  /** The day the courier paid it out to the shop. */
  payoutDate: string;
}

export const REMITTANCE_COLUMNS: Readonly<Record<string, RemittanceColumns>> = {
  // BA
  euroexpress: { trackingNumber: 'Broj pošiljke', collected: 'Otkupnina', fee: 'Naknada', payoutDate: 'Datum isplate' },
  bhpx: { trackingNumber: 'Prijemni broj', collected: 'Iznos otkupa', fee: 'Provizija', payoutDate: 'Datum uplate' },
  // RS
  dexpress: { trackingNumber: 'Broj pošiljke', collected: 'Otkupnina', fee: 'Provizija', payoutDate: 'Datum isplate' },
  postexpress: {
    trackingNumber: 'Prijemni broj',
    collected: 'Otkupni iznos',
    fee: 'Naknada',
    payoutDate: 'Datum uplate',
  },
  // HR
  gls: { trackingNumber: 'Parcel number', collected: 'COD amount', fee: 'COD fee', payoutDate: 'Payout date' },
  overseas: { trackingNumber: 'Broj pošiljke', collected: 'Pouzeće', fee: 'Naknada', payoutDate: 'Datum isplate' },
  // ME
  cityexpress: { trackingNumber: 'Broj pošiljke', collected: 'Otkupnina', fee: 'Naknada', payoutDate: 'Datum isplate' },
  postacg: {
    trackingNumber: 'Prijemni broj',
    collected: 'Otkupni iznos',
    fee: 'Provizija',
    payoutDate: 'Datum uplate',
  },
};

/** The courier's columns, or null when the table has none for it (the import is then refused). */
export const remittanceColumnsOf = (courierId: string): RemittanceColumns | null =>
  REMITTANCE_COLUMNS[courierId] ?? null;
