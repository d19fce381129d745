import { readYekverse } from '@yek/content/load';
import {
  YEKVERSE_LEVELS,
  YEKVERSE_PLACES,
  type YekverseLevel,
  type YekversePlace,
  type YekverseScenario,
  YekversePlacesFileSchema,
  YekverseScenarioSchema,
} from '@yek/contracts/content-yekverse';

/**
 * Yekverse's town as the API serves it: content/yekverse read and checked once per process, kept
 * in memory. The scenarios are a few dozen small files that change only with a deployment, and
 * runs refer to them by id, so unlike the programme they need no tables; the compiled server
 * finds the folder the same way the content loader does (walking up from the running file).
 */
export interface YekverseTown {
  /** The places in the town's order. */
  places: YekversePlace[];
  /** Every valid scenario, by place in the town's order, then by level and file. */
  scenarios: YekverseScenario[];
  byId: Map<string, YekverseScenario>;
}

export const levelRank = (level: YekverseLevel) => YEKVERSE_LEVELS.indexOf(level);

let town: YekverseTown | null = null;

/** Reads and validates the files; a file that does not pass is left out and reported. */
export function readTown(warn: (line: string) => void = () => undefined): YekverseTown {
  const raw = readYekverse();
  const parsedPlaces = raw.places ? YekversePlacesFileSchema.safeParse(raw.places.data) : null;
  if (!parsedPlaces?.success) warn('yekverse: places.yaml is missing or invalid');
  const places = parsedPlaces?.success ? parsedPlaces.data.places : [];
  places.sort((a, b) => YEKVERSE_PLACES.indexOf(a.id) - YEKVERSE_PLACES.indexOf(b.id));
  const scenarios: YekverseScenario[] = [];
  for (const file of raw.scenarios) {
    const parsed = YekverseScenarioSchema.safeParse(file.data);
    if (!parsed.success || file.parseError) {
      warn(`yekverse: ${file.path} left out (${file.parseError ?? parsed.error?.message})`);
      continue;
    }
    if (!places.some((p) => p.id === parsed.data.place)) continue;
    scenarios.push(parsed.data);
  }
  scenarios.sort(
    (a, b) =>
      YEKVERSE_PLACES.indexOf(a.place) - YEKVERSE_PLACES.indexOf(b.place) ||
      levelRank(a.level) - levelRank(b.level),
  );
  return { places, scenarios, byId: new Map(scenarios.map((s) => [s.id, s])) };
}

/** The town, read on first use. */
export function yekverseTown(warn?: (line: string) => void): YekverseTown {
  town ??= readTown(warn);
  return town;
}
