// The curriculum's Turkish texts that speak to the learner (docs/glossary.md, "Voice"): a part's
// instructions, explanations, hints, prompts, feedback, titles and descriptions. Translations of
// English sentences are not among them: a translation follows its English and may say *siz*.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { bannedForms, sizForms } from './rules';

/** Field paths (indices dropped) whose Turkish addresses the learner. */
const ADDRESSING = [
  /(^|\.)instructions\.tr$/,
  /(^|\.)explanation$/,
  /(^|\.)hint$/,
  /(^|\.)prompt\.tr$/,
  /(^|\.)feedback\.tr$/,
  /^title\.tr$/,
  /(^|\.)point\.tr$/,
  /^description\.tr$/,
];

export interface ContentText {
  /** The file under content/ and the field, e.g. `days/a1/day-001.yaml parts[2].instructions.tr`. */
  id: string;
  tr: string;
}

function yamlFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yamlFiles(file, out);
    else if (name.endsWith('.yaml')) out.push(file);
  }
  return out;
}

/** Every addressing text of the YAML files under `dir` (a folder of content/). */
export function contentTexts(contentRoot: string, dir = contentRoot): ContentText[] {
  const texts: ContentText[] = [];
  for (const file of yamlFiles(dir)) {
    const where = path.relative(contentRoot, file);
    const visit = (value: unknown, at: string) => {
      if (typeof value === 'string') {
        const field = at.replace(/\[\d+\]/g, '');
        if (ADDRESSING.some((re) => re.test(field)))
          texts.push({ id: `${where} ${at}`, tr: value });
      } else if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${at}[${i}]`));
      else if (value && typeof value === 'object')
        for (const [key, v] of Object.entries(value)) visit(v, at ? `${at}.${key}` : key);
    };
    visit(parse(readFileSync(file, 'utf8')), '');
  }
  return texts;
}

/**
 * The voice of a text, without what it quotes: words in quotation marks or parentheses, code and
 * emphasis in markdown are words talked about ("sen" de "siz" de …) or translations, not the
 * text's own address.
 */
export function ownWords(text: string): string {
  return text
    .replace(/`[^`]*`/g, ' ')
    .replace(/"[^"\n]*"|“[^”\n]*”|‘[^’\n]*’|«[^»\n]*»/g, ' ')
    .replace(/(^|[\s(])'[^'\n]*'(?=[\s.,;:!?)]|$)/g, '$1 ')
    .replace(/\([^()\n]*\)/g, ' ')
    .replace(/\*\*[^*\n]+\*\*|\*[^*\n]+\*|_[^_\n]+_/g, ' ');
}

export interface ContentFinding {
  id: string;
  problem: string;
  text: string;
}

/**
 * The glossary bans *plan* for what a learner buys; in the lessons it is the everyday word
 * (weekend plans, *be going to* for plans), so the content is not held to that row.
 */
const EVERYDAY_WORDS = /^plan/;

export function checkContent(texts: ContentText[], bannedTr: string[]): ContentFinding[] {
  const banned = bannedTr.filter((form) => !EVERYDAY_WORDS.test(form));
  const findings: ContentFinding[] = [];
  for (const { id, tr } of texts) {
    const own = ownWords(tr);
    const siz = sizForms(own);
    if (siz.length) findings.push({ id, problem: `says siz: ${siz.join(', ')}`, text: tr });
    const found = bannedForms(own, banned, 'tr');
    if (found.length) findings.push({ id, problem: `banned: ${found.join(', ')}`, text: tr });
  }
  return findings;
}
