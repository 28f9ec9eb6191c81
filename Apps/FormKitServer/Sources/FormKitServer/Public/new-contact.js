// The add-contact form: country suggestions (by name, code or calling code, with flags), the "Did you
// mean…" chooser (seed 003's AlertTableView), the phone as FormKit's <formkit-phone> element, and
// server-side validation: every refused field at once, each message tied to its field (aria-invalid,
// aria-describedby), and a summary that takes focus and links to each field.
//
// The phone's country and the contact's country are separate facts: the phone's country follows the
// contact's only while the phone is empty, and a number typed with +44 changes the phone's country (in
// the element), never where the contact lives. The form sends the element's value (the E.164 of a valid
// number, else the text as typed); the server's check decides. Without FormKit's build the phone is a
// plain input, sent as typed.
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  const form = document.getElementById("new-contact");
  const country = document.getElementById("country");
  const countryList = document.getElementById("country-list");
  const phone = document.getElementById("phone");
  const chooser = document.getElementById("chooser");
  const options = document.getElementById("chooser-options");
  const saved = document.getElementById("saved");

  const phoneElement = phone.localName === "formkit-phone";

  const summary = document.getElementById("error-summary");
  const summaryList = document.getElementById("error-summary-list");
  const labels = { name: "Name", country: "Country", city: "City", phone: "Phone" };

  function showError(field, message) {
    const slot = form.querySelector(`[data-error-for="${field}"]`);
    const input = form.elements[field];
    // A number the element itself finds wrong: its reason (what to fix), which it also ties to its number.
    if (field === "phone" && phoneElement && message && !phone.checkValidity()) message = phone.validationMessage;
    if (slot) slot.textContent = message || "";
    if (!input) return;
    if (message) {
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", slot.id);
    } else {
      input.removeAttribute("aria-invalid");
      input.removeAttribute("aria-describedby");
    }
  }
  function clearErrors() {
    for (const field of Object.keys(labels)) showError(field, "");
    summary.hidden = true;
    summaryList.replaceChildren();
  }
  // The summary above the form: one link a refused field, focused so that it is read out.
  function showSummary(errors) {
    summaryList.replaceChildren(...errors.map(({ field, message }) => {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = `#${field}`;
      link.textContent = `${labels[field] || field}: ${message}`;
      link.addEventListener("click", (event) => { event.preventDefault(); form.elements[field].focus(); });
      item.appendChild(link);
      return item;
    }));
    summary.hidden = false;
    summary.focus();
  }

  function choose(chosen) {
    country.value = chosen.name;
    country.dataset.code = chosen.code;
    country.dataset.callingCode = chosen.callingCode;
    showError("country", "");
    followCountry(chosen.code);
  }

  // The phone is read in the contact's country until the person has typed a number: then the number's
  // country is the phone's own (the picker, or +44 typed), which the contact's country no longer moves.
  function followCountry(code) {
    if (phoneElement && !phone.value) phone.setAttribute("region", code);
  }

  // 🇦🇼 for AW: the two regional indicator letters of the code.
  function flag(code) {
    return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
  }

  // The modal list: resolves to the picked country, or null for Cancel (the seed's index -1).
  function openChooser(candidates) {
    return new Promise((resolve) => {
      options.replaceChildren(...candidates.map((candidate) => {
        const item = document.createElement("li");
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = candidate.name;
        button.addEventListener("click", () => close(candidate));
        item.appendChild(button);
        return item;
      }));
      const cancel = document.getElementById("chooser-cancel");
      function onKey(event) { if (event.key === "Escape") close(null); }
      function close(value) {
        chooser.hidden = true;
        cancel.onclick = null;
        document.removeEventListener("keydown", onKey);
        resolve(value);
      }
      cancel.onclick = () => close(null);
      document.addEventListener("keydown", onKey);
      chooser.hidden = false;
      const first = options.querySelector("button");
      (first || cancel).focus();
    });
  }

  // What people type: a name (Aruba), a code in any case (aw) or a calling code (+297).
  let suggestionRequest = 0;
  let exact = null;
  country.addEventListener("input", async () => {
    delete country.dataset.code;
    delete country.dataset.callingCode;
    exact = null;
    const text = country.value.trim();
    const mine = ++suggestionRequest;
    if (!text) { countryList.replaceChildren(); return; }
    const result = await FormKitAPI.get(`/api/suggestions/countries?text=${encodeURIComponent(text)}`);
    if (mine !== suggestionRequest || !result.ok) return;
    exact = result.data.exact;
    if (exact) {
      country.dataset.code = exact.code;
      country.dataset.callingCode = exact.callingCode;
      followCountry(exact.code);
    }
    const shown = exact ? [exact, ...result.data.completions.filter((c) => c.code !== exact.code)] : result.data.completions;
    countryList.replaceChildren(...shown.map((candidate) => {
      const option = document.createElement("option");
      option.value = candidate.name;
      option.label = `${flag(candidate.code)} ${candidate.name} +${candidate.callingCode}`;
      return option;
    }));
  });

  // Makes sure the country names one; asks "Did you mean…" otherwise. Resolves to true when it does.
  let resolving = null;
  function resolveCountry() {
    if (!resolving) resolving = resolveCountryOnce().finally(() => { resolving = null; });
    return resolving;
  }
  async function resolveCountryOnce() {
    const text = country.value.trim();
    if (!text) { showError("country", "Choose a country."); return false; }
    if (country.dataset.code) {
      if (exact && exact.code === country.dataset.code && country.value !== exact.name) choose(exact);
      return true;
    }
    const result = await FormKitAPI.get(`/api/suggestions/countries?text=${encodeURIComponent(text)}`);
    if (!result.ok) { showError("country", FormKitAPI.message(result)); return false; }
    if (result.data.exact) { choose(result.data.exact); return true; }
    if (result.data.didYouMean.length === 0) { showError("country", "No country is called that."); return false; }
    const picked = await openChooser(result.data.didYouMean);
    if (picked) { choose(picked); return true; }
    showError("country", "Choose a country.");
    country.focus();
    return false;
  }
  country.addEventListener("change", () => { resolveCountry(); });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    clearErrors();
    saved.textContent = "";
    // A country that names none is sent as typed: the server's answer gives it with every other refusal.
    await resolveCountry();
    const body = {
      name: form.elements.name.value,
      country: country.dataset.code || country.value,
      city: form.elements.city.value,
      phone: phone.value,
    };
    const result = await FormKitAPI.post("/api/contacts", body);
    if (result.ok) {
      saved.textContent = `Saved ${result.data.name} (${result.data.phoneDisplay}).`;
      form.reset();
      delete country.dataset.code;
      delete country.dataset.callingCode;
      return;
    }
    const errors = (result.data && result.data.errors)
      || [{ field: (result.data && result.data.field) || "name", message: FormKitAPI.message(result) }];
    for (const { field, message } of errors) showError(field, message);
    showSummary(errors);
  });
});
