import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Script } from '@yek/contracts/content';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { audioFileName, characterLineScript, dictationScript, readAloudScript } from './audio';
import {
  audioFieldText,
  roundSeconds,
  scriptOf,
  setAudioField,
  setDictationAudioField,
  setItemAudioField,
  setLectureExampleAudioField,
  setNodeAudioField,
} from './audio-field';
import { readContent } from './load';
import { CONTENT_DIR } from './paths';

const script: Script = {
  type: 'dialogue',
  title: 'At the Bus Stop',
  speakers: [
    { id: 'emma', name: 'Emma', voice: 'slt' },
    { id: 'omer', name: 'Omer', voice: 'kal' },
  ],
  lines: [
    { speaker: 'emma', text: 'Is this the bus to the station?' },
    { speaker: 'omer', text: "Yes, it is. It's late today." },
  ],
};
const FILE = audioFileName(script);

// A day file cut down to what the field writer reads, with the things a writer leaves in a file:
// comments, a flow sequence prettier wrapped onto a second line, quoted and block text.
const fixture = (audio = ''): string => `# Day 1 (a comment the writer keeps)
slug: day-001
parts:
  - kind: grammar
    slug: day-001-grammar
    questions:
      - slug: day-001-grammar-q01
        type: error-correction
        prompt: My father is a doctor. She is from Izmir.
        answers:
          [My father is a doctor. He is from Izmir., "My father is a doctor. He's from Izmir."]
  - kind: listening # the day's listening
    slug: day-001-listening
    script:
      type: dialogue
      title: At the Bus Stop
      speakers:
        - { id: emma, name: Emma, voice: slt }
        - { id: omer, name: Omer, voice: kal }
      lines:
        - speaker: emma
          text: Is this the bus to the station?
        - speaker: omer
          text: 'Yes, it is. It''s late today.' # quoted on purpose
${audio}    # questions follow
    questions:
      - slug: day-001-listening-q01
        type: true-false
        prompt: The bus is late.
        answer: true
        explanation: |
          Omer "It's late today" diyor.
`;

const lines = (text: string): string[] => text.split('\n');

