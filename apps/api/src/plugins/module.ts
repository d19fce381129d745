import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../deps';
import type { Guard } from './route';

/**
 * What one module offers the others (its services), added by each module's own file through
 * declaration merging: `declare module '../../plugins/module' { interface AppServices { ... } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the modules
export interface AppServices {}

declare module 'fastify' {
  interface FastifyInstance {
    /** Clock, database, caches, storage, mail: built once by plugins/infrastructure.ts. */
    deps: AppDeps;
    /** Access rule and rate limit of a route, checked in onRequest (plugins/route.ts). */
    guard: Guard;
    /** Services modules offer one another; present once the offering module is registered. */
    services: AppServices;
  }
}

/**
 * An API module: a Fastify plugin whose routes, hooks and schemas stay inside it (registered under
 * /api), over the shared infrastructure. What it offers other modules it puts in `app.services`;
 * the modules it needs are named in `dependencies`, and Fastify refuses to start if one of them
 * was not registered first.
 */
export function defineModule(
  name: string,
  dependencies: string[],
  register: (api: FastifyInstance, app: FastifyInstance) => void | Promise<void>,
) {
  return fp(
    async (app) => {
      await app.register(async (api) => register(api, app), { prefix: '/api' });
    },
    { name, dependencies: ['infrastructure', ...dependencies], fastify: '5.x' },
  );
}
