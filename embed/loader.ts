/**
 * The script-tag loader, `raider-panel.js`: a tiny classic script that imports the content-hashed core
 * and defines `<raider-panel>`. The core's path is resolved against this script's own URL, so a guild
 * site on another origin can include it from ours.
 */
declare const __RAIDER_PANEL_CORE__: string;

(() => {
  // Included twice: the first copy already defined (or is defining) the element.
  if (customElements.get('raider-panel')) return;
  const script = document.currentScript as HTMLScriptElement | null;
  const coreUrl = new URL(__RAIDER_PANEL_CORE__, script?.src || document.baseURI).href;
  import(coreUrl).then(
    (core: { defineRaiderPanel(): void }) => core.defineRaiderPanel(),
    (error: unknown) => console.error('[raider-panel] could not load the widget from', coreUrl, error),
  );
})();
