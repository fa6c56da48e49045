import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser.ts';

function parse(chunks: string[]): string[] {
  const out: string[] = [];
  const p = new SseParser((d) => out.push(d));
  for (const c of chunks) p.push(c);
  return out;
}

describe('SseParser', () => {
  it('reads data events and skips comments and other fields', () => {
    expect(parse([': open\n\ndata: {"a":1}\n\nevent: x\nid: 3\ndata: 2\n\n: ping\n\n'])).toEqual(['{"a":1}', '2']);
  });

  it('copes with events and lines split anywhere, including a split \\r\\n', () => {
    const text = 'data: {"n":1}\r\n\r\ndata: {"n":2}\r\n\r\n';
    const everySplit = text.split('').map((_, i) => [text.slice(0, i), text.slice(i)]);
    for (const chunks of everySplit) expect(parse(chunks)).toEqual(['{"n":1}', '{"n":2}']);
  });

  it('joins multi-line data with \\n and accepts bare \\r line ends', () => {
    // The last \r is held back (it could start a \r\n) until the next chunk shows it does not.
    expect(parse(['data: a\rdata:b\r\r'])).toEqual([]);
    expect(parse(['data: a\rdata:b\r\r', ': next'])).toEqual(['a\nb']);
  });

  it('holds an unfinished event until its blank line arrives', () => {
    expect(parse(['data: 1\n'])).toEqual([]);
  });
});
