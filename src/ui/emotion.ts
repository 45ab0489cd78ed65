import createEmotion from '@emotion/css/create-instance';
import { createContext, useContext } from 'react';

/** One emotion instance: its `css`, `cx`, `injectGlobal` and the sheet that holds its rules. */
export type Emotion = ReturnType<typeof createEmotion>;

export interface EmotionOptions {
  /** Node that receives the `<style>` elements: the shadow root, or `document.head` for the site. */
  container: Node;
  /** CSP nonce copied onto every injected `<style>`. */
  nonce?: string;
}

/** Makes the style sheet of one app instance. Call `sheet.flush()` to remove every rule it inserted. */
export function createInstanceEmotion({ container, nonce }: EmotionOptions): Emotion {
  // The key prefixes class names; instances in separate shadow roots may share it safely.
  // No stylis plugins: the browsers the build targets (ES2022) need no generated vendor prefixes; the
  // one property that still does (-webkit-user-select in Safari) is written by hand where it is used.
  return createEmotion({ key: 'rp', container: container as HTMLElement, nonce, stylisPlugins: [] });
}

export const EmotionContext = createContext<Emotion | null>(null);

/** The emotion instance of the app this component renders in. */
export function useEmotion(): Emotion {
  const emotion = useContext(EmotionContext);
  if (!emotion) throw new Error('useEmotion() must be used inside an app instance');
  return emotion;
}

/**
 * Declares a component's styles once; they are inserted once per app instance (not per render)
 * and go away with that instance's sheet. The WeakMap is a cache keyed by the instance, not shared state.
 */
export function createStyles<Styles>(factory: (emotion: Emotion) => Styles): () => Styles {
  const byInstance = new WeakMap<Emotion, Styles>();
  return function useStyles(): Styles {
    const emotion = useEmotion();
    let styles = byInstance.get(emotion);
    if (!styles) {
      styles = factory(emotion);
      byInstance.set(emotion, styles);
    }
    return styles;
  };
}
