#!/usr/bin/env node
// Two commands of the native `formkit` CLI, run on the WebAssembly module under node, with the same
// contract byte for byte, standard input to standard output, streaming:
//
//   node formkit-cli.mjs phone type --tsv [--region REGION] < keystrokes.tsv
//   node formkit-cli.mjs phone info --tsv [--region REGION] < numbers.tsv
//   node formkit-cli.mjs time (parse|ago) …    (formkit-time-cli.mjs)
import { loadFormKit } from "./formkit.mjs";

const usage = "usage: formkit-cli.mjs phone (type|info) --tsv [--region REGION]";

function fail(message, code) {
  process.stderr.write(`Error: ${message}\n${usage}\n`);
  process.exit(code);
}

function parseArguments(args) {
  if (args[0] !== "phone" || (args[1] !== "type" && args[1] !== "info")) fail("unknown command.", 64);
  const options = { command: args[1], tsv: false, region: null };
  for (let index = 2; index < args.length; index++) {
    const argument = args[index];
    if (argument === "--tsv") options.tsv = true;
    else if (argument === "--region" && index + 1 < args.length) options.region = args[++index];
    else if (argument.startsWith("--region=")) options.region = argument.slice("--region=".length);
    else fail(`unknown option or argument '${argument}'.`, 64);
  }
  if (!options.tsv) fail("only --tsv is available here.", 64);
  return options;
}

/// Writes `bytes`, waiting while standard output is full so memory stays bounded.
function write(bytes) {
  if (process.stdout.write(bytes)) return Promise.resolve();
  return new Promise((resolve) => process.stdout.once("drain", resolve));
}

async function main() {
  if (process.argv[2] === "time") {
    const { runTime } = await import("./formkit-time-cli.mjs");
    return runTime(process.argv.slice(3));
  }
  const options = parseArguments(process.argv.slice(2));
  const formkit = await loadFormKit(new URL("./formkit-cli.wasm", import.meta.url));
  let defaultRegion = options.region ?? "ZZ";
  if (options.command === "info") {
    defaultRegion = defaultRegion.toUpperCase();
    if (defaultRegion !== "ZZ" && formkit.callingCode(defaultRegion) === null) {
      fail(`--region: unknown region '${defaultRegion}'; use a region code such as US or GB, or ZZ for none.`, 64);
    }
  }
  const rows = formkit.commandRows(options.command, defaultRegion);
  if (rows.header) await write(rows.header);
  for await (const chunk of process.stdin) await write(rows.write(chunk));
  await write(rows.end());
}

main().catch((error) => {
  process.stderr.write(`formkit-cli.mjs: ${error.stack}\n`);
  process.exit(1);
});
