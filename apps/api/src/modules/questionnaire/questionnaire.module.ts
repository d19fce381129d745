import { defineModule } from '../../plugins/module';
import { createQuestionContentRepository } from './question-content.repository';
import { createQuestionContentService } from './question-content.service';
import { createQuestionnaireRepository, markCompleteIfReady } from './questionnaire.repository';
import { createQuestionnaireService } from './questionnaire.service';
import { type QuestionServices, questionRoutes } from './routes';
import { createUserQuestionService } from './user-question.service';

declare module '../../plugins/module' {
  interface AppServices {
    /** The setup questions: their content, the learner's answers, and both together. */
    questions: QuestionServices;
    /**
     * Marks setup complete once every answer is given and a trial or plan runs; other modules
     * that change either call it inside their own transaction.
     */
    completeSetupIfReady: typeof markCompleteIfReady;
  }
}

export const questionnaireModule = defineModule('questionnaire', [], (api, app) => {
  const { deps } = app;
  const content = createQuestionContentService(createQuestionContentRepository(deps.database.pool));
  const answers = createQuestionnaireService(
    deps,
    createQuestionnaireRepository(deps.database.pool),
    content,
  );
  const questions = {
    content,
    answers,
    userQuestions: createUserQuestionService(answers, content),
  };
  app.services.questions = questions;
  app.services.completeSetupIfReady = markCompleteIfReady;
  questionRoutes(api, app.guard, questions);
});
