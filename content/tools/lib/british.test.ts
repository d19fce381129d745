import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  AMERICAN_WORDS,
  SPELLING,
  americanHeadword,
  americanVocabulary,
  britishSpelling,
} from './british';
import { rewriteBritish } from './british-yaml';
import {
  applyReviewed,
  checkBritish,
  englishFields,
  formatBritish,
  looksTurkish,
  parseReviewed,
} from './check-british';
import { lemmaCandidates, measureCoverage, wordLevel } from './coverage';
import { buildLexicon, loadLexicon } from './lexicon';

describe('britishSpelling', () => {
  it('converts whole words of each family, keeping their case', () => {
    expect(
      britishSpelling(
        'My favorite color is gray. Color! COLOR. The Neighbors traveled to the theater center.',
      ),
    ).toBe(
      'My favourite colour is grey. Colour! COLOUR. The Neighbours travelled to the theatre centre.',
    );
    expect(britishSpelling('They organized it, then analyzed the organization’s catalog.')).toBe(
      'They organised it, then analysed the organisation’s catalogue.',
    );
    expect(britishSpelling("my neighbor's dog, the defense, toward the harbor")).toBe(
      "my neighbour's dog, the defence, towards the harbour",
    );
    expect(britishSpelling('The building is centered on a square.')).toBe(
      'The building is centred on a square.',
    );
  });

  it('leaves words that are British too, or other words, alone', () => {
    const same =
      'Colorado is a state. The diameter, the parameter and the thermometer. I tire easily. ' +
      'Check the answers. A ten-story tower. The humorous, vigorous and laborious story.';
    expect(britishSpelling(same)).toBe(same);
  });

  it('converts program, meter, practice and license only where the sentence settles it', () => {
    expect(britishSpelling('a radio program; a computer program; programs on a computer')).toBe(
      'a radio programme; a computer program; programs on a computer',
    );
    expect(
      britishSpelling('She swam fifty meters. The gas meter is broken. It is 3 meters long.'),
    ).toBe('She swam fifty metres. The gas meter is broken. It is 3 metres long.');
    expect(
      britishSpelling(
        'I need to practice. We practice on Tuesdays. More practice helps. Did you do the practice test? Practice the verbs.',
      ),
    ).toBe(
      'I need to practise. We practise on Tuesdays. More practice helps. Did you do the practice test? Practise the verbs.',
    );
    expect(britishSpelling("He got his driver's license. A license plate.")).toBe(
      "He got his driver's licence. A licence plate.",
    );
  });

  it('keeps Turkish words in a Turkish field: program, organize', () => {
    expect(britishSpelling('"schedule" program demektir; "favorite" en sevdiğin', true)).toBe(
      '"schedule" program demektir; "favourite" en sevdiğin',
    );
  });

  it('never maps a British form back to an American one', () => {
    for (const [american, british] of SPELLING) {
      expect(SPELLING.has(british), `${american} → ${british}`).toBe(false);
      expect(american).not.toBe(british);
    }
  });
});

describe('americanVocabulary', () => {
  it('flags American words and phrases without replacing them', () => {
    const text = 'We took the elevator to the apartment, then waited in line at the gas station.';
    expect(americanVocabulary(text).map((f) => f.found)).toEqual([
      'elevator',
      'apartment',
      'gas station',
    ]);
    expect(AMERICAN_WORDS.get('truck')).toBe('lorry');
  });
});

