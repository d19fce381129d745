import type { YekverseWorld } from '@yek/contracts/yekverse';
import { inLanguage } from './bilingual';

/** The places as the town draws them: a name in the interface language and scenarios done of all. */
export function townPlaces(world: YekverseWorld, language: string) {
  return world.places.map((p) => ({
    id: p.id,
    name: inLanguage(p.name, language),
    done: p.scenarios.filter((s) => s.result === 'success').length,
    total: p.scenarios.length,
  }));
}
