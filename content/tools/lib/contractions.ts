/**
 * Contractions a learner taps in a passage, each shown like a dictionary entry: the full form and a
 * short Turkish explanation. Written for this project. Forms with two readings (she's = she is /
 * she has, I'd = I would / I had) name both.
 */
export interface Contraction {
  /** As written, with a straight apostrophe: `I'm`. */
  form: string;
  /** The full form(s): `I am`. */
  full: string;
  /** What it means, in Turkish. */
  tr: string;
}

export const CONTRACTIONS: readonly Contraction[] = [
  { form: "I'm", full: 'I am', tr: "I am'in kısası: (ben) …-im. I'm tired. = Yorgunum." },
  { form: "you're", full: 'you are', tr: "you are'ın kısası: (sen/siz) …-sin, …-siniz" },
  {
    form: "he's",
    full: 'he is / he has',
    tr: "he is (o …-dir) ya da he has (o …-miş) kısası. he's got = onun … var",
  },
  {
    form: "she's",
    full: 'she is / she has',
    tr: "she is (o …-dir) ya da she has (o …-miş) kısası. she's got = onun … var",
  },
  {
    form: "it's",
    full: 'it is / it has',
    tr: 'it is (o …-dir) ya da it has kısası. its (onun) ile karıştırma',
  },
  { form: "we're", full: 'we are', tr: "we are'ın kısası: (biz) …-iz" },
  {
    form: "they're",
    full: 'they are',
    tr: "they are'ın kısası: (onlar) …-ler. their ve there ile aynı okunur",
  },
  {
    form: "that's",
    full: 'that is / that has',
    tr: "that is'in kısası: bu/şu …-dir. That's right. = Doğru.",
  },
  { form: "there's", full: 'there is / there has', tr: "there is'in kısası: … var" },
  { form: "here's", full: 'here is', tr: "here is'in kısası: işte …, burada … var" },
  {
    form: "what's",
    full: 'what is / what has',
    tr: "what is / what has kısası: … ne?. What's your name? = Adın ne?",
  },
  {
    form: "who's",
    full: 'who is / who has',
    tr: 'who is / who has kısası: kim …?. whose (kimin) ile karıştırma',
  },
  { form: "where's", full: 'where is / where has', tr: "where is'in kısası: … nerede?" },
  { form: "how's", full: 'how is / how has', tr: "how is'in kısası: … nasıl?" },
  { form: "when's", full: 'when is / when has', tr: "when is'in kısası: … ne zaman?" },
  {
    form: "let's",
    full: 'let us',
    tr: "let us'ın kısası: haydi …-elim. Let's go. = Haydi gidelim.",
  },
  {
    form: "I've",
    full: 'I have',
    tr: "I have'in kısası: (ben) …-dim/-mişim. I've got = benim … var",
  },
  { form: "you've", full: 'you have', tr: "you have'in kısası: (sen) …-din/-mişsin" },
  { form: "we've", full: 'we have', tr: "we have'in kısası: (biz) …-dik/-mişiz" },
  { form: "they've", full: 'they have', tr: "they have'in kısası: (onlar) …-diler/-mişler" },
  { form: "I'll", full: 'I will', tr: "I will'in kısası: (ben) …-eceğim" },
  { form: "you'll", full: 'you will', tr: "you will'in kısası: (sen) …-eceksin" },
  { form: "he'll", full: 'he will', tr: "he will'in kısası: (o) …-ecek" },
  { form: "she'll", full: 'she will', tr: "she will'in kısası: (o) …-ecek" },
  { form: "it'll", full: 'it will', tr: "it will'in kısası: (o) …-ecek" },
  { form: "we'll", full: 'we will', tr: "we will'in kısası: (biz) …-eceğiz" },
  { form: "they'll", full: 'they will', tr: "they will'in kısası: (onlar) …-ecekler" },
  { form: "that'll", full: 'that will', tr: "that will'in kısası: bu …-ecek" },
  { form: "there'll", full: 'there will', tr: "there will'in kısası: … olacak" },
  {
    form: "I'd",
    full: 'I would / I had',
    tr: 'I would (…-erdim, …-mek isterdim) ya da I had (…-miştim) kısası',
  },
  {
    form: "you'd",
    full: 'you would / you had',
    tr: 'you would (…-erdin) ya da you had (…-miştin) kısası',
  },
  {
    form: "he'd",
    full: 'he would / he had',
    tr: 'he would (…-erdi) ya da he had (…-mişti) kısası',
  },
  {
    form: "she'd",
    full: 'she would / she had',
    tr: 'she would (…-erdi) ya da she had (…-mişti) kısası',
  },
  {
    form: "it'd",
    full: 'it would / it had',
    tr: 'it would (…-erdi) ya da it had (…-mişti) kısası',
  },
  {
    form: "we'd",
    full: 'we would / we had',
    tr: 'we would (…-erdik) ya da we had (…-miştik) kısası',
  },
  {
    form: "they'd",
    full: 'they would / they had',
    tr: 'they would (…-erlerdi) ya da they had (…-mişlerdi) kısası',
  },
  { form: "isn't", full: 'is not', tr: "is not'ın kısası: …-değil" },
  { form: "aren't", full: 'are not', tr: "are not'ın kısası: …-değil(ler)" },
  { form: "wasn't", full: 'was not', tr: "was not'ın kısası: …-değildi" },
  { form: "weren't", full: 'were not', tr: "were not'ın kısası: …-değildi(ler)" },
  { form: "don't", full: 'do not', tr: "do not'ın kısası: …-mem, …-mezsin. Don't go! = Gitme!" },
  {
    form: "doesn't",
    full: 'does not',
    tr: "does not'ın kısası: (o) …-mez. He doesn't know. = Bilmiyor.",
  },
  { form: "didn't", full: 'did not', tr: "did not'ın kısası: …-medi. I didn't see. = Görmedim." },
  { form: "haven't", full: 'have not', tr: "have not'ın kısası: …-medim, henüz …-medim" },
  { form: "hasn't", full: 'has not', tr: "has not'ın kısası: (o) …-medi, henüz …-medi" },
  { form: "hadn't", full: 'had not', tr: "had not'ın kısası: …-memişti" },
  {
    form: "won't",
    full: 'will not',
    tr: "will not'ın kısası: …-meyecek. I won't go. = Gitmeyeceğim.",
  },
  { form: "wouldn't", full: 'would not', tr: "would not'ın kısası: …-mezdi" },
  { form: "can't", full: 'cannot', tr: "cannot'ın kısası: …-emez. I can't swim. = Yüzemem." },
  { form: "couldn't", full: 'could not', tr: "could not'ın kısası: …-emedi, …-emezdi" },
  { form: "shouldn't", full: 'should not', tr: "should not'ın kısası: …-memeli" },
  { form: "mustn't", full: 'must not', tr: "must not'ın kısası: …-memeli, yasak" },
  { form: "needn't", full: 'need not', tr: "need not'ın kısası: …-mesine gerek yok" },
  { form: "shan't", full: 'shall not', tr: "shall not'ın kısası: …-meyeceğim" },
  { form: "daren't", full: 'dare not', tr: "dare not'ın kısası: …-meye cesaret edemez" },
  {
    form: 'cannot',
    full: 'can not',
    tr: "can not'ın bitişik yazılışı: …-emez, …-amaz. I cannot swim. = Yüzemem.",
  },
  { form: "mightn't", full: 'might not', tr: "might not'ın kısası: …-meyebilir" },
];

const BY_FORM = new Map(CONTRACTIONS.map((c) => [c.form.toLowerCase(), c]));

/** The contraction written as `word` (any case, straight or curly apostrophe), if it is one. */
export function findContraction(word: string): Contraction | undefined {
  return BY_FORM.get(word.trim().toLowerCase().replace(/[’‘]/g, "'"));
}
