import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleGuild } from '../../src/data';
import type { ErrorDetail } from '../../src/instance/panel-events';
import { h1Text } from './helpers/dom';
import { cleanupApps, mountApp } from './helpers/mount-app';
import { waitFor } from './helpers/wait-for';
import { quietConsolePerTest } from '../kit/console';

const warn = quietConsolePerTest('warn');
afterEach(() => {
  cleanupApps();
  vi.restoreAllMocks();
});

describe('createApp: onError for problems the raider sees handled', { timeout: 20_000 }, () => {
  it('a config that cannot be used: the defaults stay, one warning, and onError with source config', async () => {
    const reports: ErrorDetail[] = [];
    const { target } = mountApp({ config: { ...sampleGuild, name: '' }, onError: (detail) => reports.push(detail) });
    await waitFor(() => expect(h1Text(target)).toBe('Bursztynowy Świt'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(reports).toEqual([{ source: 'config', message: warn.mock.calls[0]![0] }]);
    expect(reports[0]!.message).toMatch(/^\[raider-panel\] invalid guild config object, using the bundled defaults: name: /);
  });

  it('a config URL that fails reports once the request has failed', async () => {
    const reports: ErrorDetail[] = [];
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('nope', { status: 404 }));
    const { app } = mountApp({ onError: (detail) => reports.push(detail) });
    app.setConfig('https://guild.example/guild.json');
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalled();
    expect(reports[0]!.source).toBe('config');
    expect(reports[0]!.message).toContain('could not load the guild config from https://guild.example/guild.json');
  });

  it('a good config reports nothing', async () => {
    const onError = vi.fn();
    const { target } = mountApp({ config: { ...sampleGuild, name: 'Srebrny Zmierzch' }, onError });
    await waitFor(() => expect(h1Text(target)).toBe('Srebrny Zmierzch'));
    expect(onError).not.toHaveBeenCalled();
  });
});
