import type { Day, Part, Question, SyllabusDay } from '@yek/contracts/content';

const LETTERS = 'abcdef';

function renderQuestion(q: Question, n: number): string[] {
  const out: string[] = [];
  const head = (text: string) => out.push(`  ${n}. [${q.type}] ${text}`);
  switch (q.type) {
    case 'single-choice':
    case 'multiple-choice':
      head(q.prompt);
      out.push(
        `     ${q.options.map((o, i) => `${LETTERS[i]}) ${o.text}${o.correct ? ' ✓' : ''}`).join('   ')}`,
      );
      break;
    case 'true-false':
      head(`${q.prompt}  → ${q.answer ? 'TRUE' : 'FALSE'}`);
      break;
    case 'gap-fill':
      head(
        `${q.prompt}${q.hint ? ` ${q.hint}` : ''}  → ${q.answers.join(' | ')}${q.exactForm ? ' (exact form)' : ''}`,
      );
      break;
    case 'word-order':
      head(`${q.prompt}  [${q.words.join(' / ')}]  → ${q.answers.join(' | ')}`);
      break;
    case 'matching':
      head(q.prompt);
      out.push(`     ${q.pairs.map((p) => `${p.left} = ${p.right}`).join(' · ')}`);
      break;
    case 'error-correction':
      head(`${q.prompt}  → ${q.answers.join(' | ')}${q.exactForm ? ' (exact form)' : ''}`);
      break;
    case 'free-text':
      head(`${q.prompt.en}`);
      out.push(`     TR: ${q.prompt.tr}`);
      out.push(
        `     ${q.minWords}–${q.maxWords} words · criteria: ${q.criteria.map((c) => c.kind + ('min' in c ? ` ≥${c.min}` : '')).join(', ')}`,
      );
      out.push(`     Model answer: ${q.modelAnswer}`);
      break;
    case 'recording-read-aloud':
      head(`Read aloud: ${q.prompt}`);
      break;
    case 'recording-free':
      head(`${q.prompt.en} (${q.minSeconds}–${q.maxSeconds} s)`);
      out.push(`     TR: ${q.prompt.tr}`);
      out.push(`     Model answer: ${q.modelAnswer}`);
      break;
    case 'ordering':
      head(q.prompt);
      q.items.forEach((item, i) => out.push(`     ${i + 1}) ${item}`));
      break;
    case 'dictation':
      head(
        `${q.prompt}  → ${[q.sentence, ...q.answers].join(' | ')}${q.audio ? '' : ' (not rendered)'}`,
      );
      break;
  }
  out.push(`     ↳ ${q.explanation}`);
  return out;
}

function renderPart(part: Part): string[] {
  const out = ['', `── ${part.kind.toUpperCase()} (${part.questions.length} questions)`];
  if (part.instructions) out.push(`   ${part.instructions.tr} / ${part.instructions.en}`);
  if (part.kind === 'vocabulary') {
    for (const w of part.words) {
      out.push(`   • ${w.headword} (${w.pos}, ${w.level}) /${w.ipa}/ — ${w.meaning}`);
      out.push(`       ${w.example.en} — ${w.example.tr}`);
    }
  }
  if (part.kind === 'reading') {
    out.push(
      `   “${part.passage.title}”`,
      '',
      ...part.passage.text
        .trim()
        .split('\n')
        .map((l) => `   ${l}`),
      '',
    );
  }
  if (part.kind === 'listening') {
    const s = part.script;
    const audio = part.audio
      ? `${part.audio.file}, ${part.audio.durationSeconds} s`
      : 'not rendered yet';
    out.push(`   “${s.title}” (${s.type}; audio: ${audio})`, '');
    const names = new Map(s.speakers.map((p) => [p.id, `${p.name} [${p.voice}]`]));
    for (const line of s.lines) out.push(`   ${names.get(line.speaker)}: ${line.text}`);
    out.push('');
  }
  part.questions.forEach((q, i) => out.push(...renderQuestion(q, i + 1)));
  return out;
}

/** A whole day as plain text, keys and explanations included, for reviewers. */
export function renderDay(day: Day, plan?: SyllabusDay): string {
  const l = day.lecture;
  const out = [
    '═'.repeat(100),
    `DAY ${day.day} · ${day.level} · ${day.kind} · ${day.title.en} / ${day.title.tr}`,
    `Point: ${l.point.en} — ${l.point.tr}`,
  ];
  if (plan)
    out.push(
      `Theme: ${plan.theme.en} — ${plan.theme.tr} · CEFR-J ${plan.profileLevel} ${plan.grammarRefs.join(', ')}`,
    );
  out.push(
    '',
    '── LECTURE',
    ...l.explanation
      .trim()
      .split('\n')
      .map((s) => `   ${s}`),
    '',
    '   Examples:',
  );
  for (const e of l.examples) out.push(`   • ${e.en} — ${e.tr}`);
  out.push('   Common mistakes:');
  for (const m of l.mistakes) out.push(`   ✗ ${m.wrong}  ✓ ${m.right}`, `     ↳ ${m.explanation}`);
  for (const part of day.parts) out.push(...renderPart(part));
  return out.join('\n');
}
