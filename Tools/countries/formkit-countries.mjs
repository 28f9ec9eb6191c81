// `formkit phone countries` for the page's module under node, with the arguments the checks give the
// native CLI (Tools/countries/check_catalogue.py): the names are node's Intl.DisplayNames, the search
// formkit.wasm's. Only the forms the checks use:
//
//   node Tools/countries/formkit-countries.mjs phone countries --locale L --tsv
//   node Tools/countries/formkit-countries.mjs phone countries --search --tsv < LOCALE<TAB>QUERY lines
import { readFileSync } from "node:fs";
import { loadFormKit } from "../../.build/wasm/formkit.mjs";

const formkit = await loadFormKit(new URL("../../.build/wasm/formkit.wasm", import.meta.url));
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const clean = (text) => text.replace(/[\t\r\n]/g, " ");
if (args[0] !== "phone" || args[1] !== "countries" || !args.includes("--tsv")) {
  console.error("usage: formkit-countries.mjs phone countries [--locale L] --tsv | --search --tsv");
  process.exit(2);
}
const lines = [];
if (args.includes("--search")) {
  lines.push("locale\tquery\tregions");
  let failures = 0;
  const input = readFileSync(0, "utf8").split("\n");
  if (input[input.length - 1] === "") input.pop();
  for (const line of input) {
    const tab = line.indexOf("\t");
    const locale = tab < 0 ? (option("--locale") ?? "en") : line.slice(0, tab);
    const query = line.slice(tab + 1).replace(/\r$/, "");
    let regions = "";
    try {
      regions = formkit.countryCatalogue(locale).search(query).join("|");
    } catch (error) {
      failures += 1;
      console.error(`formkit-countries: ${error.message}`);
    }
    lines.push(`${clean(locale)}\t${clean(query)}\t${regions}`);
  }
  process.stdout.write(lines.join("\n") + "\n");
  process.exitCode = failures ? 1 : 0;
} else {
  const catalogue = formkit.countryCatalogue(option("--locale") ?? "en");
  lines.push("region\tcalling_code\tname\tflag");
  for (const { region, callingCode, name, flag } of catalogue.entries) lines.push(`${region}\t${callingCode}\t${clean(name)}\t${flag}`);
  process.stdout.write(lines.join("\n") + "\n");
}
