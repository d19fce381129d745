import { typedReplyMatches } from '@yek/contracts/content-questions';
import type { Answer, AnswerResult, PartQuestion } from '@yek/contracts/usertask-questions';

/**
 * Whether a practice reply is right, judged on the learner's side against the key the first
 * result revealed (the server keeps the first reply: a practice never changes the score). Typed
 * replies are compared as the server compares them; an item kept to its exact form is judged
 * the same lenient way here, which only a practice can notice. null for items that are not right
 * or wrong (writing, speaking).
 */
export function checkReply(
  type: PartQuestion['type'],
  result: AnswerResult,
  answer: Answer,
): boolean | null {
  if ('optionId' in answer) return result.correctOptionIds.includes(answer.optionId);
  if ('optionIds' in answer) {
    const right = new Set(result.correctOptionIds);
    return answer.optionIds.length === right.size && answer.optionIds.every((id) => right.has(id));
  }
  if ('value' in answer)
    return 'answer' in result.solution && answer.value === result.solution.answer;
  if ('match' in answer)
    return (
      'match' in result.solution &&
      answer.match.length === result.solution.match.length &&
      answer.match.every((m, i) => 'match' in result.solution && m === result.solution.match[i])
    );
  if ('order' in answer)
    return (
      'order' in result.solution &&
      answer.order.length === result.solution.order.length &&
      answer.order.every((m, i) => 'order' in result.solution && m === result.solution.order[i])
    );
  if ('text' in answer) {
    if (type === 'free-text') return null;
    return result.acceptedAnswers.some((a) => typedReplyMatches(type, answer.text, a));
  }
  return null;
}

/** Which pairs of a matching reply are right, left item by left item (empty for other items). */
export function pairHits(result: AnswerResult): boolean[] {
  const { answer, solution } = result;
  if (!('match' in answer) || !('match' in solution)) return [];
  return answer.match.map((m, i) => m === solution.match[i]);
}
