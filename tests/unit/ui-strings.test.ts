import { describe, expect, it } from 'vitest';
import { errorText } from '../../src/pages/error/error-text';
import { defaultToastLabels, toastLabelsOf } from '../../src/ui/toast/toast-labels';
import { isUiLocale, uiLocales, uiStrings } from '../../src/ui/ui-strings';

describe('ui-locale dictionaries', () => {
  it('English is the specified wording of the error page and toasts', () => {
    const en = uiStrings.en;
    expect({ ...en, pageNotFound: en.pageNotFound('/nope?x=1#y') }).toEqual({
      notificationRegion: 'Notifications (F8)',
      close: 'Close',
      success: 'Success',
      error: 'Error',
      backToHome: 'Back to home',
      notFoundStatus: 'Page Not Found',
      internalErrorStatus: 'Internal Server Error',
      pageNotFound: 'Page not found: /nope?x=1#y',
    });
    expect(defaultToastLabels).toEqual({ region: 'Notifications (F8)', close: 'Close', success: 'Success', error: 'Error' });
  });

  it('Polish has every string, none empty, none left in English', () => {
    const pl = uiStrings.pl;
    const en = uiStrings.en;
    expect(Object.keys(pl).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(pl) as Array<keyof typeof pl>) {
      const [polish, english] = key === 'pageNotFound' ? [pl[key]('/x'), en[key]('/x')] : [pl[key], en[key]];
      expect(polish, key).not.toBe('');
      expect(polish, key).not.toBe(english);
    }
    expect(pl.pageNotFound('/gildia/<b>')).toBe('Nie znaleziono strony: /gildia/<b>');
    expect(toastLabelsOf(pl)).toEqual({ region: 'Powiadomienia (F8)', close: 'Zamknij', success: 'Sukces', error: 'Błąd' });
  });

  it('the error page defaults follow the dictionary it is given', () => {
    expect(errorText({ statusCode: 404 }, uiStrings.pl)).toEqual({
      statusCode: 404,
      statusMessage: 'Nie znaleziono strony',
      message: null,
    });
    expect(errorText({}, uiStrings.pl).statusMessage).toBe('Wewnętrzny błąd serwera');
    expect(errorText({ statusCode: 404, message: 'Nie znaleziono strony' }, uiStrings.pl).message).toBeNull();
  });

  it.each([
    ['en', true],
    ['pl', true],
    ['PL', false],
    ['pl-PL', false],
    ['', false],
    [null, false],
    [1, false],
  ])('isUiLocale(%j) → %s', (value, expected) => {
    expect(isUiLocale(value)).toBe(expected);
  });

  it('lists exactly the locales that have a dictionary', () => {
    expect([...uiLocales].sort()).toEqual(Object.keys(uiStrings).sort());
  });
});
