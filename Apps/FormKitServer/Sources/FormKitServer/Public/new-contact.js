// The add-contact form: country suggestions, the "Did you mean…" chooser (seed 003's AlertTableView),
// the live phone field, and server-side validation shown next to each field.
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  const form = document.getElementById("new-contact");
  const country = document.getElementById("country");
  const countryList = document.getElementById("country-list");
  const phone = document.getElementById("phone");
  const chooser = document.getElementById("chooser");
  const options = document.getElementById("chooser-options");
  const saved = document.getElementById("saved");

  const phoneField = makePhoneField(phone, { region: () => country.dataset.code || "" });

  function showError(field, message) {
    const slot = form.querySelector(`[data-error-for="${field}"]`);
    if (slot) slot.textContent = message || "";
  }
  function clearErrors() { form.querySelectorAll(".error").forEach((slot) => { slot.textContent = ""; }); }

  function choose(chosen) {
    country.value = chosen.name;
    country.dataset.code = chosen.code;
    showError("country", "");
    phoneField.reformat();
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

  let suggestionRequest = 0;
  country.addEventListener("input", async () => {
    delete country.dataset.code;
    const text = country.value.trim();
    const mine = ++suggestionRequest;
    if (!text) { countryList.replaceChildren(); return; }
    const result = await FormKitAPI.get(`/api/suggestions/countries?text=${encodeURIComponent(text)}`);
    if (mine !== suggestionRequest || !result.ok) return;
    if (result.data.exact) { country.dataset.code = result.data.exact.code; phoneField.reformat(); }
    countryList.replaceChildren(...result.data.completions.map((candidate) => {
      const option = document.createElement("option");
      option.value = candidate.name;
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
    if (country.dataset.code) return true;
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
  country.addEventListener("change", () => { if (!country.dataset.code) resolveCountry(); });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    clearErrors();
    saved.textContent = "";
    if (!(await resolveCountry())) return;
    const body = {
      name: form.elements.name.value,
      country: country.dataset.code,
      city: form.elements.city.value,
      phone: phone.value,
    };
    const result = await FormKitAPI.post("/api/contacts", body);
    if (result.ok) {
      saved.textContent = `Saved ${result.data.name} (${result.data.phoneDisplay}).`;
      form.reset();
      delete country.dataset.code;
      return;
    }
    showError((result.data && result.data.field) || "name", FormKitAPI.message(result));
  });
});
