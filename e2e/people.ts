// A fresh shopper per test: an e-mail and a Croatian mobile number no other test uses. Each spec
// file passes its own label and mobile network, so files running side by side never collide.
const run = Date.now().toString().slice(-6);
let seq = 0;

export type MobileNetwork = '91' | '95' | '97' | '98' | '99';

export function person(label: string, network: MobileNetwork) {
  seq++;
  const n = `${run}${seq}`.slice(-7).padStart(7, '0');
  return {
    email: `${label}.${run}.${seq}@example.com`,
    /** As a shopper types it. */
    phone: `+385 ${network} ${n.slice(0, 3)} ${n.slice(3)}`,
    /** As the server stores and shows it. */
    e164: `+385${network}${n}`,
    /** The local form, without the country code. */
    localPhone: `0${network} ${n.slice(0, 3)} ${n.slice(3)}`,
    password: 'Lozinka-2026',
    /** Unique per shopper: an idempotency key, a suffix. */
    tag: `${run}-${seq}`,
  };
}

export type Person = ReturnType<typeof person>;
