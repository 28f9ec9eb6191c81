// FormKit app: calls to the JSON API with a time limit, and the page's notice line.
"use strict";

const FormKitAPI = {
  // Resolves to { ok, status, data, timedOut } and never rejects.
  async call(method, path, body, { timeoutMs = 8000 } = {}) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      const text = await response.text();
      let data = null;
      try { data = text ? JSON.parse(text) : null; } catch (_) { data = null; }
      return { ok: response.ok, status: response.status, data, timedOut: false };
    } catch (error) {
      return { ok: false, status: 0, data: null, timedOut: error.name === "AbortError" };
    } finally {
      clearTimeout(timer);
    }
  },
  get(path, options) { return this.call("GET", path, undefined, options); },
  post(path, body, options) { return this.call("POST", path, body, options); },
  patch(path, body, options) { return this.call("PATCH", path, body, options); },
  message(result) {
    if (result.data && result.data.error) return result.data.error;
    if (result.timedOut) return "The server did not answer in time.";
    return "The server could not be reached.";
  },
};

const FormKitNotice = {
  show(text) {
    const notice = document.getElementById("notice");
    if (!notice) return;
    notice.textContent = text;
    notice.hidden = false;
  },
  hide() {
    const notice = document.getElementById("notice");
    if (notice) notice.hidden = true;
  },
};

// A skip link moves focus to its target (a table hands it on to its current cell), not only the view.
document.addEventListener("click", (event) => {
  const link = event.target.closest && event.target.closest("a.skip-link");
  if (!link) return;
  const target = document.getElementById(link.hash.slice(1));
  if (!target) return;
  event.preventDefault();
  if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
  target.focus();
});
