// The WebAssembly build's first-use costs under node: compiling and instantiating formkit.wasm, then
// the first call for a region (its plan decoded, its patterns' automata read or compiled) against a
// second call, for the regions of the app's typical first numbers, then every region once.
//
//   node Tools/wasm/first_use.mjs .build/wasm/formkit.mjs
import { readFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import path from "node:path";

const modulePath = path.resolve(process.argv[2] ?? ".build/wasm/formkit.mjs");
const { loadFormKit } = await import(pathToFileURL(modulePath).href);
const wasm = await readFile(path.join(path.dirname(modulePath), "formkit.wasm"));

let started = performance.now();
const formkit = await loadFormKit(wasm);
const load = performance.now() - started;
console.log(`load and instantiate: ${load.toFixed(2)} ms`);

const firsts = [["US", "6502530000"], ["DE", "030123456"], ["GB", "02079460000"], ["IN", "9876543210"], ["BR", "11961234567"]];
for (const [region, digits] of firsts) {
  started = performance.now();
  const text = formkit.layoutPhone(digits, region);
  const first = performance.now() - started;
  started = performance.now();
  formkit.layoutPhone(digits, region);
  const second = performance.now() - started;
  console.log(`first layout ${region} ${JSON.stringify(text)}: ${first.toFixed(2)} ms (again: ${second.toFixed(3)} ms)`);
}

const regions = "AC AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TA TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW".split(" ");
started = performance.now();
let slowest = ["", 0];
for (const region of regions) {
  const one = performance.now();
  const example = formkit.exampleNumber(region);
  if (example) formkit.parsePhone(example, region);
  const took = performance.now() - one;
  if (took > slowest[1]) slowest = [region, took];
}
console.log(`every other region's example parsed once: ${(performance.now() - started).toFixed(1)} ms` +
  ` (slowest ${slowest[0]}: ${slowest[1].toFixed(2)} ms)`);
