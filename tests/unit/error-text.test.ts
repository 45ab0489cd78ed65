import { describe, expect, it } from 'vitest';
import { errorText, type ErrorText } from '../../src/pages/error/error-text';

type Input = Parameters<typeof errorText>[0];

describe('errorText', () => {
  it.each<[string, Input, ErrorText]>([
    ['nothing given: 500', {}, { statusCode: 500, statusMessage: 'Internal Server Error', message: null }],
    ['404', { statusCode: 404 }, { statusCode: 404, statusMessage: 'Page Not Found', message: null }],
    ['403 is not a 404', { statusCode: 403 }, { statusCode: 403, statusMessage: 'Internal Server Error', message: null }],
    ['503', { statusCode: 503 }, { statusCode: 503, statusMessage: 'Internal Server Error', message: null }],
    [
      '404 with the not-found message',
      { statusCode: 404, message: 'Page not found: /nope' },
      { statusCode: 404, statusMessage: 'Page Not Found', message: 'Page not found: /nope' },
    ],
    [
      'message equal to the default 404 status message is hidden',
      { statusCode: 404, message: 'Page Not Found' },
      { statusCode: 404, statusMessage: 'Page Not Found', message: null },
    ],
    [
      'message equal to the default 500 status message is hidden',
      { message: 'Internal Server Error' },
      { statusCode: 500, statusMessage: 'Internal Server Error', message: null },
    ],
    [
      'message differing only in case is shown',
      { statusCode: 404, message: 'Page not found' },
      { statusCode: 404, statusMessage: 'Page Not Found', message: 'Page not found' },
    ],
    ['a description is shown', { message: 'Boom' }, { statusCode: 500, statusMessage: 'Internal Server Error', message: 'Boom' }],
    ['empty message', { statusCode: 404, message: '' }, { statusCode: 404, statusMessage: 'Page Not Found', message: null }],
    [
      'custom status message',
      { statusCode: 404, statusMessage: 'Zgubione' },
      { statusCode: 404, statusMessage: 'Zgubione', message: null },
    ],
    [
      'message equal to a custom status message is hidden',
      { statusCode: 418, statusMessage: 'Teapot', message: 'Teapot' },
      { statusCode: 418, statusMessage: 'Teapot', message: null },
    ],
    [
      'default message differing from a custom status message is shown',
      { statusCode: 404, statusMessage: 'Zgubione', message: 'Page Not Found' },
      { statusCode: 404, statusMessage: 'Zgubione', message: 'Page Not Found' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(errorText(input)).toEqual(expected);
  });
});
