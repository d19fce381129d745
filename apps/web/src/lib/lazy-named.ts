import { createElement, lazy, useState, type ComponentType } from 'react';

export type LazyComponent<P> = ComponentType<P> & {
  /** Starts the download now, so the module is there (or on its way) when the page renders. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy for modules with named exports (the house style has no default exports), with a
 * preload: the page a visit opens on can be fetched alongside the app's own code instead of after
 * it. Once the module has arrived, new mounts render the component at once, without suspending.
 */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyComponent<M[K] extends ComponentType<infer P> ? P : never> {
  type P = M[K] extends ComponentType<infer Props> ? Props : never;
  let loading: Promise<M> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module[name] as ComponentType<P>;
      return module;
    }));
  const Lazy = lazy(async () => ({ default: (await preload())[name] as ComponentType<P> }));

  function LazyNamed(props: P) {
    // Fixed for the life of this mount: switching from the lazy wrapper to the loaded component
    // would be a different element type, and React would remount the page and lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    // Generic props do not narrow to createElement's overloads; they pass through unchanged.
    return createElement(Component as ComponentType<object>, props as object);
  }
  LazyNamed.displayName = `Lazy(${name})`;
  return Object.assign(LazyNamed, { preload });
}
