import { randomBytes } from 'node:crypto';
import {
  CERTIFICATE_CODE_PATTERN,
  LEVEL_CODES,
  LEVEL_EXAM_RETAKE_HOURS,
  LEVEL_EXAM_SECTIONS,
  PLACEMENT_RETAKE_DAYS,
  type Certificate,
  type SectionExam,
  type LevelExamAnswerBody,
  type LevelExamState,
  type PlacementAnswerBody,
  type PlacementState,
  type RegisteredAnswer,
  type RegisteredAnswersPage,
  type UserExam,
} from '@yek/contracts/usertaskexam';
import type { Answer } from '@yek/contracts/usertask-questions';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../lib/errors';
import type { Lang } from '../../lib/localized';
import { withTransaction } from '../../db/transaction';
import { assertFits, scoreLevelAnswer, scorePlacement } from './exam-scoring';
import {
  assertProductiveFits,
  isProductive,
  markProductive,
  type ProductiveMark,
} from './exam-productive';
import {
  chooseNextItem,
  PLACEMENT_SETTINGS,
  placementOutcome,
  type AnsweredItem,
} from './placement/placement-engine';
import type {
  BankRow,
  ExamResultJson,
  ExamRow,
  FormRow,
  UserTaskExamRepository,
} from './usertaskexam.repository';
import {
  en,
  examView,
  LEVEL_CENTRES,
  levelCode,
  paperItemCount,
  paperQuestions,
  paperView,
  placementItemView,
  productiveItems,
  text,
} from './usertaskexam-views';

const HOUR = 3_600_000;
/** The bank is read from the database at most this often (a load or a calibration changes it). */
const BANK_TTL_MS = 60_000;

