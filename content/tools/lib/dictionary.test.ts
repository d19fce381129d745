import { describe, expect, it } from 'vitest';
import { dictionary as cmu } from 'cmu-pronouncing-dictionary';
import { passageWords, listedLemma, checkDictionary } from './check-dictionary';
import { CONTRACTIONS, findContraction } from './contractions';
import { lemmaCandidates } from './coverage';
import { BLOCKED_MARKERS, cleanSense, isBlocked, learnerSenses } from './dictionary-senses';
import { arpabetToIpa, ipaOf } from './ipa';
import { buildLexicon } from './lexicon';
import type { Day } from '@yek/contracts/content';

describe('ARPAbet to IPA', () => {
  it('maps the CMU notation to broad IPA with stress before the stressed syllable', () => {
    expect(arpabetToIpa('W EH1 L K AH0 M')).toBe('ˈwɛlkəm');
    expect(arpabetToIpa('HH AH0 L OW1')).toBe('həˈloʊ');
    expect(arpabetToIpa('S T UW1 D AH0 N T')).toBe('ˈstuːdənt');
    expect(arpabetToIpa('T IY1 CH ER0')).toBe('ˈtiːtʃɚ');
    expect(arpabetToIpa('T ER1 K IH0 SH')).toBe('ˈtɝːkɪʃ');
    expect(arpabetToIpa('N AE2 SH AH0 N AE1 L AH0 T IY0')).toBe('ˌnæʃəˈnæləti');
    expect(arpabetToIpa('K AH0 N S T R AH1 K SH AH0 N')).toBe('kənˈstrʌkʃən');
    expect(arpabetToIpa('IH0 K S P L EY1 N')).toBe('ɪkˈspleɪn');
    // Unstressed ER before a vowel: a schwa, and the r starts the next syllable.
    expect(arpabetToIpa('ER0 AY1 V')).toBe('əˈraɪv');
    expect(arpabetToIpa('HH IH1 S T ER0 IY0')).toBe('ˈhɪstəri');
    expect(arpabetToIpa('K ER0 EH1 K T')).toBe('kəˈrɛkt');
  });
  it('leaves one-syllable words unmarked and uses ʌ for stressed AH', () => {
    expect(arpabetToIpa('K AH1 M')).toBe('kʌm');
    expect(arpabetToIpa('S IH1 T')).toBe('sɪt');
  });
  it('rejects unknown symbols', () => {
    expect(() => arpabetToIpa('K QQ1 M')).toThrow(/unknown/);
    expect(arpabetToIpa('K R IH1 S CH AH0 N # name')).toBe('ˈkrɪstʃən');
  });
  it('reads the CMU dictionary for words and phrases', () => {
    expect(ipaOf('welcome', cmu)).toBe('ˈwɛlkəm');
    expect(ipaOf('Ice cream', cmu)).toBe('aɪs krim'.replace('krim', 'kriːm'));
    expect(ipaOf('qwxyzzy', cmu)).toBeNull();
  });
});

describe('lemmatized look-up', () => {
  it('finds the base of inflected and irregular forms', () => {
    expect(lemmaCandidates('comes')).toContain('come');
    expect(lemmaCandidates('comes').indexOf('come')).toBeLessThan(
      lemmaCandidates('comes').indexOf('com'),
    );
    expect(lemmaCandidates('went')).toContain('go');
    expect(lemmaCandidates('children')).toContain('child');
    expect(lemmaCandidates('better')).toContain('good');
    // A stem of one vowel and one consonant takes its -e first: used → use before us.
    expect(lemmaCandidates('used')[1]).toBe('use');
    expect(lemmaCandidates('hoping')[1]).toBe('hope');
    expect(lemmaCandidates('stopped')).toContain('stop');
  });
  it('reduces a passage word to a listed base (irregular forms to their verb or noun)', () => {
    const lexicon = buildLexicon([
      'headword,pos,CEFR\ncome,verb,A1\ngo,verb,A1\nbe,verb,A1\nbetter,adjective,A1\ngood,adjective,A1\nmy,determiner,A1\ni,pronoun,A1',
    ]);
    expect(listedLemma('comes', lexicon)?.lemma).toBe('come');
    expect(listedLemma('went', lexicon)?.lemma).toBe('go');
    expect(listedLemma('is', lexicon)?.lemma).toBe('be');
    expect(listedLemma('better', lexicon)?.lemma).toBe('better');
    expect(listedLemma('my', lexicon)?.lemma).toBe('my');
    expect(listedLemma('qwxyzzy', lexicon)).toBeNull();
  });
  it('knows the contractions, each with a full form and a Turkish explanation', () => {
    for (const form of ["I'm", "don't", "she's", "we'll", "they've", "can't", "won't", 'I’M'])
      expect(findContraction(form), form).toBeDefined();
    expect(findContraction("I'm")?.full).toBe('I am');
    expect(findContraction("won't")?.full).toBe('will not');
    expect(findContraction("she's")?.full).toBe('she is / she has');
    expect(findContraction('come')).toBeUndefined();
    for (const c of CONTRACTIONS) {
      expect(c.tr).toMatch(/[çğıöşü…]/);
      expect(c.tr).not.toContain(';');
      expect(isBlocked(c.tr)).toBe(false);
    }
  });
});

