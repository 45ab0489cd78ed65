/**
 * Run inline in the site's head (finish-site.ts builds it into index.html), before the body is parsed:
 * a button of the painted first screen pressed before the app runs (the phone menu, the colour switch)
 * is pressed again once the app has hydrated the screen. Links need no keeping: the hash they set is
 * the route the app opens.
 */
import { keepEarlyClicks } from '../src/app/keep-early-clicks';

keepEarlyClicks(document, 'button');
