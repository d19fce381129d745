import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client';
import { AppError, notFound } from '../lib/errors';

/**
 * Prometheus metrics at GET /api/metrics: request durations by route (the route's pattern, never the
 * raw URL, so ids do not multiply the series), the process's own figures (event-loop lag, memory,
 * CPU, handles) and the database pool (open, idle and waiting). In production the endpoint needs
 * `Authorization: Bearer <METRICS_TOKEN>` and does not exist without one.
 */
export function registerMetrics(
  app: FastifyInstance,
  database: Database,
  options: { token: string | undefined; required: boolean },
) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const unavailable = new Counter({
    name: 'database_unavailable_total',
    help: 'Requests answered 503 because the database could not be reached',
    registers: [registry],
  });
  const pool = database.pool;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  // One observer per method, route and status class, made once: labelling on every answer would
  // hash the label set each time.
  const observers = new Map<string, (seconds: number) => void>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = `${Math.floor(reply.statusCode / 100)}xx`;
    const key = `${request.method} ${status} ${route}`;
    let observe = observers.get(key);
    if (!observe) {
      const child = duration.labels({ method: request.method, route, status });
      observe = (seconds) => child.observe(seconds);
      observers.set(key, observe);
    }
    observe(reply.elapsedTime / 1000);
    if (reply.statusCode === 503) unavailable.inc();
    done();
  });

  const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : null;
  app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (options.required) {
      if (!expected) throw notFound();
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new AppError('AUTH_REQUIRED');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
