// Kept apart from page-helpers.ts (which reads vitest's provided context) so that the benchmark, which
// runs outside vitest, can install the same counter.
/**
 * Counts listeners that are currently registered on window and document: installed before any page
 * script runs, so every add/remove by the widget is seen.
 */
export const listenerCounterScript = `(() => {
  const live = new Map();
  const keyOf = (target, type, listener, options) => {
    const capture = typeof options === 'boolean' ? options : !!(options && options.capture);
    return [target === window ? 'window' : 'document', type, capture].join(':');
  };
  for (const target of [window, document]) {
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    const listeners = new Map();
    target.addEventListener = (type, listener, options) => {
      const key = keyOf(target, type, listener, options);
      const set = listeners.get(key) || new Set();
      if (!set.has(listener)) { set.add(listener); live.set(key, (live.get(key) || 0) + 1); }
      listeners.set(key, set);
      return add(type, listener, options);
    };
    target.removeEventListener = (type, listener, options) => {
      const key = keyOf(target, type, listener, options);
      const set = listeners.get(key);
      if (set && set.delete(listener)) live.set(key, live.get(key) - 1);
      return remove(type, listener, options);
    };
  }
  window.__liveListeners = () => Object.fromEntries([...live].filter(([, count]) => count > 0));
})();`;
