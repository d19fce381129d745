import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OffsetClock } from '../../lib/clock';
import { ok } from '../../plugins/envelope';
import { type Guard, responses } from '../../plugins/route';

/** Not part of the product's API, so its schemas stay here rather than in the contracts. */
const ClockBodySchema = z.strictObject({
  // Up to a year either way: enough to end any trial or plan, small enough to stay sane.
  offsetSeconds: z
    .number()
    .int()
    .min(-366 * 86_400)
    .max(366 * 86_400),
});
const ClockSchema = z.object({ offsetSeconds: z.number(), now: z.string() });

/**
 * Moves the server's clock for browser journeys (a trial that ends, a token that expires).
 * app.ts registers this only when TEST_CLOCK_CONTROL is set; it is left out of the API docs.
 * The learning probe stands for every learning route while none exists yet: it answers through
 * the same guard they use, so a journey can check that guard end to end by a direct call.
 */
export function testClockRoutes(app: FastifyInstance, guard: Guard, clock: OffsetClock) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const view = () => ok({ offsetSeconds: clock.offsetSeconds(), now: clock.now().toISOString() });
  r.get('/test/clock', {
    schema: { hide: true, response: responses(ClockSchema) },
    onRequest: guard('public'),
    handler: async () => view(),
  });
  r.post('/test/clock', {
    schema: { hide: true, body: ClockBodySchema, response: responses(ClockSchema) },
    onRequest: guard('public'),
    handler: async (req) => {
      clock.setOffset(req.body.offsetSeconds);
      return view();
    },
  });
  r.get('/test/learning-probe', {
    schema: { hide: true, response: responses(z.object({ learning: z.literal(true) })) },
    onRequest: guard('learning'),
    handler: async () => ok({ learning: true as const }),
  });
}
