// JSON parsing for request bodies: a nesting limit checked before parsing (deep input would overflow
// the stack of whatever walks it later), and the prototype-poisoning guard Fastify's own parser has
// (an own `__proto__` / `constructor.prototype` key is refused rather than carried into handlers).
import { RPC_LIMITS } from '../wire.ts';

export type JsonResult = { ok: true; value: unknown } | { ok: false };

function guard(key: string, value: unknown): unknown {
  if (key === '__proto__') throw new SyntaxError('forbidden key');
  if (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value) {
    throw new SyntaxError('forbidden key');
  }
  return value;
}

/** True when arrays and objects nest deeper than `max` (brackets inside strings do not count). */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \\ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

export function parseJson(text: string, maxDepth: number = RPC_LIMITS.maxJsonDepth): JsonResult {
  if (nestsDeeperThan(text, maxDepth)) return { ok: false };
  try {
    // The reviver costs time, so only bodies that could carry the keys pay for it (`\u` escapes could spell them).
    const risky = text.includes('proto') || text.includes('\\u');
    return { ok: true, value: risky ? JSON.parse(text, guard) : JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
