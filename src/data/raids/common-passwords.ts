/**
 * The most common passwords of 10 or more characters (shorter ones are refused by length already):
 * the top of public breach lists, Polish favourites and keyboard walks. Compared in lower case. Kept
 * small on purpose: it ships in the panel, and its job is only to stop the first guesses of an attacker.
 */
export const commonPasswords: ReadonlySet<string> = new Set([
  '1234567890', '0123456789', '12345678910', '123456789012', '1234567890q', '123456789a', '9876543210',
  '0987654321', '1111111111', '0000000000', '2222222222', '5555555555', '7777777777', '9999999999',
  '1212121212', '1122334455', '1234512345', '1234554321', 'aaaaaaaaaa', 'abcdefghij', 'abc1234567',
  'abcd123456', 'qwertyuiop', 'qwertzuiop', 'azertyuiop', 'asdfghjkl1', 'asdfghjkl;', 'zxcvbnm123',
  'qwerty1234', 'qwerty12345', 'qwerty123456', '1234qwerty', 'qwertyuiop123', '1q2w3e4r5t', '1q2w3e4r5t6y',
  'q1w2e3r4t5', 'q1w2e3r4t5y6', '1qaz2wsx3edc', 'qazwsxedc123', 'qazwsxedcrfv', 'zaq12wsxcde3', 'zaq1xsw2cde3',
  'zaq1@wsx3edc', 'zaq12wsx34', '!qaz2wsx3edc', 'password12', 'password123', 'password1234', 'passw0rd123',
  'p@ssw0rd123', 'password!!', 'administrator', 'admin12345', 'admin123456', 'iloveyou12', 'iloveyou123',
  'princess123', 'superman123', 'football123', 'baseball123', 'starwars123', 'monkey1234', 'dragon1234',
  'letmein123', 'welcome123', 'sunshine123', 'trustno1234', 'michael123', 'jordan2323', 'liverpool1',
  'chocolate1', 'changeme123', 'loveyou123', 'pokemon123', 'minecraft1', 'minecraft123', 'worldofwarcraft',
  'warcraft123', 'blizzard123', 'azeroth123', 'haslo12345', 'haslo123456', 'haslohaslo', 'kochamcie1',
  'kochamcie123', 'kochamcie12', 'polska1234', 'polska12345', 'polska123456', 'myszka1234', 'misiek1234',
  'marcin1234', 'mateusz123', 'agnieszka1', 'katarzyna1', 'zaq12wsx12', 'bursztynowyswit', 'raidhelper',
]);
