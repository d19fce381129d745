// Writes the OpenAPI document the server serves at /api/docs/json, without starting a server or
// touching a database: for client generators and the API lint (`npm run lint:api`).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const out = process.argv[2] ?? 'dist/openapi.json';
const config = loadConfig({
  NODE_ENV: 'test',
  JWT_SECRET: 'openapi-document-only-never-signs-anything',
  DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
  LOG_LEVEL: 'silent',
  DATA_DIR: 'data/openapi',
});
const app = await buildApp(config);
await app.ready();
mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
writeFileSync(out, JSON.stringify(app.swagger(), null, 2));
await app.close();
console.log(`OpenAPI document written to ${out}`);
