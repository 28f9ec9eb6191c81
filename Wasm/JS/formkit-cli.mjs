#!/usr/bin/env node
// Two commands of the native `formkit` CLI, run on the WebAssembly module under node, with the same
// contract byte for byte, standard input to standard output, streaming:
//
//   node formkit-cli.mjs phone type --tsv [--region REGION] < keystrokes.tsv
//   node formkit-cli.mjs phone info --tsv [--region REGION] < numbers.tsv
//   node formkit-cli.mjs time (parse|ago) …    (formkit-time-cli.mjs)
import { loadFormKit } from "./formkit.mjs";

const usage = "usage: formkit-cli.mjs phone (type|info) --tsv [--region REGION]";
const blockSize = 1 << 16;

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
  let defaultRegion = "ZZ";
  let rows;
  if (options.command === "info") {
    defaultRegion = (options.region ?? "ZZ").toUpperCase();
    if (defaultRegion !== "ZZ" && formkit.callingCode(defaultRegion) === null) {
      fail(`--region: unknown region '${defaultRegion}'; use a region code such as US or GB, or ZZ for none.`, 64);
    }
    await write(formkit.infoHeader());
    rows = (lines) => formkit.infoRows(lines, defaultRegion);
  } else {
    defaultRegion = options.region ?? "ZZ";
    rows = (lines) => formkit.typeRows(lines, defaultRegion);
  }

  // Whole lines go to the module in blocks; the unfinished last line waits for the next chunk.
  let pending = [];
  for await (const chunk of process.stdin) {
    if (chunk.indexOf(10) < 0) {
      pending.push(chunk);
      continue;
    }
    const bytes = pending.length ? concat([...pending, chunk]) : chunk;
    const end = bytes.lastIndexOf(10) + 1;
    let start = 0;
    while (start < end) {
      let stop = Math.min(end, start + blockSize);
      if (stop < end) {
        const newline = bytes.lastIndexOf(10, stop - 1);
        stop = newline >= start ? newline + 1 : bytes.indexOf(10, stop) + 1;
      }
      await write(rows(bytes.subarray(start, stop)));
      start = stop;
    }
    pending = end < bytes.length ? [bytes.slice(end)] : [];
  }
  if (pending.length) await write(rows(concat(pending)));
}

function concat(parts) {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

main().catch((error) => {
  process.stderr.write(`formkit-cli.mjs: ${error.stack}\n`);
  process.exit(1);
});
