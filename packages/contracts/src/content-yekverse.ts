import { z } from 'zod';
import {
  AudioRefSchema,
  BilingualTextSchema,
  EnglishTextSchema,
  SlugSchema,
  TurkishTextSchema,
  VoiceIdSchema,
  type CefrLevel,
  typedAnswerMatches,
} from './content-common';

/**
 * Yekverse, the small English-speaking town at /webgl, as files (docs/decisions/0045):
 * content/yekverse/places.yaml names the town's places and their characters, and each
 * content/yekverse/scenarios/<place>/<id>.yaml holds one everyday situation at one level as a
 * branching dialogue between the place's character and the learner.
 */

/** The town's places, in the order the town lays them out. */
export const YEKVERSE_PLACES = [
  'cafe',
  'airport-checkin',
  'hotel-reception',
  'doctors-surgery',
  'shop',
  'train-station',
] as const;
export const YekversePlaceIdSchema = z.enum(YEKVERSE_PLACES);
export type YekversePlaceId = z.infer<typeof YekversePlaceIdSchema>;

/** Levels a scenario is written at (the programme's sections). */
export const YEKVERSE_LEVELS = [
  'A1',
  'A2',
  'B1',
  'B2',
  'C1',
] as const satisfies readonly CefrLevel[];
export const YekverseLevelSchema = z.enum(YEKVERSE_LEVELS);
export type YekverseLevel = z.infer<typeof YekverseLevelSchema>;

/** What the content check holds the town to. */
export const YEKVERSE_MIN_SCENARIOS = 30;
export const YEKVERSE_MIN_PER_PLACE = 5;
/** Distinct levels each place offers scenarios at. */
export const YEKVERSE_MIN_LEVELS_PER_PLACE = 3;
/** Learner turns on a scenario's main path (the shortest way to success by appropriate replies). */
export const YEKVERSE_MAIN_PATH_TURNS = { min: 4, max: 8 } as const;
/** Reply options on a turn of the main path; a helping turn may offer fewer. */
export const YEKVERSE_REPLIES = { min: 2, max: 3 } as const;

/** The person the learner talks to at a place; every line of its scenarios is theirs. */
export const YekverseCharacterSchema = z.strictObject({
  /** A name an English voice can say, without Turkish letters. */
  name: z
    .string()
    .trim()
    .min(1)
    .regex(/^[A-Za-z][A-Za-z .'-]*$/, { error: 'a name an English voice can say' }),
  role: BilingualTextSchema,
  /** The festival voice the audio tool renders their lines with (content/AUDIO.md). */
  voice: VoiceIdSchema,
});
export type YekverseCharacter = z.infer<typeof YekverseCharacterSchema>;

export const YekversePlaceSchema = z.strictObject({
  id: YekversePlaceIdSchema,
  name: BilingualTextSchema,
  character: YekverseCharacterSchema,
});
export type YekversePlace = z.infer<typeof YekversePlaceSchema>;

/** content/yekverse/places.yaml: every place once. */
export const YekversePlacesFileSchema = z
  .strictObject({ places: z.array(YekversePlaceSchema) })
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.places.forEach((p, i) => {
      if (seen.has(p.id))
        ctx.addIssue({ code: 'custom', message: `place ${p.id} repeats`, path: ['places', i] });
      seen.add(p.id);
    });
    for (const id of YEKVERSE_PLACES)
      if (!seen.has(id))
        ctx.addIssue({ code: 'custom', message: `place ${id} is missing`, path: ['places'] });
  });
export type YekversePlacesFile = z.infer<typeof YekversePlacesFileSchema>;

/** One thing the learner can say at a turn. */
export const YekverseReplySchema = z.strictObject({
  /** The reply as shown, and the form the speech grammar and typed matching expect first. */
  text: EnglishTextSchema,
  /**
   * Other wordings that count as this reply when typed or spoken (matched like typed answers:
   * case, punctuation and contractions do not count).
   */
  accepted: z.array(EnglishTextSchema).optional(),
  /**
   * Whether a speaker would say this here. A wrong but plausible reply (too blunt, the wrong
   * word, an answer to another question) is `false` and leads to a turn where the character helps.
   */
  appropriate: z.boolean(),
  /** Turkish: why the reply does not fit (required when it is not appropriate). */
  feedback: TurkishTextSchema.optional(),
  /** The node the character answers with. */
  next: SlugSchema,
});
export type YekverseReply = z.infer<typeof YekverseReplySchema>;

/** How a scenario ends. */
export const YekverseEndSchema = z.strictObject({
  /** Whether the learner got the goal done. */
  success: z.boolean(),
  /** Turkish: a sentence or two on how it went. */
  feedback: TurkishTextSchema,
});
export type YekverseEnd = z.infer<typeof YekverseEndSchema>;

/** The character says `line`; then the learner replies, or the scenario ends. */
export const YekverseNodeSchema = z
  .strictObject({
    id: SlugSchema,
    /** The character's line, in English. */
    line: EnglishTextSchema,
    /** Written by the audio tool (the line in the character's voice); absent until rendered. */
    audio: AudioRefSchema.optional(),
    replies: z.array(YekverseReplySchema).min(1).max(YEKVERSE_REPLIES.max).optional(),
    end: YekverseEndSchema.optional(),
  })
  .superRefine((node, ctx) => {
    if (!node.replies === !node.end)
      ctx.addIssue({
        code: 'custom',
        message: 'a node has either replies or an end',
        path: [],
      });
    if (node.replies && !node.replies.some((r) => r.appropriate))
      ctx.addIssue({
        code: 'custom',
        message: 'no appropriate reply',
        path: ['replies'],
      });
    node.replies?.forEach((r, i) => {
      if (!r.appropriate && !r.feedback)
        ctx.addIssue({
          code: 'custom',
          message: 'an inappropriate reply says why in `feedback`',
          path: ['replies', i, 'feedback'],
        });
    });
  });
export type YekverseNode = z.infer<typeof YekverseNodeSchema>;

/** content/yekverse/scenarios/<place>/<id>.yaml */
export const YekverseScenarioSchema = z.strictObject({
  /** The file's name without .yaml. */
  id: SlugSchema,
  place: YekversePlaceIdSchema,
  level: YekverseLevelSchema,
  title: BilingualTextSchema,
  /** Turkish: what the learner has to get done. */
  goal: TurkishTextSchema,
  /** Headwords the scenario practises; each is used in its lines or replies. */
  words: z.array(z.string().trim().min(1)).min(3).max(12),
  /** Names used in the lines besides the character's (left out of the level check). */
  names: z.array(z.string().trim().min(1)).default([]),
  /** The dialogue; the first node is where it starts. */
  nodes: z.array(YekverseNodeSchema).min(2),
});
export type YekverseScenario = z.infer<typeof YekverseScenarioSchema>;

/** Every wording that counts as this reply: its shown text first, then the accepted ones. */
export const replyWordings = (reply: YekverseReply): string[] => [
  reply.text,
  ...(reply.accepted ?? []),
];

/**
 * The reply a typed or recognised answer stands for: the option whose text or accepted wording
 * it matches by the typed-answer rules (the content check keeps the options of a turn apart).
 * Undefined when none fits: the player then helps with the turn's options, never a dead end.
 */
export function matchYekverseReply(node: YekverseNode, said: string): YekverseReply | undefined {
  return node.replies?.find((r) => replyWordings(r).some((form) => typedAnswerMatches(said, form)));
}
