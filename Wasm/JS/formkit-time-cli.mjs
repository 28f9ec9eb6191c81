// `formkit time parse` and `formkit time ago` on the time module (formkit-time-cli.wasm) under node,
// with the native command's output byte for byte: formkit-cli.mjs hands `time …` over to runTime.
//
//   node formkit-cli.mjs time parse [--zone ZONE] [TIMESTAMP…]         (standard input lines when none)
//   node formkit-cli.mjs time ago --now T [--locale L] [--style S] [--named] [--zone Z]
//        [--cutoff-minutes M] [--skew-seconds S] [--include-seconds] [--tsv] [TIMESTAMP…]
import { Exchange } from "./formkit.mjs";
import { loadTimestamps } from "./formkit-time.mjs";

const usage = "usage: formkit-cli.mjs time (parse|ago) [options] [timestamp ...]";

/// Options that take a value, and flags, of each command.
const commands = {
  parse: { values: ["zone", "jobs"], flags: [] },
  ago: { values: ["now", "locale", "style", "zone", "cutoff-minutes", "skew-seconds"], flags: ["named", "include-seconds", "tsv"] },
};

function fail(message) {
  process.stderr.write(`Error: ${message}\n${usage}\n`);
  process.exit(64);
}

function parseArguments(args) {
  const spec = commands[args[0]];
  if (!spec) fail("unknown command.");
  const options = {}, inputs = [];
  for (let index = 1; index < args.length; index++) {
    const argument = args[index];
    if (!argument.startsWith("--")) {
      inputs.push(argument);
      continue;
    }
    const [name, inline] = argument.slice(2).split(/=(.*)/s);
    if (spec.flags.includes(name) && inline === undefined) options[name] = true;
    else if (spec.values.includes(name) && inline !== undefined) options[name] = inline;
    else if (spec.values.includes(name) && index + 1 < args.length) options[name] = args[++index];
    else fail(`unknown option or missing value '${argument}'.`);
  }
  return { command: args[0], options, inputs };
}

/// The inputs: the arguments, or else standard input's lines (without "\n" or "\r\n").
async function* lines(inputs) {
  if (inputs.length) {
    yield* inputs;
    return;
  }
  const decoder = new TextDecoder();
  let pending = "";
  for await (const chunk of process.stdin) {
    pending += decoder.decode(chunk, { stream: true });
    const parts = pending.split("\n");
    pending = parts.pop();
    for (const part of parts) yield part.endsWith("\r") ? part.slice(0, -1) : part;
  }
  pending += decoder.decode();
  if (pending) yield pending.endsWith("\r") ? pending.slice(0, -1) : pending;
}

/// Buffered standard output, waiting while it is full so memory stays bounded.
class Output {
  #parts = [];
  #size = 0;

  async line(text) {
    this.#parts.push(text, "\n");
    this.#size += text.length + 1;
    if (this.#size >= 1 << 16) await this.flush();
  }

  flush() {
    const text = this.#parts.join("");
    this.#parts = [];
    this.#size = 0;
    if (!text || process.stdout.write(text)) return Promise.resolve();
    return new Promise((resolve) => process.stdout.once("drain", resolve));
  }
}

function zoneOption(time, zone) {
  if (zone === undefined) return undefined;
  try {
    time.parseTimestamp("2000-01-01", { zone });  // throws a RangeError for a zone it does not know
  } catch {
    fail(`The value '${zone}' is invalid for '--zone <zone>'.`);
  }
  return zone;
}

function numberOption(value, name, fallback, isValid) {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (value.trim() === "" || !Number.isFinite(number) || !isValid(number)) fail(`--${name} must be 0 or more.`);
  return number;
}

export async function runTime(args) {
  const { command, options, inputs } = parseArguments(args);
  const time = await loadTimestamps(new URL("./formkit-time-cli.wasm", import.meta.url), { Exchange });
  const zone = zoneOption(time, options.zone);
  const output = new Output();
  let failed = false;
  if (command === "parse") {
    for await (const line of lines(inputs)) {
      const answer = time.parseTimestamp(line, { zone });
      await output.line(answer.error === undefined ? answer.utc : `error: ${answer.error}`);
      failed ||= answer.error !== undefined;
    }
  } else {
    const style = options.style ?? "long";
    if (!["long", "short", "narrow"].includes(style)) {
      fail(`The value '${style}' is invalid for '--style <style>'. Please provide one of 'long', 'short' or 'narrow'.`);
    }
    const cutoffMinutes = numberOption(options["cutoff-minutes"], "cutoff-minutes", 11520, (n) => Number.isInteger(n) && n >= 0);
    const skewSeconds = numberOption(options["skew-seconds"], "skew-seconds", 30, (n) => n >= 0);
    if (options.now === undefined && !options.tsv) fail("Missing expected argument '--now <timestamp>'");
    if (options.now !== undefined && time.parseTimestamp(options.now).error !== undefined) {
      fail(`--now: ${time.parseTimestamp(options.now).error}`);
    }
    const row = time.timeAgoRows({
      now: options.now ?? null, locale: options.locale ?? null, style, named: options.named === true,
      cutoffMinutes, skewSeconds, includeSeconds: options["include-seconds"] === true, zone,
    });
    const warned = new Set();
    if (options.tsv) await output.line("timestamp\tnow\tlocale\tstyle\tnamed\ttext\tnext_change");
    for await (const line of lines(inputs)) {
      const answer = row(line, options.tsv === true);
      if (answer.unknownLocale !== null && !warned.has(answer.unknownLocale)) {
        warned.add(answer.unknownLocale);
        process.stderr.write(`formkit: warning: no CLDR words for locale '${answer.unknownLocale}'; using English\n`);
      }
      await output.line(answer.line);
      failed ||= !answer.ok;
    }
  }
  await output.flush();
  process.exitCode = failed ? 1 : 0;
}
