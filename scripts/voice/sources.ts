// Every text the check reads: the web app's locales, the server's messages and the seeded texts.
import { readFileSync, readdirSync } from 'node:fs';
import { MESSAGE_CATALOGUES } from '../../apps/api/src/lib/messages';
import { CONTRACT_SEED, SLIDER_SEED } from '../../apps/api/src/db/seed/contracts-text';
import {
  INTEREST_SEED,
  PURPOSE_SEED,
  QUESTION_TEXT_SEED,
  STAGE_SEED,
  STUDENT_ANSWER_SEED,
} from '../../apps/api/src/db/seed/questionnaire-text';
import { RESULT_SEED } from '../../apps/api/src/db/seed/registration-results-text';
import { PLAN_SEED } from '../../apps/api/src/db/seed/subscription-plans';
import { type Finding, type Text, missingKeys } from './rules';

const root = new URL('../../', import.meta.url);

function flatten(value: unknown, prefix = '', out: Record<string, string> = {}) {
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (child && typeof child === 'object') flatten(child, path, out);
    else out[path] = String(child);
  }
  return out;
}

function locale(language: 'tr' | 'en') {
  const dir = new URL(`apps/web/src/locales/${language}/`, root);
  const all: Record<string, string> = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const name = file.replace(/\.json$/, '');
    flatten(JSON.parse(readFileSync(new URL(file, dir), 'utf8')), name, all);
  }
  return all;
}

/** A pair of texts found in seeds: `{ tr: {...}, en: {...} }` with the same fields. */
function pairs(id: string, tr: object, en: object, formal = false): Text[] {
  const t = flatten(tr);
  const e = flatten(en);
  return Object.keys(t)
    .filter((k) => k !== 'cultureName')
    .map((k) => ({ id: `${id}.${k}`, tr: t[k]!, en: e[k] ?? '', formal }));
}

/** Server messages that are mails or texts sent outside the app (docs/glossary.md: may say siz). */
const FORMAL_MESSAGE = /^(mail|sms)\./;

export function collectTexts(): { texts: Text[]; keyFindings: Finding[] } {
  const webTr = locale('tr');
  const webEn = locale('en');
  const serverTr = MESSAGE_CATALOGUES['tr-TR'];
  const serverEn = MESSAGE_CATALOGUES['en-US'];
  const texts: Text[] = [
    ...Object.keys(webTr).map((k) => ({ id: k, tr: webTr[k]!, en: webEn[k] ?? '' })),
    ...Object.keys(serverTr).map((k) => ({
      id: `server:${k}`,
      tr: serverTr[k]!,
      en: serverEn[k] ?? '',
      formal: FORMAL_MESSAGE.test(k),
    })),
    ...STAGE_SEED.flatMap((s) => pairs(`seed:stage.${s.alias}`, s.tr, s.en)),
    ...Object.entries(QUESTION_TEXT_SEED).flatMap(([id, q]) =>
      pairs(`seed:question.${id}`, q.tr, q.en),
    ),
    ...STUDENT_ANSWER_SEED.map((a) => ({
      id: `seed:studentAnswer.${a.alias}`,
      tr: a.tr,
      en: a.en,
    })),
    ...[...PURPOSE_SEED, ...INTEREST_SEED].flatMap((c) => [
      { id: `seed:choice.${c.alias}`, tr: c.tr, en: c.en },
      ...(c.trDescription
        ? [
            {
              id: `seed:choice.${c.alias}.description`,
              tr: c.trDescription,
              en: c.enDescription ?? '',
            },
          ]
        : []),
    ]),
    ...RESULT_SEED.flatMap((r) => pairs(`seed:result.${r.stageId}.${r.ruleKey}`, r.tr, r.en)),
    ...PLAN_SEED.flatMap((p) => pairs(`seed:plan.${p.alias}`, p.tr, p.en)),
    ...SLIDER_SEED.flatMap((s, i) => pairs(`seed:slide.${i}`, s.tr, s.en)),
    ...CONTRACT_SEED.flatMap((c) => {
      const of = (culture: string) => c.localizations.find((l) => l.cultureName === culture)!;
      return pairs(`seed:contract.${c.alias}`, of('tr-TR'), of('en-US'), true);
    }),
  ];
  // A field's message reads the same whether the browser or the server finds the fault.
  const twins: Finding[] = Object.keys(webTr)
    .filter((k) => k.startsWith('validation.') && k in serverTr)
    .flatMap((k) =>
      webTr[k] !== serverTr[k] || webEn[k] !== serverEn[k]
        ? [{ id: k, problem: 'differs from the server message of the same key' }]
        : [],
    );
  return {
    texts,
    keyFindings: [
      ...missingKeys('web', webTr, webEn),
      ...missingKeys('server', serverTr, serverEn),
      ...twins,
    ],
  };
}
