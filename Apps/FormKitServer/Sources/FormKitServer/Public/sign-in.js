// The sign-in page: sends the name and password to POST /api/session, then goes to the page asked for.
// A refusal is shown under the fields, which keep what was typed.
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  const form = document.getElementById("sign-in");
  const error = document.getElementById("sign-in-error");
  if (!form || !error) return;
  const button = form.querySelector("button[type=submit]");
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const name = form.elements.name.value.trim();
    const password = form.elements.password.value;
    if (!name || !password) {
      error.textContent = "Enter your name and password.";
      (name ? form.elements.password : form.elements.name).focus();
      return;
    }
    button.disabled = true;
    error.textContent = "";
    // bcrypt takes a while on a busy server: a longer wait than the other calls.
    const result = await FormKitAPI.post("/api/session", { name, password }, { timeoutMs: 30000 });
    button.disabled = false;
    if (result.ok) {
      const next = form.dataset.next || "/";
      window.location.assign(next.startsWith("/") && !next.startsWith("//") ? next : "/");
      return;
    }
    error.textContent = FormKitAPI.message(result);
    form.elements.password.focus();
  });
});
