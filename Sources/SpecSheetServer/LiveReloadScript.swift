/// The browser side of live reload, served at ``path`` and referenced from every HTML page.
enum LiveReloadScript {
    /// Where the script is served.
    static let path = "/__specsheet/live-reload.js"
    /// Where the event stream is served.
    static let eventsPath = "/__specsheet/events"

    /// The tag injected into HTML responses.
    static let tag = #"<script src="/__specsheet/live-reload.js" defer></script>"#

    /// Listens to the event stream: reloads on `reload`; on `build-error` shows a fixed overlay with
    /// the message (as text, never markup). Reloads after reconnecting to a restarted server.
    static let source = #"""
        // SpecSheet preview: live reload.
        (() => {
          "use strict";
          const overlayID = "__specsheet-build-error";
          const events = new EventSource("/__specsheet/events");
          let lostConnection = false;

          events.addEventListener("reload", () => {
            document.getElementById(overlayID)?.remove();
            location.reload();
          });

          events.addEventListener("build-error", (event) => {
            let overlay = document.getElementById(overlayID);
            if (!overlay) {
              overlay = document.createElement("div");
              overlay.id = overlayID;
              overlay.setAttribute("role", "alert");
              Object.assign(overlay.style, {
                position: "fixed", left: "0", right: "0", bottom: "0", zIndex: "2147483647",
                maxHeight: "50vh", overflow: "auto", margin: "0", padding: "12px 16px",
                background: "#7f1d1d", color: "#fff", font: "13px/1.4 ui-monospace, monospace",
                whiteSpace: "pre-wrap", boxShadow: "0 -2px 8px rgba(0, 0, 0, 0.3)",
              });
              document.body.appendChild(overlay);
            }
            overlay.textContent = "SpecSheet build failed: " + event.data;
          });

          events.addEventListener("error", () => { lostConnection = true; });
          events.addEventListener("open", () => {
            if (lostConnection) location.reload();
          });
        })();

        """#
}
