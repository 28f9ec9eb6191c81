// A phone field that formats itself as you type (seeds 000 and 001).
// Every edit (typing, Backspace or Delete, a selection replaced, cut, paste) is the field's state (text +
// selection) and the change. FormKit's WebAssembly module applies it in the page when it has loaded
// (formkit-local.js), through one PhoneField kept for the input, so a keystroke types about one digit;
// for a number typed with "+", `onEntry` hears what the typing knows (calling code, region). Otherwise the
// edit goes to the as-you-type API and the answer's text and caret are applied: the edit is shown at
// once, so a slow or silent server never blocks typing, and after a short time limit the field keeps
// the raw text and a notice says formatting is unavailable.
"use strict";

/// What the field does in the page for one edit once the module has loaded: the edit through the
/// module's PhoneField (its region set first, nothing done when unchanged) and, for a number typed
/// with "+", what the typing knows (`entry`, answered with the edit when the text starts with "+").
/// Returns `{state, entry}` or `{error}`. Tools/wasm/bench_page.py times exactly this per keystroke.
function editPhoneLocally(field, region, state, change) {
  let result;
  try {
    field.region = region;
    result = field.edit(state, change, { entry: true });
  } catch (error) {
    return { error: error.message };  // over 256 characters, say: kept as typed, as the server would
  }
  // The module answers the entry of a text that starts with "+"; one that starts with spaces and "+"
  // is asked here. A text that starts with any other printable ASCII character has none.
  if (result.state && !result.entry) {
    const text = result.state.text;
    const first = text.charCodeAt(0);
    if ((first === 0x2b || !(first > 0x20 && first < 0x7f)) && text.trimStart().startsWith("+")) {
      result.entry = field.entry(text);
    }
  }
  return result;
}

function makePhoneField(input, { region, timeoutMs = 1200, onEntry = () => {} }) {
  let sequence = 0;
  let localField = null;  // the module's PhoneField for this input, opened at the first local edit
  input.dataset.state = "idle";

  function previousOffset(text, offset) {
    const unit = text.charCodeAt(offset - 1);
    return offset >= 2 && unit >= 0xdc00 && unit <= 0xdfff ? offset - 2 : offset - 1;
  }
  function nextOffset(text, offset) {
    const unit = text.charCodeAt(offset);
    return unit >= 0xd800 && unit <= 0xdbff ? offset + 2 : offset + 1;
  }

  // The change an editing event asks for, as a UTF-16 range and its replacement; null when none.
  function changeFor(event) {
    const text = input.value;
    const start = input.selectionStart;
    const end = input.selectionEnd;
    switch (event.inputType) {
      case "insertText":
      case "insertReplacementText":
        return { start, end, replacement: event.data || (event.dataTransfer && event.dataTransfer.getData("text/plain")) || "" };
      case "insertFromPaste":
      case "insertFromDrop":
        return { start, end, replacement: (event.dataTransfer && event.dataTransfer.getData("text/plain")) || event.data || "" };
      case "deleteContentBackward":
        if (start !== end) return { start, end, replacement: "", backward: true };
        return start === 0 ? null : { start: previousOffset(text, start), end: start, replacement: "", backward: true };
      case "deleteContentForward":
        if (start !== end) return { start, end, replacement: "", backward: false };
        return end >= text.length ? null : { start, end: nextOffset(text, start), replacement: "", backward: false };
      case "deleteByCut":
        return { start, end, replacement: "", backward: true };
      default:
        return undefined; // let the browser do it, then re-format on "input"
    }
  }

  function show(state) {
    input.value = state.text;
    if (document.activeElement === input) input.setSelectionRange(state.selectionStart, state.selectionEnd);
    input.dataset.state = "idle";
    if (input.dataset.notice) { FormKitNotice.hide(); delete input.dataset.notice; }
  }

  async function apply(change) {
    const before = { text: input.value, selectionStart: input.selectionStart, selectionEnd: input.selectionEnd };
    const raw = before.text.slice(0, change.start) + change.replacement + before.text.slice(change.end);
    const caret = change.start + change.replacement.length;
    const local = FormKitLocal.formkit;
    if (local) {
      // In the page: the same Swift code as the server's endpoint, with no request.
      sequence++;
      if (!localField) localField = local.phoneField();
      const result = editPhoneLocally(localField, region(), before, change);
      if (result.state) {
        show(result.state);
        if (result.entry) onEntry(result.entry, result.state.text);
      } else {
        input.value = raw;
        input.setSelectionRange(caret, caret);
        input.dataset.state = "raw";
      }
      return;
    }
    input.value = raw;
    input.setSelectionRange(caret, caret);
    const mine = ++sequence;
    input.dataset.state = "pending";
    const result = await FormKitAPI.post("/api/phone/as-you-type",
      { region: region(), state: before, change }, { timeoutMs });
    if (mine !== sequence) return; // a newer edit is on its way
    if (result.ok) {
      show(result.data.state);
    } else {
      input.dataset.state = "raw";
      if (result.status === 0) {
        input.dataset.notice = "1";
        FormKitNotice.show("Phone formatting is not answering; your number is kept as you typed it.");
      }
    }
  }

  input.addEventListener("beforeinput", (event) => {
    const change = changeFor(event);
    if (change === undefined) return;
    event.preventDefault();
    if (change) apply(change);
  });
  input.addEventListener("paste", (event) => {
    event.preventDefault();
    const text = event.clipboardData ? event.clipboardData.getData("text/plain") : "";
    apply({ start: input.selectionStart, end: input.selectionEnd, replacement: text });
  });
  input.addEventListener("input", () => {
    // Edits the browser made itself (word deletion, undo): re-format what is there.
    const caret = input.selectionEnd;
    apply({ start: caret, end: caret, replacement: "" });
  });

  // Re-format the whole field, for example when the country changes.
  return { reformat() { const end = input.value.length; input.setSelectionRange(end, end); apply({ start: end, end, replacement: "" }); } };
}
