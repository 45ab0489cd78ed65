/**
 * The script-tag loader, `raider-panel.js`: a tiny classic script that imports the content-hashed core
 * and defines `<raider-panel>`. The core's path is resolved against this script's own URL, so a guild
 * site on another origin can include it from ours.
 */
declare const __RAIDER_PANEL_CORE__: string;
/** The chunks the core imports statically (relative to this script, like the core). */
declare const __RAIDER_PANEL_CORE_IMPORTS__: string[];

(() => {
  // Included twice: the first copy already defined (or is defining) the element.
  if (customElements.get('raider-panel')) return;
  const script = document.currentScript as HTMLScriptElement | null;
  const base = script?.src || document.baseURI;
  const coreUrl = new URL(__RAIDER_PANEL_CORE__, base).href;
  // The core's own imports start downloading together with it rather than after it has arrived: one
  // round trip less before the widget shows. A failure there surfaces through the core's import below.
  for (const chunk of __RAIDER_PANEL_CORE_IMPORTS__) import(new URL(chunk, base).href).catch(() => {});
  import(coreUrl).then(
    (core: { defineRaiderPanel(): void }) => core.defineRaiderPanel(),
    (error: unknown) => console.error('[raider-panel] could not load the widget from', coreUrl, error),
  );
})();
