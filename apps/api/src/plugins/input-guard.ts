import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FieldErrors } from '@yek/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { BackgroundTasks } from '../lib/background';
import { AppError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundTasks;
  }
}

const CLIENT_REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The request id of logs and 500 messages. A proxy's X-Request-Id is kept only in a strict shape
 * (so a client cannot write arbitrary text into logs); otherwise one is made here.
 */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && CLIENT_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * The fields (dotted paths) holding a NUL character, in keys or values, at any depth. PostgreSQL's
 * text cannot store NUL, and no field of this API needs one. Walked without recursion, so a deeply
 * nested body cannot overflow the stack.
 */
export function fieldsWithNul(value: unknown, prefix = ''): string[] {
  const found = new Set<string>();
  const stack: [unknown, string][] = [[value, prefix]];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) found.add(path || '_');
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) found.add(path || '_');
        else stack.push([child, childPath]);
      }
    }
  }
  return [...found];
}

/**
 * False when a value surely holds no NUL: nothing, a number or boolean, a string without one, or a
 * flat object of those (most params and queries). Anything deeper is walked by `fieldsWithNul`.
 */
function mayHoldNul(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object') return false;
  for (const key in value) {
    if (key.includes('\u0000')) return true;
    const child = (value as Record<string, unknown>)[key];
    if (typeof child === 'string') {
      if (child.includes('\u0000')) return true;
    } else if (child !== null && typeof child === 'object') return true;
  }
  return false;
}

/** Checks every request's input before its schema does, and names every response. */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (!mayHoldNul(request.params) && !mayHoldNul(request.query) && !mayHoldNul(request.body))
      return done();
    const fields = [
      ...fieldsWithNul(request.params),
      ...fieldsWithNul(request.query),
      ...fieldsWithNul(request.body),
    ];
    if (fields.length === 0) return done();
    const errors: FieldErrors = {};
    for (const field of fields) errors[field] = ['validation.nulCharacter'];
    done(new AppError('VALIDATION_FAILED', errors));
  });
}
