/** Pages whose content arrives with later work; each has a title in the locale files. */
export const PREPARING_SECTIONS = [
  'examDetail',
  'programCategory',
  'meta',
  'metaDetail',
  'metaTask',
  'library',
  'libraryDetail',
  'levelExam',
  'levelReading',
  'levelReadingQuestions',
  'levelListening',
  'levelResult',
  'tasks',
  'taskReading',
  'taskQuestions',
  'taskWriting',
  'taskGrammar',
  'taskListening',
  'taskSpeaking',
  'taskLecturing',
  'lectureDetail',
  'taskDetail',
] as const;

export type PreparingSection = (typeof PREPARING_SECTIONS)[number];