describe('learner senses', () => {
  it('blocks adult and vulgar senses in Turkish and English, and not innocent look-alikes', () => {
    expect(isBlocked('orgazma varmak')).toBe(true);
    expect(isBlocked('homoseksüel erkek, ibne')).toBe(true);
    expect(isBlocked('genelev idare eden kadın')).toBe(true);
    expect(isBlocked('(kaba) bir şey')).toBe(true);
    expect(isBlocked('to have sex')).toBe(true);
    expect(isBlocked('Fucking')).toBe(true);
    for (const ok of [
      'seksen',
      'penisilin',
      'götürmek',
      'bokböceği değil',
      'kıçkırık',
      'sekreter',
      'gelmek',
    ])
      expect(isBlocked(ok), ok).toBe(false);
    expect(BLOCKED_MARKERS.length).toBeGreaterThan(30);
  });
  it('cuts glued phrase entries, labels and examples off a sense', () => {
    expect(cleanSense('(k.dili.) orgazma varmak.come about olmak, vaki olmak')).toBe(
      'orgazma varmak',
    );
    expect(cleanSense('(sat, -ting) oturmak, çömelmek')).toBe('oturmak, çömelmek');
    expect(cleanSense('her bir, -de, -ne: twice a year senede iki defa')).toBe('her bir');
  });
  it('keeps at most three senses, first senses first, dropping slang, archaic and blocked ones', () => {
    const come = [
      'gelmek, yaklaşmak, varmak',
      'akla gelmek',
      '(k.dili.) orgazma varmak.come about olmak, vaki olmak',
      'dönmek, volta etmek.come acrossrast gelmek, karşılaşmak',
      '(argo) istenileni yapmak',
    ];
    const senses = learnerSenses([come]);
    expect(senses).toEqual(['gelmek, yaklaşmak, varmak', 'akla gelmek', 'dönmek, volta etmek']);
    // Each entry's first sense comes before the others; specialist senses come last.
    expect(learnerSenses([['(den.) orsa etmek', 'yürümek'], ['yürüyüş']])).toEqual([
      'yürüyüş',
      'yürümek',
      'orsa etmek',
    ]);
    expect(learnerSenses([['(eski) sen', '(argo) kafa']])).toEqual([]);
    // An English form of the headword before a sense goes, and so does a sense of one letter.
    expect(learnerSenses([['theses sav, dava', 'e']], 3, 'thesis')).toEqual(['sav, dava']);
  });
});

describe('the dictionary check', () => {
  const lexicon = buildLexicon([
    'headword,pos,CEFR\ncome,verb,A1\nhome,noun,A1\nlate,adjective,A2\nname,noun,A1\nhedgehog,noun,C1\nquagmire,noun,C2',
  ]);
  const day = {
    day: 1,
    parts: [
      {
        kind: 'vocabulary',
        words: [{ headword: 'name', meaning: 'isim' }],
      },
      {
        kind: 'reading',
        passage: {
          text: 'My name is Tom. He comes home late. A hedgehog! A quagmire.',
          names: ['Tom'],
        },
      },
      { kind: 'listening', script: { lines: [{ text: 'Come home.' }] } },
    ],
  } as unknown as Day;
  it('lists the untaught passage words up to C1 by level and frequency', () => {
    const words = passageWords([day], lexicon);
    expect(words.map((w) => [w.lemma, w.count])).toEqual([
      ['come', 2],
      ['home', 2],
      ['late', 1],
      ['hedgehog', 1],
    ]);
  });
  it('counts curated meanings and fails on a blocked sense or a stale build', () => {
    const glosses = new Map([
      ['come', ['gelmek']],
      ['home', ['ev', 'orgazma varmak']],
    ]);
    const built = { come: { ipa: 'kʌm', tr: 'gelmek' }, home: { ipa: null, tr: 'ev' } };
    const run = checkDictionary([day], lexicon, glosses, built);
    expect(run.lines[0]).toMatch(/2 of 4 untaught passage words/);
    expect(run.lines[0]).toMatch(/A1 2\/2, A2 0\/1, C1 0\/1/);
    expect(run.errors.some((e) => /blocked sense "orgazma varmak"/.test(e))).toBe(true);
    expect(run.errors.some((e) => /not in the built dictionary/.test(e))).toBe(true);
    const clean = checkDictionary([day], lexicon, new Map([['come', ['gelmek']]]), built);
    expect(clean.errors).toEqual([]);
    // The programme's own meanings are held to the same blocklist.
    const taughtBlocked = {
      ...day,
      slug: 'day-001',
      parts: [{ kind: 'vocabulary', words: [{ headword: 'name', meaning: 'isim; orgazm' }] }],
    } as unknown as Day;
    expect(checkDictionary([taughtBlocked], lexicon, new Map(), {}).errors).toEqual([
      'day-001 vocabulary name: blocked sense "isim; orgazm"',
    ]);
  });
});
