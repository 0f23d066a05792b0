import { useEffect, useState } from "react";

/**
 * A module loaded the first time something needs it, then kept: every later render has it at once.
 * For a part the server never renders (a dialog opened on request), so a page that never shows it
 * never downloads it.
 */
export function moduleOnDemand<T>(load: () => Promise<T>) {
  let loaded: T | null = null;
  return {
    load: async () => {
      loaded ??= await load();
      return loaded;
    },
    ifLoaded: () => loaded,
  };
}

/**
 * A module that a server-rendered part of a page needs, loaded apart from the page so that those
 * who never see that part never download it. Not React.lazy: the part may be clicked at once, and
 * React leaves a lazy part unhydrated until its code arrives. Instead the server loads it before
 * rendering, the browser loads it before hydration when the server rendered the part (`mark`, an
 * attribute on an element of that part), and otherwise the first render that needs it loads it.
 * The module that awaits it before hydration (a route module, at its top level) must not be among
 * its imports: the two would wait on each other and the page would never hydrate.
 */
export function preloadedModule<T>(mark: string, load: () => Promise<T>) {
  return {
    ...moduleOnDemand(load),
    mark,
    /** In the browser before hydration: did the server render the part? */
    serverRendered: () => document.querySelector(`[${mark}]`) !== null,
  };
}

/** The module once loaded; loads it when `needed` and not yet loaded (null until then). */
export function usePreloadedModule<T>(module: ReturnType<typeof moduleOnDemand<T>>, needed: boolean): T | null {
  const [loaded, setLoaded] = useState(module.ifLoaded);
  useEffect(() => {
    if (needed && !loaded) void module.load().then(setLoaded);
  }, [module, needed, loaded]);
  return loaded;
}
