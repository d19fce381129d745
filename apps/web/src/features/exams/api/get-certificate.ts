import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Certificate } from '@yek/contracts/usertaskexam';
import { request } from '../../../lib/api-client';
import { isClientError } from '../../../lib/api-error';
import { pathParam } from '../../../lib/path-param';
import { examKeys } from './exam-keys';

/** GET certificate/{code}: a passed level exam's certificate, public. */
export function getCertificate(code: string): Promise<Certificate> {
  return request<Certificate>({
    method: 'GET',
    url: `certificate/${pathParam(code, 'code')}`,
  });
}

export function certificateQueryOptions(code: string) {
  return queryOptions({
    queryKey: examKeys.certificate(code),
    queryFn: () => getCertificate(code),
    // A code that is not valid stays so: no retries.
    retry: (count, error) => !isClientError(error) && count < 3,
  });
}

export function useCertificate(code: string) {
  return useQuery(certificateQueryOptions(code));
}