describe('englishFields', () => {
  it('reads English fields, the Turkish ones apart, and skips slugs, files and pen names', () => {
    const fields = englishFields({
      slug: 'color-noun',
      headword: 'color',
      meaning: 'renk',
      example: { en: 'My favorite color.', tr: 'En sevdiğim renk.' },
      audio: { file: 'abc.mp3' },
      author: 'Ann Gray',
    });
    expect(fields.map((f) => [f.path, f.turkish])).toEqual([
      ['headword', false],
      ['meaning', true],
      ['example.en', false],
      ['example.tr', true],
    ]);
  });

  it('treats a side of matching pairs or a list of options as Turkish when one reads as Turkish', () => {
    const fields = englishFields({
      pairs: [
        { left: 'schedule', right: 'program' },
        { left: 'department', right: 'bölüm' },
        { left: 'promotion', right: 'terfi' },
      ],
    });
    expect(fields.map((f) => f.path)).toEqual(['pairs[0].left', 'pairs[1].left', 'pairs[2].left']);
    expect(looksTurkish('Ayşe has a favorite color.')).toBe(false);
    expect(looksTurkish('organize etmek')).toBe(true);
  });

  it('finds American spellings as failures and American words as warnings', () => {
    const report = checkBritish([
      {
        path: 'days/a1/day-001.yaml',
        data: { level: 'A1', example: { en: 'My mom has a truck.', tr: 'Annemin kamyonu var.' } },
      },
    ]);
    expect(report.spelling.map((f) => [f.level, f.path, f.found, f.british])).toEqual([
      ['A1', 'example.en', 'mom', 'mum'],
    ]);
    expect(report.vocabulary.map((f) => f.found)).toEqual(['truck']);
  });

  it("accepts a dictation's American form after its British sentence, never alone", () => {
    const item = (sentence: string, answers: string[]) => ({
      path: 'days/b2/day-256.yaml',
      data: {
        level: 'B2',
        parts: [{ questions: [{ type: 'dictation', prompt: 'Listen.', sentence, answers }] }],
      },
    });
    expect(checkBritish([item('I met my neighbour.', ['I met my neighbor.'])]).spelling).toEqual(
      [],
    );
    expect(
      checkBritish([item('I met my friend.', ['I met my neighbor.'])]).spelling.map((f) => f.found),
    ).toEqual(['neighbor']);
  });

  it("reads a Yekverse scenario's lines and replies as English, its goal and feedback as Turkish", () => {
    const fields = englishFields({
      id: 'shop-colour',
      place: 'shop',
      goal: 'Bir kazak al.',
      nodes: [
        {
          id: 'colour',
          line: 'What color would you like?',
          replies: [{ text: 'Blue.', appropriate: false, feedback: 'Renk söyle.', next: 'end' }],
        },
      ],
    });
    expect(fields.map((f) => [f.path, f.turkish])).toEqual([
      ['goal', true],
      ['nodes[0].line', false],
      ['nodes[0].replies[0].text', false],
      ['nodes[0].replies[0].feedback', true],
    ]);
    const report = checkBritish([
      {
        path: 'yekverse/scenarios/shop/shop-colour.yaml',
        data: { level: 'A1', nodes: [{ line: 'What color?' }] },
      },
    ]);
    expect(report.spelling.map((f) => [f.level, f.found])).toEqual([['A1', 'color']]);
  });
});

describe('rewriteBritish', () => {
  const source = [
    '# a day',
    'slug: day-001',
    'parts:',
    '  - kind: vocabulary',
    '    words:',
    '      - slug: color-noun',
    '        headword: color',
    '        pos: noun',
    '        meaning: renk',
    '        example: { en: "My neighbor\'s car is gray.", tr: Komşumun arabası gri. }',
    '    questions:',
    "      - prompt: 'What is your favorite color? It''s blue.'",
    '        explanation: |',
    '          "favorite" en sevdiğin demektir; "schedule" program demektir.',
    '        words: [color, my, favorite]',
    '      - prompt: "Line one\\nthe center"',
    '',
  ].join('\n');

  it('changes only the words, renames the slug with its headword, and runs once', () => {
    const result = rewriteBritish(source);
    expect(result.text).toBe(
      source
        .replace('color-noun', 'colour-noun')
        .replace('headword: color', 'headword: colour')
        .replace("neighbor's car is gray", "neighbour's car is grey")
        .replace("favorite color? It''s", "favourite colour? It''s")
        .replace('"favorite" en', '"favourite" en')
        .replace('[color, my, favorite]', '[colour, my, favourite]')
        .replace('the center"', 'the centre"'),
    );
    expect(result.slugs).toEqual([{ from: 'color-noun', to: 'colour-noun' }]);
    expect(result.manual).toEqual([]);
    const again = rewriteBritish(result.text);
    expect(again.changes).toEqual([]);
    expect(again.text).toBe(result.text);
  });

  it('keeps the American form of a typed answer accepted after the British one', () => {
    const typed = [
      'questions:',
      '  - type: gap-fill',
      '    prompt: My ___ is kind.',
      '    answers: [neighbor, "friend"]',
      '  - type: gap-fill',
      '    prompt: We ___ a party.',
      '    answers:',
      '      - organize',
      '      - organise',
      '  - type: word-order',
      '    words: [my, mom, is, here]',
      '    answers: [my mom is here]',
      '',
    ].join('\n');
    const result = rewriteBritish(typed);
    expect(result.text).toBe(
      typed
        .replace('[neighbor, "friend"]', '[neighbour, "friend", neighbor]')
        .replace('- organize\n      - organise', '- organise\n      - organize')
        .replace('[my, mom, is, here]', '[my, mum, is, here]')
        .replace('[my mom is here]', '[my mum is here]'),
    );
    expect(rewriteBritish(result.text).changes).toEqual([]);
    const report = checkBritish([{ path: 'days/a1/day-001.yaml', data: parse(result.text) }]);
    expect(report.spelling).toEqual([]);
  });
});

