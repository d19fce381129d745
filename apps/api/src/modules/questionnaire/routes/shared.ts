import type { FastifyRequest } from 'fastify';
import { cultureFromHeader } from '../../../lib/messages';
import { type Lang, langOf } from '../question-views';
import type { QuestionContentService } from '../question-content.service';
import type { QuestionnaireService } from '../questionnaire.service';
import type { UserQuestionService } from '../user-question.service';

/** What the question-group route files are built from. */
export interface QuestionServices {
  content: QuestionContentService;
  answers: QuestionnaireService;
  userQuestions: UserQuestionService;
}

export const lang = (req: FastifyRequest): Lang =>
  langOf(cultureFromHeader(req.headers['accept-language']));
