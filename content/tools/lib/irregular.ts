/**
 * Irregular inflected forms → base form, for the level coverage (regular endings are handled by
 * rule in coverage.ts). Verbs list past and past participle; nouns their plural.
 */
const VERBS = `
arise arose arisen|awake awoke awoken|be was were been being am is are|bear bore born borne|beat beat beaten|
become became become|begin began begun|bend bent bent|bet bet bet|bind bound bound|bite bit bitten|
bleed bled bled|blow blew blown|break broke broken|breed bred bred|bring brought brought|
broadcast broadcast broadcast|build built built|burn burnt burnt|burst burst burst|buy bought bought|
catch caught caught|choose chose chosen|cling clung clung|come came come|cost cost cost|creep crept crept|
cut cut cut|deal dealt dealt|dig dug dug|do did done does|draw drew drawn|dream dreamt dreamt|
drink drank drunk|drive drove driven|eat ate eaten|fall fell fallen|feed fed fed|feel felt felt|
fight fought fought|find found found|flee fled fled|fly flew flown flies|forbid forbade forbidden|
forget forgot forgotten|forgive forgave forgiven|freeze froze frozen|get got gotten|give gave given|
go went gone goes going|grind ground ground|grow grew grown|hang hung hung|have had has|hear heard heard|
hide hid hidden|hit hit hit|hold held held|hurt hurt hurt|keep kept kept|kneel knelt knelt|
know knew known|lay laid laid|lead led led|lean leant leant|leap leapt leapt|learn learnt learnt|
leave left left|lend lent lent|let let let|lie lay lain lying|light lit lit|lose lost lost|make made made|
mean meant meant|meet met met|mistake mistook mistaken|pay paid paid|prove proved proven|put put put|
quit quit quit|read read read|ride rode ridden|ring rang rung|rise rose risen|run ran run|say said said|
see saw seen|seek sought sought|sell sold sold|send sent sent|set set set|sew sewed sewn|shake shook shaken|
shine shone shone|shoot shot shot|show showed shown|shrink shrank shrunk|shut shut shut|sing sang sung|
sink sank sunk|sit sat sat|sleep slept slept|slide slid slid|smell smelt smelt|speak spoke spoken|
speed sped sped|spell spelt spelt|spend spent spent|spill spilt spilt|spin spun spun|spit spat spat|
split split split|spoil spoilt spoilt|spread spread spread|spring sprang sprung|stand stood stood|
steal stole stolen|stick stuck stuck|sting stung stung|stink stank stunk|strike struck struck|
swear swore sworn|sweep swept swept|swim swam swum|swing swung swung|take took taken|teach taught taught|
tear tore torn|tell told told|think thought thought|throw threw thrown|understand understood understood|
undertake undertook undertaken|upset upset upset|wake woke woken|wear wore worn|weave wove woven|
weep wept wept|win won won|wind wound wound|withdraw withdrew withdrawn|write wrote written|
can could|will would|shall should|may might|must`;

const NOUNS = `
man men|woman women|child children|person people|foot feet|tooth teeth|mouse mice|goose geese|ox oxen|
life lives|wife wives|knife knives|leaf leaves|half halves|shelf shelves|wolf wolves|thief thieves|
loaf loaves|calf calves|sheep sheep|fish fish|deer deer|crisis crises|analysis analyses|thesis theses|
phenomenon phenomena|criterion criteria|medium media|datum data|basis bases|hypothesis hypotheses`;

const OTHERS = `
good better best|bad worse worst|well better best|far further furthest farther farthest|
many more most|much more most|little less least|
i me my mine myself|you your yours yourself yourselves|he him his himself|she her hers herself|
it its itself|we us our ours ourselves|they them their theirs themselves`;

function table(source: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const group of source.split('|')) {
    const [base, ...forms] = group.trim().split(/\s+/);
    if (!base) continue;
    for (const form of forms) if (!map.has(form)) map.set(form, base);
  }
  return map;
}

/** Form → base form (`went` → `go`, `children` → `child`, `better` → `good`). */
export const IRREGULAR_FORMS: ReadonlyMap<string, string> = new Map([
  ...table(VERBS),
  ...table(NOUNS),
  ...table(OTHERS),
]);
