import type { UserRegistrationState } from '@yek/contracts/registration';
import type { QuestionNavigation } from '../question-frame';

export interface QuestionProps extends QuestionNavigation {
  /** The answer is saved; the state the server answered with says what is still open. */
  onAnswered: (state: UserRegistrationState) => void;
}
