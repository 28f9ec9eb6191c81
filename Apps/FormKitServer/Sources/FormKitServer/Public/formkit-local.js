// FormKit in the page for the pages' own scripts: the server names its WebAssembly build in
// <meta name="formkit-wasm"> on the pages that use it, and this loads it at once. The schedule checks a
// set point with `FormKitLocal.formkit` and the contacts page words times with it (the same Swift code
// as the server, so the same answers); without it (no build, an old browser, a module that failed to
// load) they leave it to the server. Phone numbers are the <formkit-phone> element's, which loads the
// same module itself.
"use strict";

const FormKitLocal = (() => {
  const meta = document.querySelector('meta[name="formkit-wasm"]');
  let formkit = null;
  const started = performance.now();
  // The module is fetched and compiled (streaming, as it arrives) at the same time as its JavaScript
  // API is imported, not after: the page's first number waits for the later of the two.
  const wasmURL = meta && new URL(meta.content, location.href);
  const compiling = meta && typeof WebAssembly === "object" && WebAssembly.compileStreaming
    ? WebAssembly.compileStreaming(fetch(wasmURL)).catch(() => wasmURL)  // loadFormKit tries the URL again
    : wasmURL;
  const ready = !meta
    ? Promise.resolve(null)
    : Promise.all([import(meta.dataset.module), compiling])
        .then(([module, compiled]) => module.loadFormKit(compiled, {
          // The time module, loaded only when a page shows a time (contacts.js).
          timeModule: meta.dataset.time ? new URL(meta.dataset.time, location.href) : undefined,
          // The reader's words for times, which a page that shows times preloads (<link data-formkit="time-words">).
          timeWords: [...document.querySelectorAll('link[data-formkit="time-words"]')].map((link) => link.href),
        }))
        .then((loaded) => {
          formkit = loaded;
          FormKitLocal.loadMilliseconds = performance.now() - started;
          return loaded;
        })
        .catch((error) => {
          console.warn("FormKit's WebAssembly module did not load; fields format on the server.", error);
          return null;
        });
  return {
    /// Resolves to the module's API, or null when the page uses the server.
    ready,
    /// The module's API once loaded; null before, and when it cannot load.
    get formkit() { return formkit; },
    /// How long loading and instantiating took, in milliseconds.
    loadMilliseconds: null,
  };
})();
