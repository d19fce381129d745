export type ContractBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

/** Inline marks read as plain words; the text is shown, never interpreted as markup. */
function plain(text: string): string {
  return text.replace(/\*\*|__|`/g, '').trim();
}

/**
 * Splits contract text (Markdown-like: #-headings, "- " lists, blank-line paragraphs) into
 * blocks the dialog renders as elements. A leading heading equal to the title is dropped, since
 * the dialog already shows the title.
 */
export function toContractBlocks(content: string, title: string): ContractBlock[] {
  const blocks: ContractBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: plain(paragraph.join(' ')) });
    if (list.length) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };

  for (const raw of content.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const item = /^[-*]\s+(.*)$/.exec(line);
    if (!line) {
      flush();
    } else if (heading) {
      flush();
      const level = Math.min(heading[1]!.length, 3) as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, text: plain(heading[2]!) });
    } else if (item) {
      if (paragraph.length) flush();
      list.push(plain(item[1]!));
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();

  const first = blocks[0];
  if (first?.kind === 'heading' && first.text === title.trim()) blocks.shift();
  return blocks;
}
