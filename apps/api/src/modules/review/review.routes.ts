import {
  RegisterReviewAnswerBodySchema,
  ReviewAnswerResultSchema,
  ReviewCardsPageSchema,
  ReviewCardsQuerySchema,
  ReviewSessionSchema,
  LessonReviewQuerySchema,
  LessonReviewSchema,
} from '@yek/contracts/review';
import { ErrorEnvelopeSchema } from '@yek/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../plugins/envelope';
import { type Guard, caller, perUser, responses } from '../../plugins/route';
import type { ReviewService } from './review.service';

const READ = [perUser('review-read', 300, 60)];
const WRITE = [perUser('review-write', 300, 60)];

/** Spaced review of a learner's words (FSRS): their own cards only, never another's. */
export function reviewRoutes(app: FastifyInstance, guard: Guard, service: ReviewService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['review'];

  r.get('/review/getreviewsession', {
    schema: {
      tags,
      summary:
        "Today's review: your words due (most overdue first) and new ones up to the day's allowance, each with the exercise it is asked in; words= narrows it to chosen words",
      querystring: z.object({ words: z.string().max(2000).optional() }),
      response: responses(ReviewSessionSchema),
    },
    onRequest: guard('learning', READ),
    handler: async (req) => ok(await service.session(caller(req).userId, req.query.words)),
  });

  r.get('/review/getlessonreview', {
    schema: {
      tags,
      summary:
        "Your words due for review that a lesson's vocabulary part brings back (not its own words): a few in gap fills, a few matched to their meanings",
      querystring: LessonReviewQuerySchema,
      response: responses(LessonReviewSchema),
    },
    onRequest: guard('learning', READ),
    handler: async (req) => ok(await service.lessonReview(caller(req).userId, req.query.exclude)),
  });

  r.post('/review/registerreviewanswer', {
    schema: {
      tags,
      summary:
        'Answer one review exercise: it is marked, graded Again/Hard/Good/Easy from correctness and time, and the word is scheduled again',
      body: RegisterReviewAnswerBodySchema,
      response: responses(ReviewAnswerResultSchema),
    },
    onRequest: guard('learning', WRITE),
    handler: async (req) => ok(await service.answer(caller(req).userId, req.body)),
  });

  r.get('/review/exportwords', {
    schema: {
      tags,
      summary:
        'Your words as CSV (word, Turkish meaning, IPA, part of speech, example, state, next review), for Anki or a spreadsheet',
      response: {
        200: z.string().describe('text/csv'),
        '4XX': ErrorEnvelopeSchema,
        '5XX': ErrorEnvelopeSchema,
      },
    },
    onRequest: guard('learning', [perUser('review-export', 10, 3600)]),
    handler: async (req, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="yek-kelimelerim-${day}.csv"`)
        .send(await service.csv(caller(req).userId));
    },
  });

  r.get('/review/getreviewcards', {
    schema: {
      tags,
      summary: 'Your words with their review state and next review, a page at a time',
      querystring: ReviewCardsQuerySchema,
      response: responses(ReviewCardsPageSchema),
    },
    onRequest: guard('learning', READ),
    handler: async (req) => ok(await service.cards(caller(req).userId, req.query)),
  });
}
