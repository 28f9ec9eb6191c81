// formkit.mjs's PhoneField closes its side of the module once it is garbage, nobody having closed it:
// the handle its last region opened (a region set opens another). Fields past the module's capacity
// of 4,096 open fields are made only after the garbage ones are collected. Run by `node --test` after
// scripts/build-wasm.
import { test } from "node:test";
import assert from "node:assert/strict";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { loadFormKit } from "../../.build/wasm/formkit.mjs";

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc");
const formkit = await loadFormKit(new URL("../../.build/wasm/formkit.wasm", import.meta.url));

test("unclosed fields whose region changed are closed in the module once they are garbage", async () => {
  const batches = 6, perBatch = 2000;
  for (let batch = 0; batch < batches; batch++) {
    for (let index = 0; index < perBatch; index++) {
      const field = formkit.phoneField("US");
      field.region = "GB";
      field.region = "DE";
    }
    // Finalizers run after a collection, in a later task.
    for (let pass = 0; pass < 3; pass++) {
      collectGarbage();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const field = formkit.phoneField("US");
  field.region = "GB";
  assert.equal(field.edit({ text: "", selectionStart: 0, selectionEnd: 0 }, { start: 0, end: 0, replacement: "7" }).state.text, "7");
  field.close();
});
