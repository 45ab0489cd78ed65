import { RaidApiError } from '../../domain/raid-api-error';
import { backendMessages } from './backend-messages';

/** The one console line for whoever set up a page the server refuses (with the group, like the failure). */
export const refusedOriginWarning = backendMessages.refusedOriginWarning;

/**
 * What a call meets while the health check says the guild's server refuses this page or is busy: the
 * `unavailable` failure with the notice's own words. In the after-paint group with the notice's text,
 * never in the initial core: a verdict only comes after the group's health check.
 */
export const backendFailure = (verdict: 'refused-origin' | 'unavailable'): RaidApiError =>
  new RaidApiError('unavailable', verdict === 'refused-origin' ? backendMessages.refusedOrigin : backendMessages.unavailable);
