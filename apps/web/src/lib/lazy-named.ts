import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** React.lazy for modules with named exports (the house style has no default exports). */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K] extends ComponentType<infer P> ? ComponentType<P> : never> {
  return lazy(async () => {
    const module = await load();
    return { default: module[name] as never };
  });
}
