// A minimal incremental parser for text/event-stream (WHATWG HTML §9.2): only `data` lines matter to us;
// comments (keep-alives) and other fields are skipped. Chunks may split lines and events anywhere.
export class SseParser {
  private buffer = '';
  private data: string[] = [];

  constructor(private readonly onEvent: (data: string) => void) {}

  push(chunk: string): void {
    this.buffer += chunk;
    const eol = /\r\n|\r|\n/g;
    let start = 0;
    for (let m = eol.exec(this.buffer); m; m = eol.exec(this.buffer)) {
      // A lone trailing \r may be the first half of a \r\n split across chunks: wait for more.
      if (m[0] === '\r' && m.index === this.buffer.length - 1) break;
      this.line(this.buffer.slice(start, m.index));
      start = m.index + m[0].length;
    }
    this.buffer = this.buffer.slice(start);
  }

  private line(line: string): void {
    if (line === '') {
      if (this.data.length > 0) this.onEvent(this.data.join('\n'));
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    if (field !== 'data') return;
    const value = colon < 0 ? '' : line.slice(colon + 1);
    this.data.push(value.startsWith(' ') ? value.slice(1) : value);
  }
}
