import type { YekversePlaceId } from '@yek/contracts/content-yekverse';

/** A place as the town shows it: its name and how many of its scenarios the learner has done. */
export interface TownPlace {
  id: YekversePlaceId;
  name: string;
  done: number;
  total: number;
}
