// <formkit-phone>'s look, one constructable stylesheet shared by every element (allowed under a CSP
// without 'unsafe-inline'). Pages restyle it through ::part(number | country | list | option | flag |
// calling-code | error) and these custom properties; it follows prefers-color-scheme.
export const style = new CSSStyleSheet();
style.replaceSync(`
:host { display: inline-block; position: relative; font: inherit; color: var(--formkit-phone-text, #1a1a1a);
  --_border: var(--formkit-phone-border, #6b6b6b); --_back: var(--formkit-phone-background, #fff);
  --_active: var(--formkit-phone-active, #dbe7ff); --_error: var(--formkit-phone-error, #a4001d);
  --_focus: var(--formkit-phone-focus, #0b57d0); --_radius: var(--formkit-phone-radius, 4px); }
@media (prefers-color-scheme: dark) {
  :host { color: var(--formkit-phone-text, #f0f0f0); --_border: var(--formkit-phone-border, #9a9a9a);
    --_back: var(--formkit-phone-background, #1f1f1f); --_active: var(--formkit-phone-active, #29406b);
    --_error: var(--formkit-phone-error, #ff9c8f); --_focus: var(--formkit-phone-focus, #8ab4f8); }
}
:host([disabled]) { opacity: .6; }
.row { display: flex; gap: .25em; }
input { font: inherit; color: inherit; background: var(--_back); border: 1px solid var(--_border);
  border-radius: var(--_radius); padding: .35em .5em; min-width: 0; }
input:focus-visible { outline: 2px solid var(--_focus); outline-offset: 1px; }
[part=country] { width: 6.5em; }
[part=number] { flex: 1; width: 12em; }
[aria-invalid=true] { border-color: var(--_error); }
[role=listbox] { position: absolute; z-index: 10; left: 0; top: 100%; margin-top: 2px; min-width: 100%;
  max-width: 24em; max-height: 16em; overflow-y: auto; background: var(--_back); border: 1px solid var(--_border);
  border-radius: var(--_radius); padding: 2px 0; box-sizing: border-box; }
[role=listbox][hidden], [part=error]:empty { display: none; }
[role=option] { display: flex; gap: .5em; padding: .25em .5em; cursor: default; }
[role=option][aria-selected=true] { background: var(--_active); }
[part=calling-code] { margin-left: auto; }
[part=error] { color: var(--_error); margin-top: .25em; }
.status { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`);
