import { createContext, useContext } from 'react';
import { uiStrings, type UiStrings } from './ui-strings';

/** The strings of the app instance's `ui-locale`; without a provider, English (the default locale). */
export const UiStringsContext = createContext<UiStrings>(uiStrings.en);

export function useUiStrings(): UiStrings {
  return useContext(UiStringsContext);
}
