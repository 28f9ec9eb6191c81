// Changes saved by anyone, on any instance, as they commit: GET /api/events (Server-Sent Events).
// EventSource reconnects by itself and sends Last-Event-ID; the server answers a gap it cannot fill with
// `refresh`, and the page reloads what it shows.
// The stream is closed when the page is left (`pagehide`): a page kept in the back-forward cache would
// otherwise hold its connection, and after six of them the browser queues every request to the server.
// A page shown again from that cache opens a new stream and runs `refresh`, as it may have missed changes.
"use strict";

const FormKitLive = {
  // handlers: { contact(data), "contact-deleted"(data), slot(data), refresh() }, by event name.
  listen(handlers) {
    if (!window.EventSource) return null;
    let source = null;
    function connect() {
      source = new EventSource("/api/events");
      for (const [name, handle] of Object.entries(handlers)) {
        source.addEventListener(name, (event) => {
          let data = null;
          try { data = JSON.parse(event.data); } catch (_) { return; }
          handle(data);
        });
      }
    }
    connect();
    window.addEventListener("pagehide", () => { if (source) { source.close(); source = null; } });
    window.addEventListener("pageshow", (event) => {
      if (!event.persisted || source) return;
      connect();
      if (handlers.refresh) handlers.refresh({});
    });
    return { close() { if (source) source.close(); } };
  },
};
