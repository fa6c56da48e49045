import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NEEDED_NODE, nodeTooOld } from './node-version.ts';

describe('the Node the server needs', () => {
  it('is the one the root package.json names in engines', () => {
    const root = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      engines: { node: string };
    };
    expect(root.engines.node).toBe(`>=${NEEDED_NODE.major}.${NEEDED_NODE.minor}`);
  });

  it('is the one the tests run on', () => {
    expect(nodeTooOld()).toBeUndefined();
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(NEEDED_NODE.major);
  });

  it('refuses an older one with one line naming the version needed', () => {
    expect(nodeTooOld('20.20.2')).toMatch(
      /^Zdravo needs Node\.js 24\.11 or newer, this is v20\.20\.2 \(.*\): install Node 24\.$/,
    );
    expect(nodeTooOld('24.10.0')).toContain('needs Node.js 24.11');
    expect(nodeTooOld('24.11.0')).toBeUndefined();
    expect(nodeTooOld('26.0.1')).toBeUndefined();
  });
});
