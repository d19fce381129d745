import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelloSlider } from '@yek/contracts/reference';
import { request } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** The page the sign-in slider reads; always offered, even before any slide uses it. */
export const LOGIN_PAGE_ALIAS = 'login';

/** GET helloslider: every slide; the form offers the page names already in use. */
export function getSliderPageAliases(): Promise<string[]> {
  return request<HelloSlider[]>({ method: 'GET', url: 'helloslider' }).then((sliders) =>
    [...new Set([LOGIN_PAGE_ALIAS, ...sliders.map((s) => s.pageAlias)])].sort(),
  );
}

export function useSliderPageAliases() {
  return useQuery(
    queryOptions({
      queryKey: [...adminKeys.all('helloslider'), 'pageAliases'],
      queryFn: getSliderPageAliases,
    }),
  );
}
