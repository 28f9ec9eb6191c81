// <formkit-phone>: FormKit's phone field as one form-associated custom element (Wasm/README.md,
// "The element"). Importing this module defines it and loads formkit.mjs and formkit.wasm from beside
// it; nothing goes over the network per keystroke.
//
//   <script type="module" src="/formkit/formkit-phone.mjs"></script>
//   <label for="tel">Phone</label>
//   <formkit-phone id="tel" name="phone" required types="mobile"></formkit-phone>
//
// Its form value is the E.164 of a valid number (with ";ext=N"), else the text as typed, with validity
// saying what to fix. Inside an open shadow root: the number (part "number") and the country picker
// (part "country"), a WAI-ARIA combobox over the country catalogue.
import { loadFormKit, phoneTypeNames } from "./formkit.mjs";
import { messagesFor } from "./formkit-phone-messages.mjs";
import { CountryPicker, make } from "./formkit-phone-picker.mjs";
import { style } from "./formkit-phone-style.mjs";

let formkit = null;
let engineFailed = false;
/// The engine, loaded once for every element on the page. Without it (blocked, offline) the number is
/// kept as typed, with no check of its own: the server that receives it checks it.
/// Fetched and compiled as this module is evaluated; a page may preload it (Wasm/README.md).
const engine = loadFormKit(new URL("./formkit.wasm", import.meta.url)).then((loaded) => { formkit = loaded; }, (error) => {
  engineFailed = true;
  console.warn(`<formkit-phone>: FormKit's module did not load (${error.message}); numbers are kept as typed.`);
});

/// Elements waiting to start: once the engine has loaded, the first starts at once, the others each
/// in a task of its own unless used first, so a first keystroke waits for one field, not all.
const waiting = [];
let engineSettled = false;
function startWaiting() {
  waiting.shift()?.();
  if (waiting.length) setTimeout(startWaiting);
}
engine.then(() => {
  engineSettled = true;
  startWaiting();
});

/// The longest text the engine formats; a longer one is kept as typed.
const maxFormatted = 256;

const warned = new Set();
function warnOnce(message) {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`<formkit-phone>: ${message}`);
}

/// Country catalogues by locale (formkit.mjs's countryCatalogue); a locale the browser has no names
/// for reads English. Building one takes a while, so it is made in a task of its own, when the picker
/// is first used or a calling code is typed, never on a keystroke's way.
const catalogues = new Map();
function catalogueFor(locale) {
  if (!catalogues.has(locale)) {
    catalogues.set(locale, new Promise((resolve) => setTimeout(() => {
      try {
        resolve(formkit.countryCatalogue(locale));
      } catch {
        resolve(formkit.countryCatalogue("en"));
      }
    })));
  }
  return catalogues.get(locale);
}

/// Counts the changes of lang attributes (seen at the end of their task) and of the browser's
/// language, and elements' moves: an element's words are looked up again only after one.
let langChanges = 0;
const langWatch = new MutationObserver(() => langChanges++);
addEventListener("languagechange", () => langChanges++);

/// Whether the UTF-16 unit at `offset` is a low surrogate.
const isLowSurrogate = (text, offset) => (text.charCodeAt(offset) & 0xfc00) === 0xdc00;

/// The change a beforeinput event asks for of the number's state, as a UTF-16 range and its
/// replacement: null for none, undefined for one the browser makes itself (read afterwards, on input).
function changeFor(event, { text, selectionStart: start, selectionEnd: end }) {
  switch (event.inputType) {
    case "insertText": case "insertReplacementText": case "insertFromPaste": case "insertFromDrop":
      return { start, end, replacement: event.data ?? event.dataTransfer?.getData("text/plain") ?? "" };
    case "deleteContentBackward": case "deleteByCut":
      if (start !== end) return { start, end, replacement: "", backward: true };
      return start === 0 ? null : { start: start - (start > 1 && isLowSurrogate(text, start - 1) ? 2 : 1), end, replacement: "", backward: true };
    case "deleteContentForward":
      if (start !== end) return { start, end, replacement: "", backward: false };
      return end >= text.length ? null : { start, end: end + (isLowSurrogate(text, end + 1) ? 2 : 1), replacement: "", backward: false };
    default:
      return undefined;
  }
}

