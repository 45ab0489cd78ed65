import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The larger list of common passwords: zxcvbn-ts's `passwords-common`, some 49 000 of the passwords
 * most often found in public breach lists, in lower case (`@zxcvbn-ts/language-common`, MIT, a declared
 * dependency). This module is the one place that names the package. Large (about 200 KB gzip): the
 * server reads it once; in the browser it is a lazy part the demo loads when a password is first set
 * there, never with a page (the forms check the short list in common-passwords.ts at once and leave
 * this one to the guild service).
 */
export const breachedPasswords: ReadonlySet<string> = new Set(dictionary['passwords-common']);
