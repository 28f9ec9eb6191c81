// The demo's readout: each form's value, validity and FormData, shown as the element reports them.
// Violations of the page's Content Security Policy are kept in window.cspViolations for the tests.
import "./formkit-phone.mjs";

window.cspViolations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
});

function show(form) {
  const phone = form.querySelector("formkit-phone");
  const entries = [...new FormData(form)].map(([name, value]) => `${name}=${value}`).join("&");
  const shown = { value: phone.value, valid: String(phone.valid), message: phone.validationMessage || "valid", form: entries };
  for (const cell of form.querySelectorAll("[data-show]")) cell.textContent = shown[cell.dataset.show];
}

for (const form of document.forms) {
  form.addEventListener("input", () => show(form));
  form.addEventListener("change", () => show(form));
  form.addEventListener("reset", () => setTimeout(() => show(form)));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    show(form);
  });
  form.querySelector("formkit-phone").ready.then(() => show(form));
}
