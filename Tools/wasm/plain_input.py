"""The plain input both element benchmarks (bench_element.py, bench_element_ab.py) type beside
<formkit-phone>: the least a formatted field does for a key, as the app's phone-field.js did: the same
engine call, the answer's text and caret shown, an input event. A JavaScript fragment for a page's
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