export function createUserTaskExamService(deps: AppDeps, repo: UserTaskExamRepository) {
  const now = () => deps.clock.now();
  let bankCache: { at: number; items: BankRow[]; byId: Map<number, BankRow> } | null = null;

  async function bank() {
    const t = Date.now();
    if (!bankCache || t - bankCache.at > BANK_TTL_MS) {
      const items = await repo.bank();
      bankCache = { at: t, items, byId: new Map(items.map((i) => [i.id, i])) };
    }
    return bankCache;
  }

  const answered = (rows: Awaited<ReturnType<typeof repo.answers>>): AnsweredItem[] =>
    rows.map((a) => ({
      itemId: String(a.placementItemId),
      skill: a.section as AnsweredItem['skill'],
      difficulty: a.difficulty ?? 0,
      correct: a.isCorrect === true,
    }));

  const engineBank = (items: BankRow[]) =>
    items.map((i) => ({ id: String(i.id), skill: i.skill, difficulty: i.difficulty }));

  // A paper is read for every answer; it changes only when the content is loaded again.
  const formCache = new Map<number, { at: number; form: Promise<FormRow | null> }>();
  function formById(id: number): Promise<FormRow | null> {
    const hit = formCache.get(id);
    if (hit && Date.now() - hit.at < BANK_TTL_MS) return hit.form;
    const form = repo.formById(id);
    formCache.set(id, { at: Date.now(), form });
    form.catch(() => formCache.delete(id));
    return form;
  }

  async function ownExam(userId: number, id: number): Promise<ExamRow> {
    const row = await repo.exam(userId, id);
    if (!row) throw notFound();
    return row;
  }

  function retakeAt(last: ExamRow | null): Date | null {
    if (!last?.finishedAt) return null;
    const wait =
      last.kind === 'placement'
        ? PLACEMENT_RETAKE_DAYS * 24 * HOUR
        : LEVEL_EXAM_RETAKE_HOURS * HOUR;
    const at = new Date(last.finishedAt.getTime() + wait);
    return at > now() ? at : null;
  }

  function coolingOff(at: Date, lang: Lang): AppError {
    const date = at.toLocaleString(en(lang) ? 'en-GB' : 'tr-TR', {
      timeZone: deps.config.timeZone,
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return new AppError('EXAM_COOLING_OFF', null, { date });
  }

  async function placementView(row: ExamRow): Promise<UserExam['placement']> {
    const stored = row.result?.placement;
    if (!row.finishedAt || !stored) return null;
    const startDay = await repo.sectionFirstDay(stored.levelId);
    const canApply =
      !row.appliedAt && startDay !== null && startDay > (await repo.nextProgramDay(row.userId));
    return {
      levelId: stored.levelId,
      levelCode: levelCode(stored.levelId),
      theta: stored.theta,
      se: stored.se,
      confidence: stored.confidence,
      levelProbabilities: LEVEL_CODES.map((code) => ({
        levelCode: code,
        probability: stored.levelProbabilities[code] ?? 0,
      })),
      startDay,
      canApply,
      appliedAt: row.appliedAt?.toISOString() ?? null,
    };
  }

  async function view(row: ExamRow, lang: Lang, form?: FormRow | null): Promise<UserExam> {
    const paper = form ?? (row.formId ? await formById(row.formId) : null);
    const last = row.finishedAt ? row : null;
    return examView(row, lang, {
      form: paper,
      maxItems: PLACEMENT_SETTINGS.maxItems,
      retakeAt: retakeAt(last),
      placement: row.kind === 'placement' ? await placementView(row) : null,
    });
  }

  async function placementState(row: ExamRow, lang: Lang): Promise<PlacementState> {
    const { byId } = await bank();
    const item = row.pendingItemId ? (byId.get(row.pendingItemId) ?? null) : null;
    return {
      exam: await view(row, lang),
      item: item && !row.finishedAt ? placementItemView(item) : null,
      maxItems: PLACEMENT_SETTINGS.maxItems,
    };
  }

  /**
   * Scores a level paper from its stored answers and closes it (decision 0028): every marked
   * question is one point; writing and speaking add their points in proportion to their marks.
   */
  async function finishLevel(userId: number, examId: number, lang: Lang) {
    return withTransaction(deps.database.pool, async (tx) => {
      const row = await repo.exam(userId, examId, tx, true);
      if (!row || row.finishedAt) return;
      const form = row.formId ? await formById(row.formId) : null;
      if (!form) throw notFound();
      const answers = await repo.answers(examId, tx);
      const marks: { slug: string; isCorrect: boolean }[] = [];
      const produced = new Map<string, ProductiveMark>();
      for (const a of answers) {
        const key = a.questionSlug ? form.keys[a.questionSlug] : undefined;
        if (!key) continue;
        if (isProductive(key))
          produced.set(
            a.questionSlug!,
            await markProductive(
              { storage: deps.storage, userId, culture: lang.culture, levelRank: form.levelId },
              key,
              a.answer,
            ),
          );
        else marks.push({ slug: a.questionSlug!, isCorrect: scoreLevelAnswer(key, a.answer) });
      }
      const right = new Set(marks.filter((m) => m.isCorrect).map((m) => m.slug));
      const questions = paperQuestions(form.paper);
      const sections: NonNullable<ExamResultJson['sections']> = LEVEL_EXAM_SECTIONS.map(
        (section) => {
          const inSection = questions.filter((q) => q.section === section);
          const correct = inSection.filter((q) => right.has(q.slug)).length;
          const total = inSection.length;
          return { section, correct, total, percent: total ? (100 * correct) / total : 0 };
        },
      );
      let earned = right.size;
      let total = questions.length;
      const items = productiveItems(form.paper);
      for (const section of ['writing', 'speaking'] as const) {
        const points = form.paper[section]?.points ?? 0;
        const inSection = items.filter((i) => i.section === section);
        if (!points || inSection.length === 0) continue;
        // The section's share: the mean mark of its items, an item not answered counting 0.
        const share =
          inSection.reduce((n, i) => n + (produced.get(i.slug)?.score ?? 0), 0) / inSection.length;
        earned += points * share;
        total += points;
        sections.push({ section, correct: points * share, total: points, percent: 100 * share });
      }
      const score = total ? (100 * earned) / total : 0;
      const passed = score >= form.passMark;
      await repo.markAnswers(tx, examId, marks);
      await repo.markProductive(
        tx,
        examId,
        [...produced].map(([slug, m]) => ({ slug, score: m.score, feedback: m.feedback })),
      );
      await repo.finish(tx, examId, now(), {
        score,
        passed,
        result: { sections, points: { earned, total } },
        certificateCode: passed ? randomBytes(16).toString('base64url') : null,
      });
    });
  }

  /** A level exam past its time is marked with what was answered when it is next touched. */
  async function closeIfOverdue(userId: number, row: ExamRow, lang: Lang): Promise<boolean> {
    if (row.finishedAt || !row.deadlineAt || row.deadlineAt > now()) return false;
    await finishLevel(userId, row.id, lang);
    return true;
  }

  async function levelState(userId: number, levelId: number, lang: Lang): Promise<LevelExamState> {
    const forms = await repo.levelForms(levelId);
    let open = await repo.openExam(userId, 'level', levelId);
    if (open && (await closeIfOverdue(userId, open, lang))) open = null;
    const last = await repo.lastFinished(userId, 'level', levelId);
    const openForm = open?.formId ? await formById(open.formId) : null;
    const shown = openForm ?? forms[0] ?? null;
    const wait = retakeAt(last);
    const status: LevelExamState['status'] = open
      ? 'in-progress'
      : forms.length === 0
        ? 'unavailable'
        : wait
          ? 'cooling-off'
          : 'available';
    const answers = open ? await repo.answers(open.id) : [];
    return {
      levelId,
      levelCode: levelCode(levelId),
      name: shown
        ? en(lang)
          ? shown.paper.title.en
          : shown.paper.title.tr
        : `${levelCode(levelId)}`,
      status,
      timeLimitMinutes: shown?.timeLimitMinutes ?? null,
      passMark: shown?.passMark ?? null,
      questionCount: shown ? paperItemCount(shown.paper) : 0,
      retakeAt: wait?.toISOString() ?? null,
      exam: open ? await view(open, lang, openForm) : null,
      paper: open && openForm ? paperView(openForm.paper, lang) : null,
      answers: answers
        .filter((a) => a.questionSlug)
        .map((a) => ({ questionSlug: a.questionSlug!, answer: a.answer })),
      lastExam: last ? await view(last, lang) : null,
    };
  }

  function answerText(answer: Answer, options: string[]): string {
    if ('optionId' in answer) return options[answer.optionId - 1] ?? '';
    if ('value' in answer) return answer.value ? 'True' : 'False';
    if ('text' in answer) return answer.text;
    return '';
  }

  /** The name of a form's exam in the request's language. */
  async function examName(formId: number, lang: Lang): Promise<string | null> {
    const form = await formById(formId);
    return form ? (text(form.paper.title, lang) ?? form.slug) : null;
  }

  return {
    /**
     * A certificate as anyone may see it by its code: the name, level, date and exam, nothing
     * else. A code that is malformed, unknown or not of a passed level exam is not found.
     */
    async certificate(code: string, lang: Lang): Promise<Certificate> {
      if (!CERTIFICATE_CODE_PATTERN.test(code)) throw new AppError('CERTIFICATE_NOT_FOUND');
      const row = await repo.certificate(code);
      const name = row ? await examName(row.formId, lang) : null;
      if (!row || !name) throw new AppError('CERTIFICATE_NOT_FOUND');
      return {
        code: row.code,
        name: `${row.name} ${row.surname}`.trim(),
        levelCode: levelCode(row.levelId),
        examName: name,
        passedAt: row.finishedAt.toISOString(),
      };
    },

    /**
     * The end-of-section exams the learner has reached: each programme section whose last day
     * they completed, with its level's exam (where the level has one) and their last result there.
     */
    async sectionExams(userId: number, lang: Lang): Promise<SectionExam[]> {
      const sections = await repo.completedSections(userId);
      const out: SectionExam[] = [];
      for (const s of sections) {
        const forms = await repo.levelForms(s.levelId);
        if (forms.length === 0) continue;
        const last = await repo.lastFinished(userId, 'level', s.levelId);
        out.push({
          sectionSlug: s.slug,
          sectionTitle: en(lang) ? s.titleEn : s.titleTr,
          levelId: s.levelId,
          levelCode: levelCode(s.levelId),
          examName: text(forms[0]!.paper.title, lang) ?? forms[0]!.slug,
          lastDay: s.lastDay,
          userTaskId: s.userTaskId,
          completedAt: s.completedAt.toISOString(),
          lastExam: last ? await view(last, lang) : null,
        });
      }
      return out;
    },

    async startPlacement(userId: number, lang: Lang): Promise<PlacementState> {
      const open = await repo.openExam(userId, 'placement', null);
      if (open) return placementState(open, lang);
      const wait = retakeAt(await repo.lastFinished(userId, 'placement', null));
      if (wait) throw coolingOff(wait, lang);
      const { items } = await bank();
      const first = chooseNextItem(engineBank(items), []);
      if (!first) throw new AppError('EXAM_NOT_AVAILABLE');
      await withTransaction(deps.database.pool, async (tx) => {
        const id = await repo.insertExam(tx, {
          userId,
          kind: 'placement',
          levelId: null,
          formId: null,
          at: now(),
          deadlineAt: null,
        });
        if (id !== null) await repo.setPending(tx, id, Number(first.id));
      });
      const row = await repo.openExam(userId, 'placement', null);
      if (!row) throw new AppError('CONFLICT');
      return placementState(row, lang);
    },

    async placement(userId: number, examId: number, lang: Lang): Promise<PlacementState> {
      const row = await ownExam(userId, examId);
      if (row.kind !== 'placement') throw notFound();
      return placementState(row, lang);
    },

    async answerPlacement(
      userId: number,
      body: PlacementAnswerBody,
      lang: Lang,
    ): Promise<PlacementState> {
      const { items, byId } = await bank();
      const open = await withTransaction(deps.database.pool, async (tx) => {
        const row = await repo.exam(userId, body.taskExamId, tx, true);
        if (!row || row.kind !== 'placement') throw notFound();
        if (row.finishedAt) throw new AppError('EXAM_FINISHED');
        if (row.pendingItemId !== body.itemId) throw new AppError('EXAM_ITEM_NOT_CURRENT');
        const item = byId.get(body.itemId);
        if (!item) throw new AppError('EXAM_ITEM_NOT_CURRENT');
        const correct = scorePlacement(item.payload, item.key, body.answer);
        const before = await repo.answers(row.id, tx);
        await repo.saveAnswer(tx, {
          examId: row.id,
          userId,
          orderNo: before.length + 1,
          placementItemId: item.id,
          questionSlug: null,
          section: item.skill,
          answer: body.answer,
          isCorrect: correct,
          difficulty: item.difficulty,
          at: now(),
        });
        const given = [
          ...answered(before),
          { itemId: String(item.id), skill: item.skill, difficulty: item.difficulty, correct },
        ];
        const next = chooseNextItem(engineBank(items), given);
        if (next) {
          await repo.setPending(tx, row.id, Number(next.id));
          // Still open: the row as it now stands, without reading it again.
          return { ...row, answeredCount: given.length, pendingItemId: Number(next.id) };
        }
        const outcome = placementOutcome(given, LEVEL_CENTRES);
        await repo.finish(tx, row.id, now(), {
          score: null,
          passed: null,
          result: {
            placement: {
              levelId: LEVEL_CODES.indexOf(outcome.level) + 1,
              theta: outcome.theta,
              se: outcome.se,
              confidence: outcome.confidence,
              levelProbabilities: outcome.levelProbabilities,
            },
          },
        });
        return null;
      });
      return placementState(open ?? (await ownExam(userId, body.taskExamId)), lang);
    },

    async applyPlacement(userId: number, examId: number, lang: Lang): Promise<UserExam> {
      const row = await ownExam(userId, examId);
      if (row.kind !== 'placement' || !row.finishedAt) throw notFound();
      const placement = await placementView(row);
      if (!placement?.canApply || placement.startDay === null)
        throw new AppError('PLACEMENT_NOT_APPLICABLE');
      const startDay = placement.startDay;
      await withTransaction(deps.database.pool, (tx) =>
        repo.applyPlacement(tx, userId, examId, startDay, now()),
      );
      // The learner's programme reads are cached; the next day they take starts here.
      deps.userCache.evictUser(userId);
      return view(await ownExam(userId, examId), lang);
    },

    levelState,

    async startLevel(userId: number, levelId: number, lang: Lang): Promise<LevelExamState> {
      const state = await levelState(userId, levelId, lang);
      if (state.status === 'in-progress') return state;
      if (state.status === 'unavailable') throw new AppError('EXAM_NOT_AVAILABLE');
      if (state.status === 'cooling-off') throw coolingOff(new Date(state.retakeAt!), lang);
      const forms = await repo.levelForms(levelId);
      // A retake gets the other paper of the level.
      const last = await repo.lastFinished(userId, 'level', levelId);
      const form = forms.find((f) => f.id !== last?.formId) ?? forms[0]!;
      await withTransaction(deps.database.pool, (tx) =>
        repo.insertExam(tx, {
          userId,
          kind: 'level',
          levelId,
          formId: form.id,
          at: now(),
          deadlineAt: new Date(now().getTime() + form.timeLimitMinutes * 60_000),
        }),
      );
      return levelState(userId, levelId, lang);
    },

    async answerLevel(userId: number, body: LevelExamAnswerBody, lang: Lang) {
      const row = await ownExam(userId, body.taskExamId);
      if (row.kind !== 'level') throw notFound();
      if (row.finishedAt) throw new AppError('EXAM_FINISHED');
      if (await closeIfOverdue(userId, row, lang)) throw new AppError('EXAM_TIME_OVER');
      const form = row.formId ? await formById(row.formId) : null;
      if (!form) throw notFound();
      const questions = paperQuestions(form.paper);
      const key = form.keys[body.questionSlug];
      // The marked questions first, then writing and speaking: the order the paper shows them.
      const index = [...questions, ...productiveItems(form.paper)].findIndex(
        (q) => q.slug === body.questionSlug,
      );
      if (index === -1 || !key) throw notFound();
      if (isProductive(key)) await assertProductiveFits(deps.storage, userId, key, body.answer);
      else assertFits(key, questions[index]!.options.length, body.answer);
      const answeredCount = await repo.saveOpenAnswer({
        examId: row.id,
        userId,
        orderNo: index + 1,
        questionSlug: body.questionSlug,
        section: key.section,
        answer: body.answer,
        at: now(),
      });
      // Handed in (or closed) between the check above and the save.
      if (answeredCount === null) throw new AppError('EXAM_FINISHED');
      return { answeredCount, questionCount: paperItemCount(form.paper) };
    },

    async submitLevel(userId: number, examId: number, lang: Lang): Promise<UserExam> {
      const row = await ownExam(userId, examId);
      if (row.kind !== 'level') throw notFound();
      if (!row.finishedAt) await finishLevel(userId, examId, lang);
      return view(await ownExam(userId, examId), lang);
    },

    async exam(userId: number, examId: number, lang: Lang): Promise<UserExam> {
      const row = await ownExam(userId, examId);
      if (row.kind === 'level' && (await closeIfOverdue(userId, row, lang)))
        return view(await ownExam(userId, examId), lang);
      return view(row, lang);
    },

    async finished(userId: number, displayCount: number, lang: Lang): Promise<UserExam[]> {
      const rows = await repo.finishedExams(userId, displayCount);
      return Promise.all(rows.map((row) => view(row, lang)));
    },

    async registeredAnswers(
      userId: number,
      query: { taskExamId: number; pageNumber: number; pageSize: number },
      lang: Lang,
    ): Promise<RegisteredAnswersPage> {
      const row = await ownExam(userId, query.taskExamId);
      const final = row.finishedAt !== null;
      const rows = await repo.answersPage(
        row.id,
        (query.pageNumber - 1) * query.pageSize,
        query.pageSize,
      );
      let items: RegisteredAnswer[];
      if (row.kind === 'placement') {
        const byId = new Map(
          (await repo.itemsById(rows.map((r) => r.placementItemId!))).map((i) => [i.id, i]),
        );
        items = rows.map((r) => {
          const item = byId.get(r.placementItemId!)!;
          const options = item.payload.options;
          return {
            orderNo: r.orderNo,
            section: item.skill,
            type: item.payload.type,
            prompt: item.payload.stem,
            options: options.map((t, i) => ({ id: i + 1, text: t })),
            answer: r.answer,
            answerText: answerText(r.answer, options),
            isCorrect: final ? r.isCorrect : null,
            correctAnswer: final
              ? item.key.correctOptionId
                ? (options[item.key.correctOptionId - 1] ?? null)
                : (item.key.accepted[0] ?? null)
              : null,
            explanation: final ? item.key.explanation : null,
            score: null,
            feedback: null,
          };
        });
      } else {
        const form = row.formId ? await formById(row.formId) : null;
        if (!form) throw notFound();
        const questions = new Map(paperQuestions(form.paper).map((q) => [q.slug, q]));
        const productive = new Map(productiveItems(form.paper).map((p) => [p.slug, p]));
        items = rows.map((r): RegisteredAnswer => {
          const key = form.keys[r.questionSlug!];
          const item = productive.get(r.questionSlug!);
          if (key && isProductive(key) && item)
            return {
              orderNo: r.orderNo,
              section: key.section,
              type: key.type,
              prompt: typeof item.prompt === 'string' ? item.prompt : text(item.prompt, lang)!,
              options: [],
              answer: r.answer,
              answerText: 'text' in r.answer ? r.answer.text : '',
              isCorrect: null,
              correctAnswer: final ? (key.modelAnswer ?? key.sentence) : null,
              explanation: final ? key.explanation : null,
              score: final ? r.score : null,
              feedback: final ? r.feedback : null,
            };
          const q = questions.get(r.questionSlug!);
          const options = q?.options ?? [];
          const correct =
            !key || isProductive(key)
              ? null
              : key.type === 'single-choice'
                ? (options[(key.correctOptionId ?? 0) - 1] ?? null)
                : key.type === 'true-false'
                  ? key.answer
                    ? 'True'
                    : 'False'
                  : (key.accepted[0] ?? null);
          return {
            orderNo: r.orderNo,
            section: (q?.section ?? r.section) as RegisteredAnswer['section'],
            type: q?.type ?? 'single-choice',
            prompt: q?.prompt ?? '',
            options: options.map((t, i) => ({ id: i + 1, text: t })),
            answer: r.answer,
            answerText: answerText(r.answer, options),
            isCorrect: final ? (r.isCorrect ?? false) : null,
            correctAnswer: final ? correct : null,
            explanation: final ? (key?.explanation ?? null) : null,
            score: null,
            feedback: null,
          };
        });
      }
      return {
        items,
        totalCount: row.answeredCount,
        pageNumber: query.pageNumber,
        pageSize: query.pageSize,
      };
    },
  };
}
export type UserTaskExamService = ReturnType<typeof createUserTaskExamService>;
