// Ready answers: the bytes the plugin sends for prepared data are exactly the wire answer, for every
// encoding and meta id, whether or not that id's bytes are kept.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { prepareJson } from '../server/prepared.ts';

const data = { offers: [{ Name: 'Pure Fit — čaj', Price: 32.9 }] };
const wire = (meta?: { id: number }) => JSON.stringify({ status: 'ok', data, ...(meta ? { meta } : {}) });

describe('prepared answers', () => {
  it('writes the same answer as JSON.stringify, uncompressed and compressed, for kept and passing ids', () => {
    const prepared = prepareJson(data);
    for (const meta of [undefined, { id: 0 }, { id: 1 }, { id: 1 }, { id: 250 }]) {
      expect(prepared.bytes('identity', meta).toString('utf8')).toBe(wire(meta));
      expect(gunzipSync(prepared.bytes('gzip', meta)).toString('utf8')).toBe(wire(meta));
      expect(brotliDecompressSync(prepared.bytes('br', meta)).toString('utf8')).toBe(wire(meta));
    }
  });

  it('hands out the same bytes again for a page’s first ids, without making them anew', () => {
    const prepared = prepareJson(data);
    expect(prepared.bytes('identity', { id: 1 })).toBe(prepared.bytes('identity', { id: 1 }));
    expect(prepared.bytes('identity', { id: 250 })).not.toBe(prepared.bytes('identity', { id: 250 }));
  });
});
