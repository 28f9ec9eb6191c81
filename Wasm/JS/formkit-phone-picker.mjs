// <formkit-phone>'s country picker: an editable WAI-ARIA combobox (role=combobox, aria-expanded,
// aria-controls, aria-activedescendant) over the country catalogue, its listbox of options
// (role=option, data-region) with the flag, the name in the page's language and the calling code.
// Typing searches with the catalogue's ranking; the arrows move; Enter chooses; Escape closes and
// shows the country again; a click opens the whole list.

/// An element made from its tag, attributes and children: no HTML from strings.
export function make(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

let drawsFlags = null;
/// Whether the platform draws flag emoji (Windows does not): a flag drawn on a canvas has colour.
function flagsDrawn() {
  if (drawsFlags === null) {
    const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    drawsFlags = false;
    if (context) {
      context.font = "16px sans-serif";
      context.fillText("\u{1F1E8}\u{1F1ED}", 0, 16);
      const pixels = context.getImageData(0, 0, 32, 20).data;
      for (let i = 0; i < pixels.length && !drawsFlags; i += 4) {
        drawsFlags = pixels[i + 3] > 0 && (Math.abs(pixels[i] - pixels[i + 1]) > 40 || Math.abs(pixels[i + 1] - pixels[i + 2]) > 40);
      }
    }
  }
  return drawsFlags;
}
/// A region's flag where the platform draws it, else its code (never two letters in boxes).
const flagText = (entry) => (flagsDrawn() ? entry.flag : entry.region);

export class CountryPicker {
  /// The combobox (part "country") and its listbox (part "list").
  input;
  list;
  /// The catalogue once loaded (`{ entries, search }`).
  catalogue = null;
  #options = new Map();
  #shown = [];
  #active = -1;
  #load;
  #choose;
  #current;

  /// `id` names the list; `load()` answers a promise of the catalogue; `choose(region)` is called when
  /// the person picks a region; `current()` is `{ region, callingCode }` of the country shown.
  constructor(id, { load, choose, current }) {
    this.#load = load;
    this.#choose = choose;
    this.#current = current;
    this.input = make("input", { part: "country", role: "combobox", "aria-autocomplete": "list", "aria-expanded": "false",
      "aria-controls": `${id}-list`, autocomplete: "off", spellcheck: "false", type: "text" });
    this.list = make("div", { part: "list", role: "listbox", id: `${id}-list`, hidden: "" });
    const input = this.input;
    input.addEventListener("focus", () => input.select());
    input.addEventListener("click", () => this.list.hidden && this.#search(""));
    input.addEventListener("input", () => this.#search(input.value));
    input.addEventListener("keydown", (event) => this.#key(event));
    input.addEventListener("blur", () => this.close(true));
    input.addEventListener("change", (event) => event.stopPropagation());
    this.list.addEventListener("mousedown", (event) => event.preventDefault());  // the combobox keeps focus
    this.list.addEventListener("click", (event) => {
      const option = event.target.closest?.("[role=option]");
      if (option) this.#choose(option.dataset.region);
    });
  }

  /// Names the combobox and its list for assistive technology.
  name(country, countries) {
    this.input.setAttribute("aria-label", country);
    this.list.setAttribute("aria-label", countries);
  }

  /// What the closed picker shows: the country's flag (or code) and calling code.
  get display() {
    const { region, callingCode } = this.#current();
    const entry = this.catalogue?.entries.find((item) => item.region === region);
    return `${entry ? flagText(entry) : region} ${callingCode ? `+${callingCode}` : ""}`.trim();
  }

  /// Shows the current country.
  show() {
    const { region } = this.#current();
    this.input.value = this.display;
    this.input.title = this.catalogue?.entries.find((item) => item.region === region)?.name ?? region;
  }

  /// Closes the list; `restore`: the country is shown again (Escape, leaving the picker).
  close(restore) {
    this.list.hidden = true;
    this.input.setAttribute("aria-expanded", "false");
    this.input.removeAttribute("aria-activedescendant");
    this.#active = -1;
    if (restore) this.show();
  }

  #search(query) {
    this.#load()?.then((catalogue) => {
      const text = query.trim().slice(0, 64);  // no name is longer; the catalogue refuses long texts
      const regions = text ? catalogue.search(text, 30) : catalogue.entries.map((entry) => entry.region);
      this.#open(regions, text ? 0 : Math.max(0, regions.indexOf(this.#current().region)));
    });
  }

  #option(region) {
    let option = this.#options.get(region);
    if (!option) {
      const entry = this.catalogue.entries.find((item) => item.region === region);
      option = make("div", { role: "option", id: `${this.list.id}-${region}`, "data-region": region, part: "option", "aria-selected": "false" },
        make("span", { part: "flag", "aria-hidden": "true" }, flagText(entry)), make("span", {}, entry.name),
        make("span", { part: "calling-code" }, `+${entry.callingCode}`));
      this.#options.set(region, option);
    }
    return option;
  }

  #open(regions, active) {
    this.#shown = regions.filter((region) => this.catalogue.entries.some((entry) => entry.region === region));
    this.list.replaceChildren(...this.#shown.map((region) => this.#option(region)));
    this.list.hidden = this.#shown.length === 0;
    this.input.setAttribute("aria-expanded", String(this.#shown.length > 0));
    this.#activate(this.#shown.length ? active : -1);
  }

  #activate(index) {
    this.list.children[this.#active]?.setAttribute("aria-selected", "false");
    this.#active = index;
    const option = this.list.children[index];
    if (!option) return this.input.removeAttribute("aria-activedescendant");
    option.setAttribute("aria-selected", "true");
    this.input.setAttribute("aria-activedescendant", option.id);
    option.scrollIntoView?.({ block: "nearest" });
  }

  #key(event) {
    const open = !this.list.hidden;
    const count = this.#shown.length;
    switch (event.key) {
      case "ArrowDown": case "ArrowUp":
        event.preventDefault();
        if (!open) return this.#search(event.altKey || this.input.value === this.display ? "" : this.input.value);
        return this.#activate((this.#active + (event.key === "ArrowDown" ? 1 : count - 1)) % count);
      case "Enter":
        if (open && this.#active >= 0) {
          event.preventDefault();
          this.#choose(this.#shown[this.#active]);
        }
        return;
      case "Escape":
        if (open || this.input.value !== this.display) {
          event.preventDefault();
          this.close(true);
          this.input.select();
        }
        return;
    }
  }
}
