import type { FastifyRequest } from 'fastify';
import { type Lang, langOf } from '../lib/localized';
import { cultureFromHeader } from '../lib/messages';

/** The language a request's answer is written in, from its Accept-Language header. */
export const lang = (req: FastifyRequest): Lang =>
  langOf(cultureFromHeader(req.headers['accept-language']));
