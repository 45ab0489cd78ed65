import { RaidApiError } from '../../domain/raid-api-error';
import { backendMessages } from './backend-messages';

/**
 * What a call meets while the health check says the guild's server refuses this page or is busy: the
 * `unavailable` failure with the notice's own words. Apart from the messages (which the notice in the
 * core shows) so that the error class loads with the after-paint group, never in the initial core: a
 * verdict only comes after the group's health check.
 */
export const backendFailure = (verdict: 'refused-origin' | 'unavailable'): RaidApiError =>
  new RaidApiError('unavailable', verdict === 'refused-origin' ? backendMessages.refusedOrigin : backendMessages.unavailable);
