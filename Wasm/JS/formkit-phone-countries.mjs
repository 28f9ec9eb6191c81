// The country catalogue <formkit-phone> uses while formkit.mjs has no `countryCatalogue` (issue 29's):
// the same shape, `{ entries: [{region, callingCode, flag, name}], defaultRegion, search(query, limit) }`,
// from what formkit.mjs already answers. Every region with a numbering plan (its calling code from the
// module), its flag, its name from the browser's Intl.DisplayNames; the search finds an ISO code, a
// calling code (the code's main country first), and a name or its prefix with diacritics folded, but
// no typo and no former name. formkit-phone.mjs loads this file only when the catalogue is missing.

/// The main country of each calling code that several regions share (libphonenumber's
/// mainCountryForCode), which a typed `+44` selects.
const mainRegions = { 1: "US", 7: "RU", 44: "GB", 47: "NO", 61: "AU", 212: "MA", 262: "RE", 290: "SH", 358: "FI",
  590: "GP", 599: "CW" };

const fold = (text) => text.normalize("NFD").replace(/\p{M}/gu, "").replace(/[’‘]/g, "'").toLowerCase().trim();

/// The flag of a region: its two regional indicator symbols.
export const flagOf = (region) => String.fromCodePoint(...[...region].map((letter) => 0x1f1a5 + letter.charCodeAt(0)));

/// The catalogue for `locale` (a BCP 47 tag), from `formkit`'s calling codes.
export function interimCatalogue(formkit, locale) {
  let names;
  try {
    names = new Intl.DisplayNames([locale], { type: "region" });
  } catch {
    names = new Intl.DisplayNames(["en"], { type: "region" });
  }
  const entries = [];
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const region = String.fromCharCode(first, second);
      const callingCode = formkit.callingCode(region);
      if (callingCode) entries.push({ region, callingCode, flag: flagOf(region), name: names.of(region) ?? region });
    }
  }
  entries.sort((a, b) => a.name.localeCompare(b.name, locale));
  const folded = entries.map((entry) => fold(entry.name));
  let defaultRegion = "US";
  try {
    const tag = new Intl.Locale(locale);
    defaultRegion = tag.region ?? tag.maximize().region ?? defaultRegion;
  } catch { /* an unknown locale: the default stays */ }
  return {
    entries,
    defaultRegion,
    search(query, limit = 10) {
      const text = fold(String(query));
      if (!text) return [];
      const code = /^\+?\d{1,3}$/.test(text) ? Number(text.replace("+", "")) : 0;
      const ranked = [];
      entries.forEach((entry, index) => {
        const name = folded[index];
        const rank = code ? (entry.callingCode === code ? (mainRegions[code] === entry.region ? 0 : 1) : -1)
          : entry.region.toLowerCase() === text || name === text ? 0
          : name.startsWith(text) ? 1
          : name.includes(" " + text) ? 2 : -1;
        if (rank >= 0) ranked.push([rank, index, entry.region]);
      });
      ranked.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      return ranked.slice(0, limit).map((hit) => hit[2]);
    },
  };
}
