import type { QuestionContentService } from '../question-content.service';
import type { QuestionnaireService } from '../questionnaire.service';
import type { UserQuestionService } from '../user-question.service';

/** What the question-group route files are built from. */
export interface QuestionServices {
  content: QuestionContentService;
  answers: QuestionnaireService;
  userQuestions: UserQuestionService;
}
