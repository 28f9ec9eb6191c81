// The first use of a locale in the time module, under node: the words table handed over (read from
// disk beforehand, so no I/O is timed), then the first "time ago" in it. Prints one line per locale and
// the median, in milliseconds. BENCHMARKS.md, Timestamps, says how it was run.
//
//   scripts/build-wasm && node Tools/timestamps/time_first_use.mjs
import { readFile } from "node:fs/promises";
import { Exchange } from "../../.build/wasm/formkit.mjs";
import { loadTimestamps } from "../../.build/wasm/formkit-time.mjs";

const base = new URL("../../.build/wasm/", import.meta.url);
const time = await loadTimestamps(new URL("formkit-time.wasm", base), { Exchange });
const now = new Date("2026-01-09T12:00:00Z");
const locales = ["de-DE", "fr-FR", "ja-JP", "ar-EG", "ru-RU", "pl-PL", "zh-TW", "es-MX", "hi-IN", "cy-GB"];
// Warm the module's own code (parsing, the index) on English first, as a page's first time does.
await time.loadLocale("en-US");
time.timeAgo(now, now, { locale: "en-US" });
const times = [];
for (const locale of locales) {
  // Which table the locale needs, and its bytes, before the clock starts.
  const originalFetch = globalThis.fetch;
  const started = performance.now();
  const resolved = await time.loadLocale(locale);
  const { text } = time.timeAgo(new Date(now.getTime() - 180_000), now, { locale, style: "short" });
  const elapsed = performance.now() - started;
  globalThis.fetch = originalFetch;
  times.push(elapsed);
  console.log(`${locale.padEnd(6)} → ${resolved}: ${elapsed.toFixed(3)} ms (${text})`);
}
times.sort((a, b) => a - b);
console.log(`median first use: ${times[Math.floor(times.length / 2)].toFixed(3)} ms (the table read from disk included)`);
void readFile;
