// FormKit in the page: the server names its WebAssembly build in <meta name="formkit-wasm">, and this
// loads it at once. Fields use `FormKitLocal.formkit` when it is there (the same Swift code as the
// server, so the same answers) and the server's API when it is not: no build, an old browser, or a
// module that failed to load.
"use strict";

const FormKitLocal = (() => {
  const meta = document.querySelector('meta[name="formkit-wasm"]');
  let formkit = null;
  const started = performance.now();
  const ready = !meta
    ? Promise.resolve(null)
    : import(meta.dataset.module)
        .then((module) => module.loadFormKit(new URL(meta.content, location.href)))
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
