"""What the benchmarks type beside <formkit-phone>.

PLAIN_INPUT, for bench_element.py and bench_element_ab.py, is the plain input: the least a formatted
field does for a key, as the app's phone-field.js did: the same engine call, the answer's text and
caret shown, an input event. A JavaScript fragment for a page's
script: it declares `plain`, `plainHost` and `plainField`, the engine's field it calls, which the
script sets once the engine has loaded."""

PLAIN_INPUT = """
    const plain = document.createElement("input");
    const plainHost = document.body.appendChild(document.createElement("div"));
    plainHost.append(plain);
    let plainField = null;
    plain.addEventListener("beforeinput", (event) => {
      event.preventDefault();
      const start = plain.selectionStart, end = plain.selectionEnd;
      const result = plainField.edit({ text: plain.value, selectionStart: start, selectionEnd: end },
        { start, end, replacement: event.data }, { entry: true });
      if (result.state) {
        plain.value = result.state.text;
        plain.setSelectionRange(result.state.selectionStart, result.state.selectionEnd);
      }
      plainHost.dispatchEvent(new Event("input", { bubbles: true }));
    });
"""

# The engine alone (bench_element.py, bench_engine_ab.py): a block's sequences typed key by key into a bare
# PhoneField, each from an empty text in its region, with the entry the element asks for on every key.
# A JavaScript function for a page's script: `typeOnEngine(field, block)`, the last texts typed.
TYPE_ON_ENGINE = """
    const typeOnEngine = (field, block) => block.map(([keystrokes, region]) => {
      field.region = region;
      let state = { text: "", selectionStart: 0, selectionEnd: 0 };
      for (const key of keystrokes) {
        const caret = state.selectionEnd;
        state = field.edit(state, { start: caret, end: caret, replacement: key }, { entry: true }).state || state;
      }
      return state.text;
    });
"""
