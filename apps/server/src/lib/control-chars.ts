import type { FastifyReply, FastifyRequest } from 'fastify';
import { invalid } from './errors';

/** C0 controls and DEL: never part of a one-line value (a NUL also breaks PostgreSQL's text type). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
/** The same without tab, LF and CR, which multi-line text (a ticket message, a description) takes. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HARD_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const SHOWN_MAX = 200;

export interface ControlCharHit {
  /** the field, dotted like the validation errors (`items.0.name`); a key's own path when the key is bad */
  field: string;
  value: string;
}

/**
 * The first string (or object key) of a parsed value holding a control character, walked without
 * recursion so that deeply nested JSON cannot exhaust the stack.
 */
export function findControlChar(value: unknown, o: { multiline: boolean }): ControlCharHit | undefined {
  const bad = o.multiline ? HARD_CONTROL : ANY_CONTROL;
  // each entry links to its parent, so that a path is only spelt out for the hit
  const stack: Node[] = [{ value, key: '', parent: undefined }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const v = node.value;
    if (typeof v === 'string') {
      if (bad.test(v)) return { field: pathOf(node), value: v.slice(0, SHOWN_MAX) };
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [key, child] of Object.entries(v)) {
        const at: Node = { value: child, key, parent: node };
        if (bad.test(key)) return { field: pathOf(at), value: key.slice(0, SHOWN_MAX) };
        stack.push(at);
      }
    }
  }
  return undefined;
}

interface Node {
  value: unknown;
  key: string;
  parent: Node | undefined;
}

function pathOf(node: Node): string {
  const keys: string[] = [];
  for (let n: Node | undefined = node; n?.parent; n = n.parent) keys.push(n.key);
  return keys.reverse().join('.');
}

/**
 * Refuses control characters in every route's path parameters, query and JSON body before the
 * schemas and handlers see them: 417 naming the field. Tab, LF and CR stay allowed in bodies only.
 */
export async function refuseControlChars(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const parts = [
    { value: req.params, multiline: false, code: 'validation_error', where: 'params' },
    { value: req.query, multiline: false, code: 'invalid_param', where: 'querystring' },
    { value: req.body, multiline: true, code: 'validation_error', where: 'body' },
  ] as const;
  for (const part of parts) {
    const hit = findControlChar(part.value, part);
    if (hit) throw invalid(part.code, hit.field || part.where, hit.value);
  }
}
