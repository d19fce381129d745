import type { ReadAloudFeedback } from '@yek/contracts/usertask-questions';
import { alignSpeech, parseWav, resample, sentenceWords, warmAligner } from './read-aloud';

/**
 * Spoken replies recognised on the server, offline, against what may be said at that point: the
 * wordings become a JSGF grammar (each wording one alternative, in the model's dictionary words),
 * the decoder searches only that grammar, and the wording it found is then aligned word by word
 * as a read-aloud sentence is, for a per-word pronunciation score. Only the expected replies can
 * be heard, so an utterance that fits none of them gives no hypothesis or one the aligner cannot
 * hold to the audio; both count as heard nothing.
 */

export interface RecognizedReply {
  /** The recognised words ('' when nothing expected was heard). */
  heard: string;
  /** The wording (as given) the hypothesis stands for, or null. */
  wording: string | null;
  /** The per-word alignment of that wording, or null. */
  pronunciation: ReadAloudFeedback | null;
}

const NOTHING: RecognizedReply = { heard: '', wording: null, pronunciation: null };

/**
 * Short, frequent words that together cover most of English's sounds: a loop of them is the
 * grammar's way out for speech that is none of the wordings, so the search does not force such
 * speech onto the nearest wording.
 */
const FILLER = (
  'a the to and of in it is you that he was for on are as with his they i at be this have from ' +
  'or one had by but not what all were we when your can said there an each which she do how if ' +
  'will up out many then them so some her would make like him into time has look two more go see ' +
  'no way could my than first been call who now find long down day did get come made may part ' +
  'yes ok oh well um uh hmm'
).split(' ');

/** The JSGF grammar: each distinct wording an alternative, and the filler loop for anything else. */
export function replyGrammar(alternatives: string[][], filler: string[] = FILLER): string {
  const body = alternatives.map((words) => `( ${words.join(' ')} )`).join(' | ');
  return [
    '#JSGF V1.0;',
    'grammar reply;',
    `public <reply> = ${body} | <other>;`,
    `<other> = ( ${filler.join(' | ')} )+;`,
    '',
  ].join('\n');
}

export async function recognizeReply(wav: Buffer, wordings: string[]): Promise<RecognizedReply> {
  const audio = parseWav(wav);
  if (!audio || wordings.length === 0) return NOTHING;
  const d = await warmAligner();
  const known = (w: string) => d.lookup_word(w) !== null;
  const byWords = new Map<string, string>();
  for (const wording of wordings) {
    // In the words the model's dictionary has (a word it lacks cannot be heard).
    const words = sentenceWords(wording).filter(known);
    const key = words.join(' ');
    if (words.length > 0 && !byWords.has(key)) byWords.set(key, wording);
  }
  if (byWords.size === 0) return NOTHING;
  // Synchronous from here to the hypothesis: no other decoding can interleave with this one.
  d.set_grammar(
    replyGrammar(
      [...byWords.keys()].map((k) => k.split(' ')),
      FILLER.filter(known),
    ),
  );
  const speech = resample(audio.samples, audio.rate);
  d.start();
  d.process_audio(speech, false, true);
  d.stop();
  const heard = d.get_text().trim().replace(/\s+/g, ' ');
  const wording = byWords.get(heard) ?? null;
  // The filler loop won: something was said, none of the replies.
  if (!wording) return NOTHING;
  const pronunciation = await alignSpeech(speech, wording);
  // The grammar always finds its best path; one the aligner cannot hold was not said.
  if (!pronunciation?.aligned) return NOTHING;
  return { heard, wording, pronunciation };
}