describe('setAudioField', () => {
  it('adds the field on the line after the script and changes nothing else', () => {
    const source = fixture();
    const result = setAudioField(source, 'day-001-listening', {
      file: FILE,
      durationSeconds: 12.3,
    });
    expect(result).toBe(fixture(`    audio: { file: ${FILE}, durationSeconds: 12.3 }\n`));
    expect(parseDocument(result).toJS().parts[1].audio).toEqual({
      file: FILE,
      durationSeconds: 12.3,
    });
  });

  it('replaces a recorded field in place, block or flow, and is idempotent', () => {
    const block = fixture(
      `    audio:\n      file: 0123456789abcdef.mp3\n      durationSeconds: 3\n`,
    );
    const once = setAudioField(block, 'day-001-listening', { file: FILE, durationSeconds: 4.5 });
    expect(once).toBe(fixture(`    audio: { file: ${FILE}, durationSeconds: 4.5 }\n`));
    const twice = setAudioField(once, 'day-001-listening', { file: FILE, durationSeconds: 4.5 });
    expect(twice).toBe(once);
    const changed = setAudioField(once, 'day-001-listening', { file: FILE, durationSeconds: 5 });
    expect(changed).toBe(fixture(`    audio: { file: ${FILE}, durationSeconds: 5 }\n`));
  });

  it('refuses a file the script does not name, and a part that is not there', () => {
    expect(() =>
      setAudioField(fixture(), 'day-001-listening', {
        file: '0123456789abcdef.mp3',
        durationSeconds: 1,
      }),
    ).toThrow(/script changed/);
    expect(() =>
      setAudioField(fixture(), 'day-002-listening', { file: FILE, durationSeconds: 1 }),
    ).toThrow(/no part day-002-listening/);
  });

  it('reads the script back as the file holds it', () => {
    expect(scriptOf(fixture(), 'day-001-listening')).toEqual(script);
    expect(scriptOf(fixture(), 'day-001-grammar')).toBeNull();
  });

  it('rounds to a tenth of a second and writes one flow line', () => {
    expect(roundSeconds(24.94)).toBe(24.9);
    expect(roundSeconds(24.95)).toBe(25);
    expect(roundSeconds(0.01)).toBe(0.1);
    expect(audioFieldText({ file: FILE, durationSeconds: 25 })).toBe(
      `audio: { file: ${FILE}, durationSeconds: 25 }`,
    );
  });

  // The round trip over the real day files: writing every listening part's field keeps every
  // other line byte for byte, and the file reads back as the same day with the field set.
  const days = readContent().days.filter((d) => !d.parseError);
  it.each(days.map((d) => [d.path]))('round-trips %s', (path) => {
    const source = readFileSync(join(CONTENT_DIR, path), 'utf8');
    const data = parseDocument(source).toJS() as {
      parts: { kind: string; slug: string; script?: Script; audio?: unknown }[];
    };
    let text = source;
    let written = 0;
    for (const part of data.parts) {
      if (part.kind !== 'listening' || !scriptOf(source, part.slug)) continue;
      const audio = { file: audioFileName(part.script!), durationSeconds: 31.4 };
      text = setAudioField(text, part.slug, audio);
      part.audio = audio;
      written++;
    }
    const withoutAudio = (t: string): string[] =>
      lines(t).filter((l) => !/^\s*audio: \{ file: [0-9a-f]{16}\.mp3, durationSeconds: /.test(l));
    expect(withoutAudio(text)).toEqual(withoutAudio(source));
    expect(parseDocument(text).toJS()).toEqual(data);
    expect(lines(text).length - lines(source).length).toBeLessThanOrEqual(written);
  });
});

describe('setAudioField in exam files', () => {
  const exScript: Script = {
    type: 'monologue',
    title: 'Time',
    speakers: [{ id: 'sam', name: 'Sam', voice: 'kdl' }],
    lines: [{ speaker: 'sam', text: 'It is three o clock.' }],
  };
  const file = audioFileName(exScript);
  const placement = `level: A1
items:
  - id: a1-listening-01
    level: A1
    skill: listening
    listening:
      script:
        type: monologue
        title: Time
        speakers:
          - { id: sam, name: Sam, voice: kdl }
        lines:
          - { speaker: sam, text: It is three o clock. }
    stem: What time is it?
`;
  const form = `slug: a1-a
sections:
  listening:
    recordings:
      - slug: a1-a-listening-r1
        script:
          type: monologue
          title: Time
          speakers:
            - { id: sam, name: Sam, voice: kdl }
          lines:
            - { speaker: sam, text: It is three o clock. }
        questions: []
`;

  it("writes a placement item's audio inside its listening block", () => {
    const result = setAudioField(placement, 'a1-listening-01', { file, durationSeconds: 2 });
    expect(result).toContain(
      `          - { speaker: sam, text: It is three o clock. }\n      audio: { file: ${file}, durationSeconds: 2 }\n    stem:`,
    );
    expect(parseDocument(result).toJS().items[0].listening.audio).toEqual({
      file,
      durationSeconds: 2,
    });
  });

  it("writes a level exam recording's audio after its script", () => {
    const result = setAudioField(form, 'a1-a-listening-r1', { file, durationSeconds: 2.5 });
    expect(result).toContain(
      `        audio: { file: ${file}, durationSeconds: 2.5 }\n        questions: []`,
    );
    expect(() => setAudioField(form, 'a1-a-listening-r2', { file, durationSeconds: 1 })).toThrow(
      /no part/,
    );
  });
});

describe('setItemAudioField', () => {
  const sentence = `parts:
  - kind: speaking
    slug: day-002-speaking
    questions:
      - slug: day-002-speaking-q01
        type: recording-read-aloud
        prompt: She is from Japan. # the sentence
        explanation: '"she" sözcüğünü "şi" gibi söyleyin.'
`;
  const file = audioFileName(readAloudScript('She is from Japan.'));

  it('puts the model reading on the line after the sentence, then replaces it in place', () => {
    const once = setItemAudioField(sentence, 'day-002-speaking-q01', {
      file,
      durationSeconds: 1.7,
    });
    expect(lines(once)[7]).toBe(`        audio: { file: ${file}, durationSeconds: 1.7 }`);
    expect(lines(once)).toHaveLength(lines(sentence).length + 1);
    const twice = setItemAudioField(once, 'day-002-speaking-q01', { file, durationSeconds: 1.8 });
    expect(twice).toBe(once.replace('1.7', '1.8'));
  });

  it('refuses a file the sentence does not name, and an item that is not there', () => {
    expect(() =>
      setItemAudioField(sentence, 'day-002-speaking-q01', { file: FILE, durationSeconds: 1 }),
    ).toThrow(/sentence changed/);
    expect(() =>
      setItemAudioField(sentence, 'day-002-speaking-q09', { file, durationSeconds: 1 }),
    ).toThrow(/no item/);
  });
});

describe('setLectureExampleAudioField', () => {
  const lecture = `lecture:
  slug: day-001-lecture
  examples:
    - en: I am Elif.
      tr: Ben Elif'im. # a comment the writer keeps
    - en: You're very kind.
      tr: 'Çok naziksin.'
  mistakes: []
`;
  const file = audioFileName(readAloudScript("You're very kind."));

  it('puts the reading on the line after the Turkish, then replaces it in place', () => {
    const once = setLectureExampleAudioField(lecture, 1, { file, durationSeconds: 1.5 });
    expect(lines(once)[7]).toBe(`      audio: { file: ${file}, durationSeconds: 1.5 }`);
    expect(lines(once)).toHaveLength(lines(lecture).length + 1);
    expect(once).toContain('# a comment the writer keeps');
    const twice = setLectureExampleAudioField(once, 1, { file, durationSeconds: 1.6 });
    expect(twice).toBe(once.replace('1.5', '1.6'));
  });

  it('refuses the file of another sentence, and an example that is not there', () => {
    expect(() => setLectureExampleAudioField(lecture, 0, { file, durationSeconds: 1 })).toThrow(
      /sentence changed/,
    );
    expect(() => setLectureExampleAudioField(lecture, 2, { file, durationSeconds: 1 })).toThrow(
      /no lecture example 3/,
    );
  });
});

describe('setDictationAudioField', () => {
  const item = `parts:
  - kind: listening
    slug: day-070-listening
    questions:
      - slug: day-070-listening-q06
        type: dictation
        prompt: Listen and write the sentence.
        sentence: We are meeting at the station after work.
        answersReviewed: true
        explanation: Cümleyi dinle ve yaz.
`;
  const file = audioFileName(
    dictationScript({ sentence: 'We are meeting at the station after work.' }),
  );

  it('puts the recording on the line after the sentence, then replaces it in place', () => {
    const once = setDictationAudioField(item, 'day-070-listening-q06', {
      file,
      durationSeconds: 3.4,
    });
    expect(lines(once)[8]).toBe(`        audio: { file: ${file}, durationSeconds: 3.4 }`);
    const twice = setDictationAudioField(once, 'day-070-listening-q06', {
      file,
      durationSeconds: 3.5,
    });
    expect(twice).toBe(once.replace('3.4', '3.5'));
  });

  it('refuses a file of another sentence or voice', () => {
    const other = audioFileName(
      dictationScript({ sentence: 'We are meeting at the station after work.', voice: 'kal' }),
    );
    expect(() =>
      setDictationAudioField(item, 'day-070-listening-q06', { file: other, durationSeconds: 3 }),
    ).toThrow(/sentence changed/);
  });
});

describe('setNodeAudioField', () => {
  const scenario = `id: cafe-tea
nodes:
  # Emma greets the learner.
  - id: order
    line:
      Hello! What would you like? We have tea, coffee and cake today, and the cake is very
      good.
    replies:
      - text: A cup of tea, please.
        appropriate: true
        next: end
  - id: end
    line: Thank you!
    end: { success: true, feedback: Harika! }
`;
  const emma = { name: 'Emma', voice: 'slt' } as const;
  const line =
    'Hello! What would you like? We have tea, coffee and cake today, and the cake is very good.';
  const file = audioFileName(characterLineScript(line, emma));

  it("puts the line's audio after its folded line, keeping the comment, then replaces it", () => {
    const once = setNodeAudioField(scenario, 'order', emma, { file, durationSeconds: 7.2 });
    expect(lines(once).slice(2, 7)).toEqual([
      '  # Emma greets the learner.',
      '  - id: order',
      '    line:',
      '      Hello! What would you like? We have tea, coffee and cake today, and the cake is very',
      '      good.',
    ]);
    expect(lines(once)[7]).toBe(`    audio: { file: ${file}, durationSeconds: 7.2 }`);
    const twice = setNodeAudioField(once, 'order', emma, { file, durationSeconds: 7.3 });
    expect(twice).toBe(once.replace('7.2', '7.3'));
  });

  it('refuses the file of another voice, and a node that is not there', () => {
    const kal = audioFileName(characterLineScript(line, { ...emma, voice: 'kal' }));
    expect(() =>
      setNodeAudioField(scenario, 'order', emma, { file: kal, durationSeconds: 7 }),
    ).toThrow(/line changed/);
    expect(() => setNodeAudioField(scenario, 'pay', emma, { file, durationSeconds: 7 })).toThrow(
      /no node pay/,
    );
  });
});