/// `text` (a number typed with "+") with its calling code `from` replaced by `to`.
function withCode(text, from, to) {
  const digits = String(from);
  let index = text.indexOf("+") + 1;
  for (let matched = 0; matched < digits.length; index++) {
    if (index >= text.length || (/\d/.test(text[index]) && text[index] !== digits[matched])) return text;
    if (text[index] === digits[matched]) matched++;
  }
  return `+${to}${text.slice(index)}`;
}

let count = 0;
const bubbling = { bubbles: true };
const settled = Promise.resolve();  // its reactions: microtasks at a tenth of queueMicrotask's cost

export class FormKitPhone extends HTMLElement {
  static formAssociated = true;
  static observedAttributes = ["region", "types", "strict", "placeholder", "autocomplete", "required", "aria-label"];

  #internals = this.attachInternals();
  #number;
  /// The country picker (formkit-phone-picker.mjs).
  #picker;
  #error;
  #status;
  /// The module's PhoneField for this element, opened once the engine has loaded.
  #field = null;
  #country = "";
  /// The country's calling code, kept so that a keystroke need not ask.
  #callingCode = null;
  /// Whether the number has focus (from its focus and blur events).
  #focused = false;
  #types = [];
  /// The validity last worked out: whether the number is valid, and its check.
  #valid = false;
  #parsed = null;
  /// Whether the error is on show: after the person leaves the number or the form is checked.
  #showError = false;
  #textAtFocus = "";
  #started = null;

