import { audit } from '../../../plugins/audit';
import type { QuestionContentService } from '../question-content.service';
import type { QuestionnaireService } from '../questionnaire.service';
import type { UserQuestionService } from '../user-question.service';

/** What the question-group route files are built from. */
export interface QuestionServices {
  content: QuestionContentService;
  answers: QuestionnaireService;
  userQuestions: UserQuestionService;
}

/**
 * Which options the question call lists: editors and admins see the retired ones too (to bring
 * them back), a learner only those still offered.
 */
export function offeredTo(role: string): ((o: { active: boolean }) => boolean) | undefined {
  return role === 'editor' || role === 'admin' ? undefined : (o) => o.active;
}

/**
 * Runs an editor's change of one answer option and records it in the audit log, with the option as
 * stored before and after.
 */
export async function auditedOption<T extends { id: number } | null>(
  s: QuestionServices,
  entity: string,
  id: number | undefined,
  write: () => Promise<T>,
): Promise<T> {
  const before = id ? await s.content.optionSnapshot(id) : null;
  const result = await write();
  const entityId = result?.id ?? id ?? null;
  const after = entityId && result ? await s.content.optionSnapshot(entityId) : null;
  await audit.record({ entity, entityId, before, after });
  return result;
}
