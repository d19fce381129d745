import { z } from 'zod';
import { YekverseLevelSchema, YekversePlaceIdSchema, YEKVERSE_LEVELS } from './content-yekverse';

/**
 * Yekverse on the wire (docs/decisions/0045, 0047). The learner plays a scenario as a run the
 * server keeps: the client sees the character's line and the replies' wordings, never which reply
 * fits or where it leads, and the server moves the run on from what was chosen, typed or said.
 */

const Bilingual = z.object({ tr: z.string(), en: z.string() });

/** How a practised word stands for this learner (the known-word model of the review module). */
export const YEKVERSE_WORD_STATUSES = ['due', 'learned', 'new'] as const;
export const YekverseWordStatusSchema = z.enum(YEKVERSE_WORD_STATUSES);
export type YekverseWordStatus = z.infer<typeof YekverseWordStatusSchema>;

export const YekverseWordSchema = z.object({
  word: z.string(),
  /** The Turkish meaning when the programme or the dictionary has one, else empty. */
  meaningTr: z.string(),
  status: YekverseWordStatusSchema,
});
export type YekverseWord = z.infer<typeof YekverseWordSchema>;

export const YekverseScenarioSummarySchema = z.object({
  id: z.string(),
  place: YekversePlaceIdSchema,
  level: YekverseLevelSchema,
  title: Bilingual,
  /** Turkish: what the learner has to get done. */
  goal: z.string(),
  words: z.array(YekverseWordSchema),
  /** Above the learner's level: listed, not playable until they reach it. */
  locked: z.boolean(),
  /** Best result so far: succeeded, tried without success, or never played. */
  result: z.enum(['success', 'tried']).nullable(),
});
export type YekverseScenarioSummary = z.infer<typeof YekverseScenarioSummarySchema>;

export const YekversePlaceSummarySchema = z.object({
  id: YekversePlaceIdSchema,
  name: Bilingual,
  character: z.object({ name: z.string(), role: Bilingual }),
  scenarios: z.array(YekverseScenarioSummarySchema),
});
export type YekversePlaceSummary = z.infer<typeof YekversePlaceSummarySchema>;

/** GET yekverse/getworld: the town for this learner. */
export const YekverseWorldSchema = z.object({
  /** The learner's level (their programme's section, or the placement's before the first day). */
  level: YekverseLevelSchema,
  places: z.array(YekversePlaceSummarySchema),
  /**
   * The open scenario to play next: not yet succeeded, at the learner's level first, the one that
   * brings in most of their due words, then most of their learned words.
   */
  recommended: z.string().nullable(),
});
export type YekverseWorld = z.infer<typeof YekverseWorldSchema>;

/** GET yekverse/getsummary: what the dashboard's card shows. */
export const YekverseSummarySchema = z.object({
  level: YekverseLevelSchema,
  /** Distinct scenarios the learner has succeeded in, and how many are open to them. */
  completed: z.int32(),
  open: z.int32(),
  total: z.int32(),
  recommended: z
    .object({ id: z.string(), place: YekversePlaceIdSchema, title: Bilingual })
    .nullable(),
  /** The latest finished run, when there is one. */
  last: z
    .object({
      scenarioId: z.string(),
      title: Bilingual,
      success: z.boolean(),
      finishedAt: z.string(),
    })
    .nullable(),
});
export type YekverseSummary = z.infer<typeof YekverseSummarySchema>;

/** A line of the character as the player shows it. */
export const YekversePlayNodeSchema = z.object({
  id: z.string(),
  line: z.string(),
  /** The line in the character's voice (rendered audio), when rendered. */
  audioUrl: z.string().nullable(),
  /** What the learner may say next, in a fixed order; null at an end. */
  replies: z.array(z.object({ text: z.string() })).nullable(),
  /** How the scenario ended (Turkish feedback), at an end. */
  end: z.object({ success: z.boolean(), feedback: z.string() }).nullable(),
});
export type YekversePlayNode = z.infer<typeof YekversePlayNodeSchema>;

/** A run as the player needs it: the scenario's frame and the node the run stands at. */
export const YekverseRunSchema = z.object({
  runId: z.int32(),
  scenarioId: z.string(),
  place: YekversePlaceIdSchema,
  level: YekverseLevelSchema,
  title: Bilingual,
  goal: z.string(),
  character: z.object({ name: z.string(), role: Bilingual }),
  words: z.array(YekverseWordSchema),
  node: YekversePlayNodeSchema,
  /** Learner turns taken so far. */
  turns: z.int32(),
  finished: z.boolean(),
});
export type YekverseRun = z.infer<typeof YekverseRunSchema>;

/** POST yekverse/startscenario: a new run from the scenario's first line. */
export const YekverseStartBodySchema = z.strictObject({
  scenarioId: z.string().trim().min(1).max(80),
});
export type YekverseStartBody = z.infer<typeof YekverseStartBodySchema>;

/**
 * POST yekverse/registerreply: the learner's reply at the node the run stands at, in exactly one
 * way: the index of a shown reply, typed text, or an uploaded recording's file name (as returned
 * by the recording upload the read-aloud items use).
 */
export const YekverseReplyBodySchema = z
  .strictObject({
    runId: z.int32().positive(),
    /** The node the client answers; a reply to a node the run has left is refused (409). */
    nodeId: z.string().min(1).max(80),
    choice: z.int32().min(0).max(5).optional(),
    text: z.string().trim().min(1).max(300).optional(),
    recording: z
      .string()
      .regex(/^[a-z0-9-]{1,80}\.(webm|ogg|mp4|m4a|wav|mp3)$/)
      .optional(),
  })
  .refine((b) => [b.choice, b.text, b.recording].filter((v) => v !== undefined).length === 1, {
    error: 'exactly one of choice, text or recording',
  });
export type YekverseReplyBody = z.infer<typeof YekverseReplyBodySchema>;

/** Per-word pronunciation of a spoken reply, like a read-aloud item's (0–1 each). */
export const YekversePronunciationSchema = z.object({
  words: z.array(z.object({ word: z.string(), score: z.number().min(0).max(1) })),
  score: z.number().min(0).max(1),
});
export type YekversePronunciation = z.infer<typeof YekversePronunciationSchema>;

export const YekverseReplyResultSchema = z.object({
  /**
   * matched: the reply stood for one of the node's options and the run moved on; nomatch: it fit
   * none (typed or heard), the run stays and `help` says what to do; the learner tries again.
   */
  outcome: z.enum(['matched', 'nomatch']),
  /** What the recognizer heard, for a spoken reply (empty when it heard nothing it expected). */
  heard: z.string().nullable(),
  /** The option the reply stood for, and whether a speaker would say it here. */
  reply: z.object({ index: z.int32(), text: z.string(), appropriate: z.boolean() }).nullable(),
  /** Turkish: why an inappropriate reply does not fit, or how to answer when nothing matched. */
  feedback: z.string().nullable(),
  pronunciation: YekversePronunciationSchema.nullable(),
  run: YekverseRunSchema,
});
export type YekverseReplyResult = z.infer<typeof YekverseReplyResultSchema>;

export { YEKVERSE_LEVELS };
