/** User agents of crawlers and audit tools: they get no error page, the error is logged instead. */
export const crawlerPattern = /bot\b|chrome-lighthouse|facebookexternalhit|google\b/i;

export function isCrawler(userAgent: string | undefined): boolean {
  return userAgent ? crawlerPattern.test(userAgent) : false;
}
