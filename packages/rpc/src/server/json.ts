// JSON parsing for request bodies, with the prototype-poisoning guard Fastify's own parser has
// (an own `__proto__` / `constructor.prototype` key is refused rather than carried into handlers).
export type JsonResult = { ok: true; value: unknown } | { ok: false };

function guard(key: string, value: unknown): unknown {
  if (key === '__proto__') throw new SyntaxError('forbidden key');
  if (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value) {
    throw new SyntaxError('forbidden key');
  }
  return value;
}

export function parseJson(text: string): JsonResult {
  try {
    // The reviver costs time, so only bodies that could carry the keys pay for it (`\u` escapes could spell them).
    const risky = text.includes('proto') || text.includes('\\u');
    return { ok: true, value: risky ? JSON.parse(text, guard) : JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
