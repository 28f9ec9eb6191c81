// Changes saved by anyone, on any instance, as they commit: GET /api/events (Server-Sent Events).
// EventSource reconnects by itself and sends Last-Event-ID; the server answers a gap it cannot fill with
// `refresh`, and the page reloads what it shows.
"use strict";

const FormKitLive = {
  // handlers: { contact(data), "contact-deleted"(data), slot(data), refresh() }, by event name.
  listen(handlers) {
    if (!window.EventSource) return null;
    const source = new EventSource("/api/events");
    for (const [name, handle] of Object.entries(handlers)) {
      source.addEventListener(name, (event) => {
        let data = null;
        try { data = JSON.parse(event.data); } catch (_) { return; }
        handle(data);
      });
    }
    return source;
  },
};