describe('the level check reads British forms under the lists’ American headwords', () => {
  const lexicon = buildLexicon([
    'headword,pos,CEFR\nlike,verb,A1\ngood,adjective,A1\ncolor/colour,noun,A1\nbehavior,noun,A2\norganize/organise,verb,A2\ntheater/theatre,noun,A1\nneighbor/neighbour,noun,A1\n',
  ]);

  it('finds a British form and its inflections at the American headword’s level', () => {
    expect(wordLevel('behaviour', lexicon)).toBe(2);
    expect(wordLevel('behaviours', lexicon)).toBe(2);
    expect(wordLevel('organised', lexicon)).toBe(2);
    expect(lexicon.levelOfPos('behaviour', 'noun')).toBe(2);
    const text = 'My neighbour likes the colour of the theatre. Her behaviour is good.';
    expect(measureCoverage(text, { level: 1, lexicon }).above).toEqual(['behaviour']);
    expect(measureCoverage(text, { level: 2, lexicon }).ratio).toBe(1);
  });

  it('rates every British form of the map like its American form in the real lists', () => {
    const real = loadLexicon();
    const differ = [...SPELLING]
      .filter(([american]) => wordLevel(american, real) !== undefined)
      .filter(([american, british]) => (wordLevel(british, real) ?? 9) > wordLevel(american, real)!)
      .map(([american]) => american);
    // liter, meter, luster read as lit, meet, lust + -er, which the lists know
    expect(differ.filter((w) => !['liter', 'meter', 'luster'].includes(w))).toEqual([]);
    expect(americanHeadword('Colour')).toBe('color');
    expect(wordLevel('neighbourhoods', real)).toBe(wordLevel('neighborhoods', real));
  });

  it('gives the other spelling among the base forms, so a listed word matches in either', () => {
    expect(lemmaCandidates('favorite')).toContain('favourite');
    expect(lemmaCandidates('colours')).toContain('color');
    expect(lemmaCandidates('organised')).toContain('organize');
  });
});

describe('reviewed American words (british-reviewed.yaml)', () => {
  const file = {
    path: 'days/a1/day-001.yaml',
    data: {
      parts: [
        { passage: { text: 'We took the elevator. The elevator was slow.' } },
        { passage: { text: 'Our apartment is small.' } },
      ],
    },
  };

  it('moves a reviewed word out of the warnings, once for every time it is in the field', () => {
    const { uses, invalid } = parseReviewed(`
- file: days/a1/day-001.yaml
  path: parts[0].passage.text
  word: Elevator
  reason: recorded audio
`);
    expect(invalid).toEqual([]);
    const report = applyReviewed(checkBritish([file]), uses);
    expect(report.vocabulary.map((f) => f.found)).toEqual(['apartment']);
    expect(report.reviewed.map((r) => [r.found, r.reason])).toEqual([
      ['elevator', 'recorded audio'],
      ['elevator', 'recorded audio'],
    ]);
    expect(report.stale).toEqual([]);
    expect(formatBritish(report, true).join('\n')).toContain('reviewed and kept');
  });

  it('lists an entry that matches nothing as stale, and fails an entry without a reason', () => {
    const { uses, invalid } = parseReviewed(`
- file: days/a1/day-001.yaml
  path: parts[1].passage.text
  word: elevator
  reason: not there
- file: days/a1/day-001.yaml
  path: parts[1].passage.text
  word: apartment
`);
    expect(invalid).toEqual(['entry 2: no reason']);
    const report = applyReviewed(checkBritish([file]), uses, invalid);
    expect(report.stale.map((u) => u.word)).toEqual(['elevator']);
    expect(report.vocabulary).toHaveLength(3);
    expect(formatBritish(report, false)[0]).toContain('FAIL');
  });
});
