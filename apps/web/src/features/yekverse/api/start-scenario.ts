import { useMutation } from '@tanstack/react-query';
import type { YekverseRun, YekverseStartBody } from '@yek/contracts/yekverse';
import { request } from '../../../lib/api-client';

/** POST yekverse/startscenario: a new run, standing at the scenario's first line. */
export function startScenario(body: YekverseStartBody): Promise<YekverseRun> {
  return request<YekverseRun>({ method: 'POST', url: 'yekverse/startscenario', data: body });
}

export function useStartScenario() {
  return useMutation({ mutationFn: startScenario });
}
