#!/usr/bin/env node
// Two commands of the native `formkit` CLI, run on the WebAssembly module under node, with the same
// contract byte for byte, standard input to standard output, streaming:
//
//   node formkit-cli.mjs phone type --tsv [--region REGION] < keystrokes.tsv
//   node formkit-cli.mjs phone info --tsv [--region REGION] < numbers.tsv
//   node formkit-cli.mjs phone paste --tsv [--region REGION] < pastes.tsv
//   node formkit-cli.mjs phone type --tsv --strict [--types TYPES] [--region REGION] < keystrokes.tsv
//   … --metadata FILE: the numbering plans of a bundle file (scripts/build-metadata-bundle) instead of
//   the built-in ones; a file that cannot be read or is not a valid bundle exits 2 with one line
//   naming the file and the fault, as the native CLI does
//   node formkit-cli.mjs time (parse|ago) …    (formkit-time-cli.mjs)
import { readFile } from "node:fs/promises";
import { loadFormKit, phoneTypeNames } from "./formkit.mjs";

const usage = "usage: formkit-cli.mjs phone (type [--strict [--types TYPES]]|info|paste) --tsv [--region REGION] [--metadata FILE]";

function fail(message, code) {
  process.stderr.write(`Error: ${message}\n${usage}\n`);
  process.exit(code);
}

function parseArguments(args) {
  if (args[0] !== "phone" || !["type", "info", "paste"].includes(args[1])) fail("unknown command.", 64);
  const options = { command: args[1], tsv: false, region: null, strict: false, types: null, metadata: null };
  for (let index = 2; index < args.length; index++) {
    const argument = args[index];
    if (argument === "--tsv") options.tsv = true;
    else if (argument === "--strict" && options.command === "type") options.strict = true;
    else if (argument === "--types" && options.command === "type" && index + 1 < args.length) options.types = args[++index];
    else if (argument.startsWith("--types=") && options.command === "type") options.types = argument.slice("--types=".length);
    else if (argument === "--region" && index + 1 < args.length) options.region = args[++index];
    else if (argument.startsWith("--region=")) options.region = argument.slice("--region=".length);
    else if (argument === "--metadata" && index + 1 < args.length) options.metadata = args[++index];
    else if (argument.startsWith("--metadata=")) options.metadata = argument.slice("--metadata=".length);
    else fail(`unknown option or argument '${argument}'.`, 64);
  }
  if (!options.tsv) fail("only --tsv is available here.", 64);
  if (options.types !== null && !options.strict) fail("--types needs --strict.", 64);
  return options;
}

/// Loads the bundle at `path` before any number is read; a file that cannot be read or is refused
/// exits 2 with the native CLI's one line.
async function loadMetadata(formkit, path) {
  let bytes;
  try {
    bytes = await readFile(path);
  } catch {
    refuse(`${path}: cannot be read`);
  }
  try {
    formkit.loadMetadata(bytes);
  } catch (error) {
    refuse(`${path}: ${error.message}`);
  }
}

function refuse(message) {
  process.stderr.write(`formkit: error: ${message}\n`);
  process.exit(2);
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
  if (options.metadata !== null) await loadMetadata(formkit, options.metadata);
  let defaultRegion = options.region ?? "ZZ";
  if (options.command === "paste") defaultRegion = defaultRegion ? defaultRegion.toUpperCase() : "ZZ";
  const types = (options.types ?? "").split(",").map((name) => name.trim()).filter((name) => name);
  if (types.some((name) => !phoneTypeNames.includes(name))) {
    fail(`--types: unknown type; use any of ${phoneTypeNames.join(",")}.`, 64);
  }
  if (options.command === "info") {
    defaultRegion = defaultRegion.toUpperCase();
    if (defaultRegion !== "ZZ" && formkit.callingCode(defaultRegion) === null) {
      fail(`--region: unknown region '${defaultRegion}'; use a region code such as US or GB, or ZZ for none.`, 64);
    }
  }
  const command = options.strict ? "strict-type" : options.command;
  const rows = formkit.commandRows(command, defaultRegion, { types });
  if (rows.header) await write(rows.header);
  for await (const chunk of process.stdin) await write(rows.write(chunk));
  await write(rows.end());
}

main().catch((error) => {
  process.stderr.write(`formkit-cli.mjs: ${error.stack}\n`);
  process.exit(1);
});
