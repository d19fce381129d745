import type { Skill } from '@yek/contracts/content-common';

/** The page of a part, by its kind (spec §2 routes; vocabulary has its own practice page). */
export function partPath(kind: Skill, mainQuestionId: number): string {
  switch (kind) {
    case 'reading':
      return `/task/reading/${mainQuestionId}`;
    case 'listening':
      return `/task/listening/${mainQuestionId}`;
    case 'writing':
      return `/task/writing/${mainQuestionId}`;
    case 'speaking':
      return `/task/speaking/${mainQuestionId}`;
    case 'grammar':
      return `/task/grammer/${mainQuestionId}`;
    case 'vocabulary':
      return `/task/vocabulary/${mainQuestionId}`;
  }
}

/**
 * Says a word: its recording when the programme has one (the same voice everywhere), else the
 * browser's own voice.
 */
export function sayWord(word: string, audioUrl: string | null | undefined): void {
  if (!audioUrl || typeof Audio === 'undefined') return speak(word);
  void Promise.resolve()
    .then(() => new Audio(audioUrl).play())
    .catch(() => speak(word));
}

/** Speaks an English word or sentence with the browser's own voice, where it has one. */
export function speak(text: string): void {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'en-US';
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}
