import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Sources a page may load beyond its own, for a provider's sign-in script and its frames. */
export interface ExtraSources {
  scripts: string[];
  frames: string[];
  connects: string[];
  styles: string[];
}

export const NO_EXTRA: ExtraSources = { scripts: [], frames: [], connects: [], styles: [] };

/**
 * What Google's and Apple's sign-in scripts need, for the providers that are set up only: a server
 * without them keeps the page to its own origin.
 */
export function socialSignInSources(config: {
  google: { clientIds: string[] };
  apple: { clientIds: string[] };
}): ExtraSources {
  const google = config.google.clientIds.length > 0;
  const apple = config.apple.clientIds.length > 0;
  const gsi = 'https://accounts.google.com/gsi/';
  return {
    scripts: [
      ...(google ? [`${gsi}client`] : []),
      ...(apple ? ['https://appleid.cdn-apple.com'] : []),
    ],
    frames: google ? [gsi] : [],
    connects: google ? [gsi] : [],
    styles: google ? [`${gsi}style`] : [],
  };
}

/**
 * The CSP sources of the inline scripts in a page: each allowed by its SHA-256, so the built
 * index.html's own script runs and no injected one does.
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((code) => code.trim() !== '')
    .map((code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
}

/** The inline script hashes of the built web app's index.html; none when it is not built. */
export function webAppScriptSources(webDistDir: string | undefined): string[] {
  if (!webDistDir) return [];
  try {
    return inlineScriptSources(readFileSync(path.join(webDistDir, 'index.html'), 'utf8'));
  } catch {
    return [];
  }
}

const policy = (extra: ExtraSources) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra.scripts],
        styleSrc: ["'self'", "'unsafe-inline'", ...extra.styles],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extra.connects],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", ...extra.frames],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    hsts: { maxAge: 15_552_000, includeSubDomains: true },
  });

/**
 * The headers helmet sets for the policy above. They are the same for every answer (no nonces),
 * so helmet runs once at start and each answer gets the finished set: building the policy's
 * strings on every request cost about 7 % of a signed-in read.
 */
export function securityHeaders(extra: ExtraSources = NO_EXTRA): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let done = false;
  policy(extra)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('security headers were not set synchronously');
  return headers;
}

/**
 * What a JSON answer of the API needs (OWASP's REST security headers): it is never rendered as a
 * page, so the page policy above would only add 700 bytes to every answer. Answers hold personal
 * data and are never stored by a browser or proxy unless a route says otherwise (audio does).
 */
export const API_HEADERS: Record<string, string> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * The page policy: the sign-in providers' sources (`extra`) and the built index.html's own inline
 * scripts by their hashes (decision 0032).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  webDistDir?: string,
  extra: ExtraSources = NO_EXTRA,
) {
  const pageHeaders = securityHeaders({
    ...extra,
    scripts: [...extra.scripts, ...webAppScriptSources(webDistDir)],
  });
  app.addHook('onRequest', (request, reply, next) => {
    const url = request.url;
    const api = url.startsWith('/api/') && !url.startsWith('/api/docs');
    reply.headers(api ? API_HEADERS : pageHeaders);
    next();
  });
}
