// Lists the curriculum's addressing texts that still say *siz* or a banned term:
//   npx tsx scripts/voice/content-scan.ts [content/days/a1 …]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkContent, contentTexts } from './content-texts';
import { readGlossary } from './rules';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const contentRoot = path.join(root, 'content');
const glossary = readGlossary(new URL('../../docs/glossary.md', import.meta.url));
const dirs = process.argv.slice(2).length ? process.argv.slice(2) : ['content'];
let count = 0;
for (const dir of dirs) {
  const texts = contentTexts(contentRoot, path.resolve(root, dir));
  for (const f of checkContent(texts, glossary.tr)) {
    count += 1;
    console.log(`${f.id}: ${f.problem}\n    ${f.text.replace(/\s+/g, ' ').slice(0, 160)}`);
  }
  console.log(`${dir}: ${texts.length} texts read`);
}
console.log(`${count} finding(s)`);
process.exitCode = count ? 1 : 0;
