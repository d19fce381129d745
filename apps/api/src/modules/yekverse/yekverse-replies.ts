import {
  type YekverseNode,
  type YekverseReply,
  matchYekverseReply,
  replyWordings,
} from '@yek/contracts/content-yekverse';
import type { YekversePronunciation, YekverseReplyBody } from '@yek/contracts/yekverse';
import type { AppDeps } from '../../deps';
import { AppError, fieldError } from '../../lib/errors';
import type { RecognizedReply } from '../../lib/speech/reply-recognition';
import { recordingKey } from '../usertask/recordings';

export interface ReplyDeps {
  storage: AppDeps['storage'];
  /** Recognises a spoken reply among the wordings (the speech pool's worker threads). */
  recognize: (wav: Buffer, wordings: string[]) => Promise<RecognizedReply>;
}

/** Whether a headword is used in what the learner said (a plain inflection counts). */
export function usesWord(said: string, word: string): boolean {
  const escaped = word.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z])${escaped}(s|es|ed|d|ing)?($|[^a-z])`).test(said.toLowerCase());
}

/**
 * The help when a reply fit none of the options: say or type one of them. Names the first
 * appropriate option, so the learner is never left without a way on.
 */
export function noMatchHelp(node: YekverseNode, spoken: boolean): string {
  const example = node.replies?.find((r) => r.appropriate)?.text ?? node.replies?.[0]?.text ?? '';
  return spoken
    ? `Söylediğini buradaki cevaplardan birine benzetemedim. Gösterilen cevaplardan birini söyle, örneğin: “${example}”`
    : `Yazdığın cevap buradaki cevaplardan birine uymuyor. Gösterilen cevaplardan birini yaz ya da seç, örneğin: “${example}”`;
}

/**
 * The option a reply stands for, how it was given and what was said (null option when none
 * fits): a chosen index, typed text matched by the typed-answer rules, or the learner's uploaded
 * recording recognised among the node's wordings.
 */
export async function understandReply(
  { storage, recognize }: ReplyDeps,
  userId: number,
  node: YekverseNode,
  body: YekverseReplyBody,
): Promise<{
  option: { index: number; reply: YekverseReply } | null;
  mode: 'choice' | 'text' | 'speech';
  said: string;
  heard: string | null;
  pronunciation: YekversePronunciation | null;
}> {
  const replies = node.replies ?? [];
  const at = (reply: YekverseReply | undefined) =>
    reply ? { index: replies.indexOf(reply), reply } : null;
  if (body.choice !== undefined) {
    const reply = replies[body.choice];
    if (!reply) throw fieldError('VALIDATION_FAILED', 'choice');
    return {
      option: at(reply),
      mode: 'choice',
      said: reply.text,
      heard: null,
      pronunciation: null,
    };
  }
  if (body.text !== undefined) {
    return {
      option: at(matchYekverseReply(node, body.text)),
      mode: 'text',
      said: body.text,
      heard: null,
      pronunciation: null,
    };
  }
  // A recording the learner uploaded (their own key prefix), as read-aloud answers read them.
  const data = await storage.get(recordingKey(userId, body.recording!));
  if (!data) throw new AppError('ANSWER_DOES_NOT_FIT');
  const wordings = replies.flatMap(replyWordings);
  const heard = await recognize(data, wordings);
  const reply =
    heard.wording === null
      ? undefined
      : (matchYekverseReply(node, heard.heard) ??
        replies.find((r) => replyWordings(r).includes(heard.wording!)));
  const pronunciation = heard.pronunciation && {
    // A word the model has no pronunciation of cannot be scored, so it is left out.
    words: heard.pronunciation.words.flatMap((w) =>
      w.score === null ? [] : [{ word: w.word, score: w.score }],
    ),
    score: Math.max(0, Math.min(1, heard.pronunciation.score)),
  };
  return {
    option: at(reply),
    mode: 'speech',
    said: heard.heard,
    heard: heard.heard,
    pronunciation: reply ? pronunciation : null,
  };
}
