import type { FastifyInstance } from 'fastify';
import type { Guard } from '../../../plugins/route';
import { birthdayQuestionRoutes } from './birthdayquestion.routes';
import { educationQuestionRoutes } from './educationquestion.routes';
import { englishLearningPurposeQuestionRoutes } from './englishlearningpurposequestion.routes';
import { interestQuestionRoutes } from './interestquestion.routes';
import { jobRoutes } from './job.routes';
import { jobQuestionRoutes } from './jobquestion.routes';
import type { QuestionServices } from './shared';
import { studentQuestionRoutes } from './studentquestion.routes';

export type { QuestionServices } from './shared';

/** The six question groups of spec §7, in questionnaire order. */
export function questionRoutes(app: FastifyInstance, guard: Guard, services: QuestionServices) {
  birthdayQuestionRoutes(app, guard, services);
  studentQuestionRoutes(app, guard, services);
  educationQuestionRoutes(app, guard, services);
  jobQuestionRoutes(app, guard, services);
  englishLearningPurposeQuestionRoutes(app, guard, services);
  interestQuestionRoutes(app, guard, services);
  jobRoutes(app, guard, services);
}