  constructor() {
    super();
    const id = `formkit-phone-${++count}`;
    const root = this.attachShadow({ mode: "open", delegatesFocus: true });
    root.adoptedStyleSheets = [style];
    this.#picker = new CountryPicker(id, {
      load: () => (this.#field ? this.#loadCatalogue() : null),
      choose: (region) => this.#choose(region, true),
      current: () => ({ region: this.#country, callingCode: this.#callingCode }),
    });
    this.#number = make("input", { part: "number", type: "tel", inputmode: "tel", autocomplete: "tel" });
    this.#error = make("div", { part: "error", id: `${id}-error` });
    this.#status = make("div", { class: "status", role: "status", "aria-live": "polite" });
    root.append(make("div", { class: "row" }, this.#picker.input, this.#number), this.#picker.list, this.#error, this.#status);
    this.#listen();
  }

  /// Resolves once the element formats (the engine has loaded and the element is in a document).
  get ready() {
    return this.#started ?? engine.then(() => undefined);
  }

  // Form-associated custom element API, as a native input has it.
  get form() { return this.#internals.form; }
  get labels() { return this.#internals.labels; }
  get name() { return this.getAttribute("name"); }
  get type() { return "tel"; }
  get validity() { return this.#checked().validity; }
  get validationMessage() { return this.#checked().validationMessage; }
  get willValidate() { return this.#internals.willValidate; }
  /// Focuses the number (a label's click does too), not the picker before it.
  focus(options) { this.#number.focus(options); }
  checkValidity() { return this.#checked().checkValidity(); }
  reportValidity() { return this.#checked().reportValidity(); }

  /// The E.164 of a valid number (with ";ext=N"), else the text as typed. Setting it reads the text
  /// as a paste into the empty field.
  get value() { return this.#checked() && this.#valid ? this.#parsed.value : this.#number.value; }
  set value(text) {
    this.#startNow();
    this.#replaceAll(String(text ?? ""), false);
  }

  /// The country the number is typed in (ISO 3166 code): the picker's, or the number's once it has a
  /// calling code. Setting an unknown region warns and keeps the country.
  get region() {
    this.#startNow();
    return this.#country;
  }
  set region(value) {
    this.#startNow();
    const region = this.#knownRegion(value);
    if (region) this.#choose(region, false);
  }

  /// Whether the text is a valid number of an allowed type.
  get valid() { return this.#checked() && this.#valid; }

  /// The number's type as libphonenumber names it (MOBILE, FIXED_LINE_OR_MOBILE…), null unless valid.
  get numberType() { return this.#checked() && this.#valid ? this.#parsed.type : null; }

  connectedCallback() {
    langWatch.observe(this.getRootNode(), { attributeFilter: ["lang"], subtree: true });
    langChanges++;  // another place: the language is looked up again
    this.#name();
    if (!this.#field) this.#check();  // valueMissing from the start, before the engine has loaded
    this.#started ??= new Promise((resolve) => {
      const run = () => {
        if (this.#pending !== run) return resolve();  // started already, or connected again since
        this.#pending = null;
        const at = waiting.indexOf(run);
        if (at >= 0) waiting.splice(at, 1);
        if (this.isConnected && formkit) {
          this.#start();
        } else if (this.isConnected) {
          this.#picker.input.hidden = true;  // no countries without the engine
          this.#check();
        }
        resolve();
      };
      this.#pending = run;
      waiting.push(run);
      if (engineSettled && waiting.length === 1) queueMicrotask(startWaiting);
    });
  }

  /// The start this element waits for, null once started.
  #pending = null;

  /// Starts the element now if it is waiting for its turn: it is used.
  #startNow() {
    if (engineSettled) this.#pending?.();
  }

  disconnectedCallback() {
    langChanges++;
    this.#field?.close();
    this.#field = null;
    this.#started = null;
  }

  attributeChangedCallback(name) {
    if (name === "placeholder" || name === "autocomplete" || name === "aria-label") return this.#name(), this.#showPlaceholder();
    if (!this.#field) return;
    if (name === "region") return this.#choose(this.#defaultRegion(), false);
    if (name === "types" || name === "strict") return this.#openField();
    this.#check();
  }

  formDisabledCallback(disabled) {
    this.#number.disabled = this.#picker.input.disabled = disabled;
    if (disabled) this.#picker.close(Boolean(this.#field));
  }

  formResetCallback() {
    this.#showError = false;
    if (this.#field) this.#setCountry(this.#defaultRegion());
    this.#replaceAll(this.getAttribute("value") ?? "", false);
  }

  formStateRestoreCallback(state) {
    const [region, ...text] = String(state ?? "").split("\n");
    if (!this.#field) {
      this.#restoredRegion = region;  // the engine is still loading: #start takes it
    } else if (this.#knownRegion(region)) {
      this.#choose(region, false);
    }
    this.#replaceAll(text.join("\n"), false);
  }

  #lang() {
    return this.closest("[lang]")?.lang || navigator.language || "en";
  }

  /// The messages in the element's language, looked up again (and told) after a change of language.
  #words() {
    if (this.#wordsAt !== langChanges) {
      this.#wordsAt = langChanges;
      this.#wordsNow = messagesFor(this.#lang());
      this.#toldReason = null;
    }
    return this.#wordsNow;
  }

  #wordsAt = -1;
  #wordsNow;

  #knownRegion(value) {
    const region = String(value ?? "").trim().toUpperCase();
    if (region && formkit?.callingCode(region)) return region;
    warnOnce(`unknown region "${String(value).slice(0, 8)}": the default region is used.`);
    return "";
  }

  /// The region attribute, else the page language's region, else its likely region.
  #defaultRegion() {
    if (this.hasAttribute("region")) {
      const region = this.#knownRegion(this.getAttribute("region"));
      if (region) return region;
    }
    try {
      const locale = new Intl.Locale(this.#lang());
      for (const region of [locale.region, locale.maximize().region, new Intl.Locale(locale.language).maximize().region]) {
        if (region && formkit.callingCode(region)) return region;
      }
    } catch { /* not a language tag: the last resort below */ }
    return "US";
  }

  /// The region a restored form state gave before the engine had loaded.
  #restoredRegion = "";

  #start() {
    this.#country = (this.#restoredRegion && this.#knownRegion(this.#restoredRegion)) || this.#defaultRegion();
    this.#callingCode = formkit.callingCode(this.#country);
    // The placeholder's example waits for a task of its own, after a first keystroke's.
    this.#placeholderLater = true;
    setTimeout(() => {
      this.#placeholderLater = false;
      this.#showPlaceholder();
    });
    this.#openField();
    this.#replaceAll(this.#number.value || this.getAttribute("value") || "", false);
  }

  #placeholderLater = false;

  /// Opens the module's field for the country, with the strict and types attributes.
  #openField() {
    const types = (this.getAttribute("types") ?? "").toLowerCase().split(/[\s,]+/).filter(Boolean);
    const unknown = types.filter((type) => !phoneTypeNames.includes(type));
    if (unknown.length) warnOnce(`unknown types "${unknown.join(",").slice(0, 40)}": every type is allowed.`);
    this.#types = unknown.length ? [] : types;
    this.#toldReason = null;  // the message names the types
    this.#field?.close();
    this.#field = formkit.phoneField(this.#country, { strict: this.hasAttribute("strict"), types: this.#types });
    this.#name();
    this.#showPlaceholder();
    this.#picker.show();
    this.#check();
  }

  /// Names the parts (the number after the element's labels) and sets the number's autocomplete.
  #name() {
    const words = this.#words();
    const labels = [...(this.#internals.labels ?? [])].map((label) => label.textContent.trim()).filter(Boolean);
    const label = this.getAttribute("aria-label") || labels.join(" ") || words.number;
    if (this.#number.getAttribute("aria-label") !== label) this.#number.setAttribute("aria-label", label);
    this.#picker.name(words.country, words.countries);
    this.#number.autocomplete = this.getAttribute("autocomplete") ?? "tel";
  }

  /// Sets the placeholder: the attribute, else the country's example number of the first allowed
  /// type, as written nationally; worked out only while it shows (no number), not on a keystroke.
  #showPlaceholder() {
    if (this.#placeholderLater) return;
    const placeholder = this.getAttribute("placeholder");
    const type = this.#types[0]?.toUpperCase() ?? "FIXED_LINE";
    if (placeholder === null && formkit && this.#country && this.#example[0] !== this.#country + type) {
      if (this.#number.value) return;
      const example = formkit.exampleNumber(this.#country, type) ?? formkit.exampleNumber(this.#country, "MOBILE");
      this.#example = [this.#country + type, example ? formkit.parsePhone(example, this.#country).national ?? "" : ""];
    }
    const shown = placeholder ?? this.#example[1];
    if (this.#number.placeholder !== shown) this.#number.placeholder = shown;
  }

  /// The example number last shown as the placeholder, and for which country and type.
  #example = ["", ""];

  #listen() {
    const number = this.#number;
    number.addEventListener("beforeinput", (event) => {
      this.#startNow();
      if (!this.#field) return;
      const before = this.#state();
      if (before.text.length > maxFormatted) return;
      const change = changeFor(event, before);
      if (change === undefined) return;
      event.preventDefault();
      if (change) this.#edit(change, true, before);
    });
    number.addEventListener("paste", (event) => {
      this.#startNow();
      if (!this.#field || number.value.length > maxFormatted) return;
      event.preventDefault();
      const text = event.clipboardData?.getData("text/plain") ?? "";
      this.#edit({ start: number.selectionStart, end: number.selectionEnd, replacement: text }, true);
    });
    // An edit the browser made itself (autofill, undo, a text too long to format): read it again.
    number.addEventListener("input", (event) => {
      event.stopPropagation();
      const text = number.value;
      const old = this.#text;
      const same = Math.min(text.length, old.length);
      let start = 0;
      while (start < same && text[start] === old[start]) start++;
      let suffix = 0;
      while (suffix < same - start && text[text.length - 1 - suffix] === old[old.length - 1 - suffix]) suffix++;
      number.value = old;
      number.setSelectionRange(start, old.length - suffix);
      this.#edit({ start, end: old.length - suffix, replacement: text.slice(start, text.length - suffix) }, true);
    });
    number.addEventListener("focus", () => {
      this.#focused = true;
      this.#startNow();
      this.#textAtFocus = number.value;
      this.#name();  // labels may have come since
    });
    number.addEventListener("blur", () => {
      this.#focused = false;
      if (number.value) this.#showError = true;
      this.#check(this.#due);
      if (number.value !== this.#textAtFocus) this.#emit("change");
    });
    number.addEventListener("change", (event) => event.stopPropagation());
    number.addEventListener("keydown", (event) => {  // Enter submits, as in a native input
      if (event.key !== "Enter" || event.isComposing) return;
      this.#checked();
      const button = [...this.form?.elements ?? []].find((element) => element.type === "submit");
      if (!button?.disabled) this.form?.requestSubmit(button);
    });
    this.addEventListener("invalid", () => { this.#showError = true; this.#check(); });
    // A label's click focuses the number, not the first part.
    this.addEventListener("click", (event) => { if (event.composedPath()[0] === this) number.focus(); });
    this.addEventListener("focusin", () => {
      this.#startNow();
      if (this.#field && this.shadowRoot.activeElement === this.#picker.input) this.#loadCatalogue();
    });
  }

  /// The text last shown (what a browser's own edit is compared with).
  #text = "";
  /// The text, country and check of the last keystroke.
  #keyText = "";
  #keyCountry = "";
  #keyAnswer = null;

  /// The number's text and selection, as the module's field reads them.
  #state() {
    const number = this.#number;
    const text = number.value;
    if (!text) return { text, selectionStart: 0, selectionEnd: 0 };
    return { text, selectionStart: number.selectionStart ?? text.length, selectionEnd: number.selectionEnd ?? text.length };
  }

  /// Replaces the whole number with `text`, read as a paste into the emptied field.
  #replaceAll(text, byPerson) {
    this.#number.value = "";
    this.#edit({ start: 0, end: 0, replacement: text }, byPerson, { text: "", selectionStart: 0, selectionEnd: 0 });
  }

  /// Applies a change to the number's state `before`: through the module's field when it can, else as
  /// typed (nothing typed is ever dropped). `byPerson`: the element tells the page (input) and the live
  /// region. Only what changed is written.
  #edit(change, byPerson, before = this.#state()) {
    const number = this.#number;
    const text = before.text;
    let result = null;
    if (this.#field) {
      if (this.#field.region !== this.#country && (text[0] !== "+" || !change.start)) this.#field.region = this.#country;
      try {
        result = this.#field.edit(before, change, { entry: true, check: this.#due ? null : this.#country });
      } catch { /* too long for the engine, or a selection the browser reported oddly: kept as typed */ }
    }
    if (result?.refused || result?.state?.refused) return;
    let state = result?.state;
    if (!state) {
      const caret = change.start + change.replacement.length;
      state = { text: text.slice(0, change.start) + change.replacement + text.slice(change.end), selectionStart: caret, selectionEnd: caret };
    }
    this.#text = state.text;
    this.#keyText = state.text;
    this.#keyCountry = this.#country;
    this.#keyAnswer = result?.check;
    // Writing another text puts the caret at its end (HTML's value setter), where typing leaves it.
    const written = text !== state.text;
    if (written) number.value = state.text;
    const atEnd = state.selectionStart === state.text.length && state.selectionEnd === state.text.length;
    if (!(written && atEnd) && (this.#focused || this.shadowRoot.activeElement === number)) {
      number.setSelectionRange(state.selectionStart, state.selectionEnd);
    }
    this.#follow(state, result?.entry);
    if (byPerson) {
      this.#checkSoon();
      this.#emit("input");
    } else {
      this.#check();
    }
  }

  /// The country the typing shows: for a number written with "+", the region of its digits once they
  /// decide it, else the main country of its calling code; otherwise the field's (issue 29's
  /// state.country, which a pasted number moves).
  #follow(state, entry) {
    const region = entry ? entry.region : state.country;
    const code = entry?.callingCode;
    if (region && region !== "001") return this.#setCountry(region, code);
    if (!code || code === this.#callingCode) return;
    const follow = (catalogue) => {
      const main = catalogue.search(`+${code}`, 1)[0];
      return main && this.#setCountry(main, code);
    };
    if (this.#picker.catalogue) return follow(this.#picker.catalogue);
    const text = state.text;
    this.#loadCatalogue().then((catalogue) => this.#number.value === text && follow(catalogue) && this.#check(true));
  }

  /// A number typed with "+" is laid out alike in every region: the field (whose memory a new region
  /// empties) takes the country when an edit may take the "+" away (#edit).
  #setCountry(region, callingCode) {
    if (region === this.#country) return false;
    this.#country = region;
    this.#callingCode = callingCode ?? formkit.callingCode(region);
    if (this.#text[0] !== "+") this.#field.region = region;
    this.#picker.show();
    this.#showPlaceholder();
    return true;
  }

  /// The picker chose a region (or the page set one): the number is laid out for it. A number the
  /// person typed with another calling code gets the picked region's code; the page's setting leaves
  /// the number as typed (and its country then stays the number's).
  #choose(region, byPerson) {
    this.#picker.close(false);
    const text = this.#number.value;
    const typedCode = byPerson && /^\s*\+/.test(text) ? this.#field.entry(text).callingCode : null;
    const changed = this.#setCountry(region);
    if (!changed) this.#picker.show();
    if (byPerson) this.#number.focus();
    if (changed && text) {
      this.#replaceAll(typedCode ? withCode(text, typedCode, this.#callingCode) : text, byPerson);
    } else {
      this.#check(byPerson);
    }
    if (changed && byPerson) this.#emit("change");
  }

  #loadCatalogue() {
    return catalogueFor(this.#lang()).then((catalogue) => {
      if (!this.#picker.catalogue) {
        this.#picker.catalogue = catalogue;
        if (this.shadowRoot.activeElement !== this.#picker.input) this.#picker.show();
      }
      return catalogue;
    });
  }


  /// A keystroke's check is read at the end of its task (the next, a click on submit, sees it made);
  /// the module makes it in the key's call, but for later keys of a task (a script's, an input
  /// method's), which share one. What reads the validity or value in the task (Enter) checks first.
  #checkSoon() {
    if (this.#due) return;
    this.#due = true;
    settled.then(this.#checkDue);
  }

  #due = false;
  #checkDue = () => this.#checked(true);

  /// The internals once the element has started and any check due is made.
  #checked(byPerson = true) {
    this.#startNow();
    if (this.#due) this.#check(byPerson);
    return this.#internals;
  }

  /// Works out validity and the form value, shows or clears the error, and announces a change between
  /// valid and not valid (`byPerson`). The internals are told only what changed.
  #check(byPerson = false) {
    this.#due = false;
    const text = this.#number.value;
    const wasValid = this.#valid;
    let parsed = null;
    let reason = "";
    if (!text.trim()) {
      reason = this.hasAttribute("required") ? "REQUIRED" : "";
    } else if (!formkit) {
      reason = engineFailed ? "" : "LOADING";
    } else {
      // The E.164, the type or the reason: the keystroke's check if of this text and country (or "+").
      try {
        parsed = this.#keyAnswer && this.#keyText === text && (this.#keyCountry === this.#country || text[0] === "+")
          ? this.#keyAnswer : formkit.checkPhone(text, this.#country, { types: this.#types });
        reason = parsed.problem;
      } catch {
        reason = "TOO_LONG";  // longer than the engine reads
      }
    }
    this.#parsed = parsed;
    this.#valid = Boolean(parsed) && !reason;
    const words = this.#words();
    if (reason !== this.#toldReason) {
      this.#toldReason = reason;
      this.#message = reason ? words[reason].replace("{types}", this.#types.join(", ")) : "";
      this.#internals.setValidity(reason === "REQUIRED" ? { valueMissing: true } : reason ? { customError: true } : {}, this.#message, this.#number);
    }
    const value = this.#valid ? parsed.value : text;
    const state = `${this.#country}\n${text}`;
    if (value !== this.#toldValue || state !== this.#toldState) {
      this.#toldValue = value;
      this.#toldState = state;
      this.#internals.setFormValue(value, state);
    }
    const shown = this.#showError && reason ? this.#message : "";
    if (this.#shown !== shown) {  // the error, and aria-invalid with it
      this.#shown = shown;
      this.#error.textContent = shown;
      if (shown) {
        this.#number.setAttribute("aria-invalid", "true");
        this.#number.setAttribute("aria-describedby", this.#error.id);
      } else {
        this.#number.removeAttribute("aria-invalid");
        this.#number.removeAttribute("aria-describedby");
      }
    }
    if (!text) this.#showPlaceholder();
    if (byPerson && this.#valid !== wasValid) this.#status.textContent = this.#valid ? words.valid : words.invalid;
  }

  /// What the internals were last told (a reason of null: tell again), and the error shown.
  #toldReason = null;
  #message = "";
  #toldValue;
  #toldState;
  #shown = "";

  #emit(type) {
    this.dispatchEvent(new Event(type, bubbling));
  }
}

if (!customElements.get("formkit-phone")) customElements.define("formkit-phone", FormKitPhone);
