import { describe, expect, it } from 'vitest';
import {
  YEKVERSE_PLACES,
  YekverseNodeSchema,
  YekversePlacesFileSchema,
  YekverseScenarioSchema,
  matchYekverseReply,
} from './content-yekverse';

const end = { id: 'end', line: 'Goodbye!', end: { success: true, feedback: 'Başardın.' } };
const turn = {
  id: 'start',
  line: 'Hello! What would you like?',
  replies: [
    { text: 'A cup of tea, please.', appropriate: true, next: 'end' },
    { text: 'Give me tea.', appropriate: false, feedback: 'Kaba duyulur.', next: 'help' },
  ],
};
const scenario = {
  id: 'cafe-tea',
  place: 'cafe',
  level: 'A1',
  title: { tr: 'Çay', en: 'Tea' },
  goal: 'Bir çay iste.',
  words: ['tea', 'cup', 'please'],
  nodes: [turn, end],
};
const place = (id: string) => ({
  id,
  name: { tr: 'Yer', en: 'Place' },
  character: { name: 'Emma', role: { tr: 'Görevli', en: 'Clerk' }, voice: 'slt' },
});

describe('yekverse schema', () => {
  it('accepts a scenario and fills in the names', () => {
    expect(YekverseScenarioSchema.parse(scenario).names).toEqual([]);
  });

  it('asks a node for either replies or an end, never both or neither', () => {
    expect(YekverseNodeSchema.safeParse({ id: 'x', line: 'Hi.' }).success).toBe(false);
    expect(YekverseNodeSchema.safeParse({ ...turn, end: end.end }).success).toBe(false);
    expect(YekverseNodeSchema.safeParse(end).success).toBe(true);
  });

  it('wants an appropriate reply at every turn and a reason for every wrong one', () => {
    const allWrong = turn.replies.map((r) => ({ ...r, appropriate: false, feedback: 'Hayır.' }));
    expect(YekverseNodeSchema.safeParse({ ...turn, replies: allWrong }).success).toBe(false);
    const unexplained = [turn.replies[0], { text: 'Tea!', appropriate: false, next: 'end' }];
    expect(YekverseNodeSchema.safeParse({ ...turn, replies: unexplained }).success).toBe(false);
  });

  it('keeps levels to A1–C1, places to the town, voices to the audio voices', () => {
    expect(YekverseScenarioSchema.safeParse({ ...scenario, level: 'C2' }).success).toBe(false);
    expect(YekverseScenarioSchema.safeParse({ ...scenario, place: 'bank' }).success).toBe(false);
    const file = { places: YEKVERSE_PLACES.map(place) };
    expect(YekversePlacesFileSchema.safeParse(file).success).toBe(true);
    const badVoice = { ...place('cafe'), character: { ...place('cafe').character, voice: 'x' } };
    expect(
      YekversePlacesFileSchema.safeParse({ places: [badVoice, ...file.places.slice(1)] }).success,
    ).toBe(false);
  });

  it('wants every place once', () => {
    const places = YEKVERSE_PLACES.map(place);
    expect(YekversePlacesFileSchema.safeParse({ places: places.slice(1) }).success).toBe(false);
    expect(YekversePlacesFileSchema.safeParse({ places: [...places, places[0]] }).success).toBe(
      false,
    );
  });
});

describe('matching a typed or spoken reply', () => {
  const node = YekverseNodeSchema.parse({
    ...turn,
    replies: [
      { ...turn.replies[0], accepted: ["I'd like a cup of tea, please."] },
      turn.replies[1],
    ],
  });

  it('finds the option by its text or an accepted wording, as typed answers are compared', () => {
    expect(matchYekverseReply(node, 'a cup of tea please')?.next).toBe('end');
    expect(matchYekverseReply(node, 'I would like a cup of tea, please')?.next).toBe('end');
    expect(matchYekverseReply(node, 'Give me tea!')?.appropriate).toBe(false);
  });

  it('finds nothing for a reply that fits no option', () => {
    expect(matchYekverseReply(node, 'Where is the station?')).toBeUndefined();
    expect(matchYekverseReply(YekverseNodeSchema.parse(end), 'Goodbye!')).toBeUndefined();
  });
});
