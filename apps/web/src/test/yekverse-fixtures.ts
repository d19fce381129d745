import type {
  YekversePlayNode,
  YekverseReplyResult,
  YekverseRun,
  YekverseWorld,
} from '@yek/contracts/yekverse';

/** A small town: the café with three scenarios (one done, one above the level), the shop empty. */
export const WORLD: YekverseWorld = {
  level: 'A1',
  recommended: 'cafe-tea-and-cake',
  places: [
    {
      id: 'cafe',
      name: { tr: 'Kafe', en: 'Café' },
      character: { name: 'Emma', role: { tr: 'Kafe çalışanı', en: 'Barista' } },
      scenarios: [
        {
          id: 'cafe-tea-and-cake',
          place: 'cafe',
          level: 'A1',
          title: { tr: 'Çay ve kek', en: 'Tea and cake' },
          goal: 'Bir fincan çay ve bir dilim kek sipariş et.',
          words: [
            { word: 'cake', meaningTr: 'kek', status: 'due' },
            { word: 'milk', meaningTr: 'süt', status: 'learned' },
          ],
          locked: false,
          result: null,
        },
        {
          id: 'cafe-breakfast-to-take-away',
          place: 'cafe',
          level: 'A1',
          title: { tr: 'Paket kahvaltı', en: 'Breakfast to take away' },
          goal: 'Kahvaltını paket olarak al.',
          words: [{ word: 'sandwich', meaningTr: 'sandviç', status: 'new' }],
          locked: false,
          result: 'success',
        },
        {
          id: 'cafe-meeting-order',
          place: 'cafe',
          level: 'B1',
          title: { tr: 'Toplantı siparişi', en: 'An order for a meeting' },
          goal: 'Bir toplantı için sipariş ver.',
          words: [],
          locked: true,
          result: null,
        },
      ],
    },
    {
      id: 'shop',
      name: { tr: 'Giyim mağazası', en: 'Clothes shop' },
      character: { name: 'Tom', role: { tr: 'Satış görevlisi', en: 'Shop assistant' } },
      scenarios: [],
    },
  ],
};

export function node(
  id: string,
  line: string,
  replies: string[] | null,
  extra: Partial<YekversePlayNode> = {},
): YekversePlayNode {
  return {
    id,
    line,
    audioUrl: `/api/content/audio/yekverse/${id}.mp3`,
    replies: replies?.map((text) => ({ text })) ?? null,
    end: null,
    ...extra,
  };
}

export function run(at: YekversePlayNode, extra: Partial<YekverseRun> = {}): YekverseRun {
  return {
    runId: 7,
    scenarioId: 'cafe-tea-and-cake',
    place: 'cafe',
    level: 'A1',
    title: { tr: 'Çay ve kek', en: 'Tea and cake' },
    goal: 'Bir fincan çay ve bir dilim kek sipariş et.',
    character: { name: 'Emma', role: { tr: 'Kafe çalışanı', en: 'Barista' } },
    words: [
      { word: 'cake', meaningTr: 'kek', status: 'due' },
      { word: 'milk', meaningTr: 'süt', status: 'learned' },
    ],
    node: at,
    turns: 0,
    finished: false,
    ...extra,
  };
}

export const ORDER = node('order', 'Hello! What would you like?', [
  'A cup of tea, please.',
  'I am fine, thank you.',
]);
export const ORDER_HELP = node('order-help', 'Oh, good! And what would you like to drink?', [
  'A cup of tea, please.',
]);
export const MILK = node('milk', 'Of course. With milk?', ['Yes, please.', 'No, thank you.']);
export const SUCCESS = node('pay-end', 'Here you are. Enjoy your cake!', null, {
  end: { success: true, feedback: 'Çayını ve kekini aldın. *Please* demeyi unutmadın.' },
});

export function matched(
  to: YekverseRun,
  reply: { index: number; text: string; appropriate: boolean },
  extra: Partial<YekverseReplyResult> = {},
): YekverseReplyResult {
  return {
    outcome: 'matched',
    heard: null,
    reply,
    feedback: null,
    pronunciation: null,
    run: to,
    ...extra,
  };
}
