import type { YekversePlaceSummary, YekverseRun } from '@yek/contracts/yekverse';
import { useState } from 'react';
import { useStartScenario } from '../api/start-scenario';
import { DialoguePanel } from './dialogue-panel';
import { PlacePanel } from './place-panel';

interface Props {
  place: YekversePlaceSummary;
  recommended: string | null;
  /** Back to the town (or the list of places). */
  onLeave: () => void;
}

/** A visit to one place: its scenarios first, then the run the learner started there. */
export function PlaceVisit({ place, recommended, onLeave }: Props) {
  const start = useStartScenario();
  const [run, setRun] = useState<YekverseRun | null>(null);
  if (run) return <DialoguePanel key={run.runId} run={run} onBackToTown={onLeave} />;
  return (
    <PlacePanel
      place={place}
      recommended={recommended}
      starting={start.isPending ? (start.variables?.scenarioId ?? null) : null}
      startError={start.error}
      onStart={(scenarioId) => start.mutate({ scenarioId }, { onSuccess: setRun })}
      onClose={onLeave}
    />
  );
}
