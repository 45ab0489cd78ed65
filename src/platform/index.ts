export { crawlerPattern, isCrawler } from './is-crawler';
