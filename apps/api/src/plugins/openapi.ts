import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config';

/** A stable name for client generators: the method and the path's words, e.g.
 * GET /api/usertask/getusertaskbydate → getUsertaskGetusertaskbydate. */
function operationId(method: string | string[], url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split('-'))
    .filter(Boolean);
  const verb = String(Array.isArray(method) ? method[0] : method).toLowerCase();
  return verb + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/**
 * The OpenAPI document, generated from the routes' zod schemas. It is built in every mode (tests
 * and `npm run lint:api` read it); its page at /api/docs is served only when enabled.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Yek English API',
        version: '1.0.0',
        description: 'Every response is an envelope; the payload is at data.',
        license: {
          name: 'Proprietary: use under the terms of use',
          url: `${config.publicUrl}/api/contract/terms-of-use`,
        },
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      const schema = output.schema as { operationId?: string };
      schema.operationId ??= operationId(input.route.method, input.url);
      return output;
    },
  });
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
