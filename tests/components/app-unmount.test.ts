import { afterEach, describe, expect, it } from 'vitest';
import { h1Text, styleCount } from './helpers/dom';
import { cleanupApps, mountApp } from './helpers/mount-app';
import { settle, waitFor } from './helpers/wait-for';

describe('createApp: mount and unmount', { timeout: 20_000 }, () => {
  afterEach(cleanupApps);

  it('empties the target and removes only the styles it inserted; unmount twice is safe; mount again works', async () => {
    const { app, target, styles, navigations } = mountApp({}, { mount: false });
    const hostStyle = document.createElement('style');
    hostStyle.textContent = 'p { color: red; }';
    styles.append(hostStyle);
    const before = styleCount(styles);
    expect(before).toBe(1);

    app.mount();
    expect(app.mounted).toBe(true);
    await waitFor(() => expect(h1Text(target)).toBe('Bursztynowy Świt'));
    expect(styleCount(styles)).toBeGreaterThan(before);
    expect(target.classList.contains('rp-root')).toBe(true);

    app.unmount();
    expect(app.mounted).toBe(false);
    expect(target.childNodes).toHaveLength(0);
    expect(styleCount(styles)).toBe(before);
    expect(hostStyle.isConnected).toBe(true);
    expect(target.classList.contains('rp-root')).toBe(false);

    expect(() => app.unmount()).not.toThrow();
    expect(styleCount(styles)).toBe(before);

    const reported = navigations.length;
    app.navigate('/values');
    await settle();
    expect(navigations).toHaveLength(reported);
    expect(target.childNodes).toHaveLength(0);

    app.mount();
    await waitFor(() => expect(h1Text(target)).toBe('Nasze wartości'));
    expect(styleCount(styles)).toBeGreaterThan(before);
    app.unmount();
    expect(target.childNodes).toHaveLength(0);
    expect(styleCount(styles)).toBe(before);
  });

  it('removes the styles of a page that was visited (inserted after the first render)', async () => {
    const { app, target, styles } = mountApp();
    await waitFor(() => expect(h1Text(target)).toBe('Bursztynowy Świt'));
    const home = styleCount(styles);
    app.navigate('/raid-schedule');
    await waitFor(() => expect(h1Text(target)).toBe('Harmonogram rajdów'));
    app.navigate('/raider');
    await waitFor(() => expect(h1Text(target)).toBe('Zaloguj się'));
    expect(styleCount(styles)).toBeGreaterThan(home);
    app.unmount();
    expect(styleCount(styles)).toBe(0);
  });

  it('the site puts its styles in document.head and takes all of them away again', async () => {
    const before = styleCount(document.head);
    const { app, target } = mountApp({ kind: 'site', styleContainer: document.head });
    await waitFor(() => expect(h1Text(target)).toBe('Bursztynowy Świt'));
    expect(styleCount(document.head)).toBeGreaterThan(before);
    app.unmount();
    expect(styleCount(document.head)).toBe(before);
  });

  it('puts the CSP nonce on every style it inserts', async () => {
    const { target, styles } = mountApp({ nonce: 'r4nd0m' });
    await waitFor(() => expect(h1Text(target)).toBe('Bursztynowy Świt'));
    const inserted = [...styles.querySelectorAll('style')];
    expect(inserted.length).toBeGreaterThan(0);
    expect(inserted.map((style) => style.getAttribute('nonce'))).toEqual(inserted.map(() => 'r4nd0m'));
  });

  it('calling mount() twice renders once', async () => {
    const { app, target, styles, navigations } = mountApp();
    await waitFor(() => expect(h1Text(target)).toBe('Bursztynowy Świt'));
    await settle();
    const count = styleCount(styles);
    app.mount();
    await settle(100);
    expect(h1Text(target)).toBe('Bursztynowy Świt');
    expect(styleCount(styles)).toBe(count);
    expect(navigations).toHaveLength(1);
  });
});
