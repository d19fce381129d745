import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { LazyComponent } from '../lib/lazy-named';

function isLazyComponent(type: unknown): type is LazyComponent<unknown> {
  return typeof type === 'function' && 'preload' in type;
}

/**
 * Downloads the lazy layouts and pages a path renders, all at once. Left to render order, each
 * would be asked for only after the one around it had arrived and rendered. Settles when all have
 * arrived or failed; a failure shows when the page renders, through the route's error page.
 */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map(({ route }) => {
    const type = isValidElement(route.element) ? route.element.type : null;
    return isLazyComponent(type) ? type.preload() : null;
  });
  await Promise.allSettled(loads);
}
