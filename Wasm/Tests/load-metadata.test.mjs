// formkit.mjs's loadMetadata on formkit-cli.wasm: a bundle (BundleFormat.md) replaces the plans, a bad
// one is refused with the native reader's reason and the plans in use stay; the page's formkit.wasm
// has no loader. Run by `node --test` after scripts/build-wasm; stage 27-metadata-load runs real
// bundles through formkit-cli.mjs.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadFormKit } from "../../.build/wasm/formkit.mjs";

const wasm = new URL("../../.build/wasm/formkit-cli.wasm", import.meta.url);
const zurich = "+41 44 668 18 00";

/// zlib's CRC-32, as the bundle's header holds it.
function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/// A valid bundle of no plans at all: every section empty but the two graphs (the dead state alone)
/// and the record offsets (no record in any of the five record sections).
function emptyBundle() {
  const deadGraph = [1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0x09];
  const sections = [["RGNS", []], ["NGEO", []], ["CODE", []], ["ALTF", []], ["GPAT", []], ["OPAT", []],
    ["AUTM", deadGraph], ["SREC", []], ["SPAT", []], ["SAUT", deadGraph], ["ROFF", [0, 0, 0, 0, 0]]];
  const length = 32 + 12 * sections.length + sections.reduce((sum, [, body]) => sum + body.length, 0);
  const bytes = new Uint8Array(length);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode("FKPN"), 0);
  view.setUint16(4, 2, true);
  view.setUint16(6, sections.length, true);
  view.setUint32(8, length, true);
  bytes.set(new TextEncoder().encode("test"), 16);
  let offset = 32 + 12 * sections.length;
  sections.forEach(([tag, body], index) => {
    bytes.set(new TextEncoder().encode(tag), 32 + 12 * index);
    view.setUint32(32 + 12 * index + 4, offset, true);
    view.setUint32(32 + 12 * index + 8, body.length, true);
    bytes.set(body, offset);
    offset += body.length;
  });
  view.setUint32(12, crc32(bytes.subarray(16)), true);
  return bytes;
}

test("a bad bundle is refused with the reader's reason, and the plans in use stay", async () => {
  const formkit = await loadFormKit(wasm);
  const damaged = emptyBundle();
  damaged[40] ^= 1;
  const cases = [
    [new Uint8Array(0), /^truncated: 0 bytes, expected 32$/],
    [new TextEncoder().encode("X".repeat(64)), /bad magic/],
    [damaged, /^checksum mismatch: header says 0x[0-9a-f]{8}, contents give 0x[0-9a-f]{8}$/],
    [new Uint8Array(9000).fill(7), /bad magic/],  // more than one piece through the exchange block
  ];
  for (const [bytes, reason] of cases) {
    assert.throws(() => formkit.loadMetadata(bytes), (error) => error instanceof Error && reason.test(error.message));
    assert.equal(formkit.parsePhone(zurich).e164, "+41446681800");
  }
  assert.throws(() => formkit.loadMetadata("bytes"), TypeError);
});

test("the page's module has no loader, and says where it is", async () => {
  const page = await loadFormKit(new URL("../../.build/wasm/formkit.wasm", import.meta.url));
  assert.throws(() => page.loadMetadata(emptyBundle()), /formkit-cli\.wasm/);
  assert.equal(page.parsePhone(zurich).region, "CH");
});

test("a valid bundle replaces the plans: with none, every calling code is unknown", async () => {
  const formkit = await loadFormKit(wasm);
  assert.equal(formkit.parsePhone(zurich).region, "CH");
  formkit.loadMetadata(emptyBundle().buffer);
  assert.equal(formkit.parsePhone(zurich).error, "INVALID_COUNTRY_CODE");
  assert.equal(formkit.callingCode("CH"), null);
});
