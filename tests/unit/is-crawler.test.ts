import { describe, expect, it } from 'vitest';
import { crawlerPattern, isCrawler } from '../../src/platform/is-crawler';

const crawlers: Array<[string, string]> = [
  ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
  [
    'Googlebot smartphone',
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.129 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  ],
  ['bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
  ['DuckDuckBot', 'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)'],
  [
    'Lighthouse',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  ],
  ['facebookexternalhit', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
  ['Google-InspectionTool', 'Mozilla/5.0 (compatible; Google-InspectionTool/1.0)'],
  [
    'Google favicon',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/49.0.2623.75 Safari/537.36 Google Favicon',
  ],
  ['upper case', 'MOZILLA/5.0 (COMPATIBLE; GOOGLEBOT/2.1)'],
  ['bot at the very end', 'SomeCrawlerBot'],
];

const people: Array<[string, string | undefined]> = [
  ['Chrome', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'],
  ['Firefox', 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0'],
  [
    'Safari on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ],
  [
    'Pixel (no "google" word)',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  ],
  // `bot\b` needs a word end after "bot": "robotics" and "bottle" go on.
  ['robotics app', 'RoboticsApp/2.3 (robotics; Android 14)'],
  ['bottle', 'Bottle/0.12 (Linux)'],
  // `google\b` needs a word end too: "googleapis" is one word.
  ['googleapis client', 'googleapis-node/1.0'],
  ['lighthouse alone', 'Lighthouse/1.0'],
  ['empty', ''],
  ['undefined', undefined],
];

describe('isCrawler', () => {
  it.each(crawlers)('%s is a crawler', (_name, userAgent) => {
    expect(isCrawler(userAgent)).toBe(true);
  });

  it.each(people)('%s is not a crawler', (_name, userAgent) => {
    expect(isCrawler(userAgent)).toBe(false);
  });

  it('gives the same answer on repeated calls (no global-flag lastIndex state)', () => {
    const googlebot = crawlers[0]![1];
    expect([isCrawler(googlebot), isCrawler(googlebot), isCrawler(googlebot)]).toEqual([true, true, true]);
  });

  it('uses exactly the pattern of the specification', () => {
    expect(crawlerPattern.source).toBe('bot\\b|chrome-lighthouse|facebookexternalhit|google\\b');
    expect(crawlerPattern.flags).toBe('i');
  });
});
