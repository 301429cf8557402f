/* SpecSheet — theme, navigation, tabs, copy buttons. No framework; never innerHTML. */
(function () {
  "use strict";
  var doc = document;
  var root = doc.documentElement;
  var KEY = "specsheet-theme";
  var each = function (list, fn) { Array.prototype.forEach.call(list, fn); };

  var live = doc.getElementById("live-region");
  var announceTimer = 0;
  function announce(message) {
    if (!live) return;
    live.textContent = "";
    clearTimeout(announceTimer);
    announceTimer = setTimeout(function () { live.textContent = message; }, 60);
  }
  window.SpecSheetAnnounce = announce;

  /* ——— Theme: the explicit choice wins over the OS, for the page and its pictures ——— */

  function storedTheme() {
    try {
      var value = localStorage.getItem(KEY);
      return value === "light" || value === "dark" ? value : null;
    } catch (e) { return null; }
  }
  function storeTheme(value) {
    try { localStorage.setItem(KEY, value); } catch (e) { /* storage unavailable: keep it for this page */ }
  }
  var toggle = doc.getElementById("theme-toggle");
  function applyTheme(theme) {
    root.dataset.theme = theme;
    each(doc.querySelectorAll("source[data-dark-source]"), function (source) {
      source.media = theme === "dark" ? "all" : "not all";
    });
    if (toggle) {
      toggle.setAttribute("aria-pressed", theme === "dark" ? "true" : "false");
      toggle.title = theme === "dark" ? "Switch to the light theme" : "Switch to the dark theme";
    }
  }
  applyTheme(root.dataset.theme === "dark" ? "dark" : "light");
  if (toggle) {
    toggle.addEventListener("click", function () {
      var next = root.dataset.theme === "dark" ? "light" : "dark";
      storeTheme(next);
      applyTheme(next);
    });
  }
  var scheme = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  if (scheme && scheme.addEventListener) {
    scheme.addEventListener("change", function (event) {
      if (!storedTheme()) applyTheme(event.matches ? "dark" : "light");
    });
  }

  /* ——— Sidebar on narrow screens ——— */

  var navToggle = doc.getElementById("nav-toggle");
  var sidebar = doc.getElementById("sidebar");
  if (navToggle && sidebar) {
    navToggle.addEventListener("click", function () {
      var open = navToggle.getAttribute("aria-expanded") !== "true";
      navToggle.setAttribute("aria-expanded", open ? "true" : "false");
      sidebar.classList.toggle("open", open);
      if (open) {
        var first = sidebar.querySelector("a");
        if (first) first.focus();
      }
    });
    doc.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && sidebar.classList.contains("open")) {
        sidebar.classList.remove("open");
        navToggle.setAttribute("aria-expanded", "false");
        navToggle.focus();
      }
    });
  }

  /* ——— Tabs (without script every panel shows) ——— */

  each(doc.querySelectorAll("[data-tabs]"), function (box) {
    var list = box.querySelector("[role=tablist]");
    if (!list) return;
    var tabs = Array.prototype.slice.call(list.querySelectorAll("[role=tab]"));
    if (!tabs.length) return;
    function panelOf(tab) {
      var id = tab.getAttribute("aria-controls");
      return id ? doc.getElementById(id) : null;
    }
    function select(tab, focus) {
      tabs.forEach(function (other) {
        var on = other === tab;
        other.setAttribute("aria-selected", on ? "true" : "false");
        other.tabIndex = on ? 0 : -1;
        var panel = panelOf(other);
        if (panel) panel.hidden = !on;
      });
      if (focus) tab.focus();
    }
    var current = tabs.filter(function (tab) { return tab.getAttribute("aria-selected") === "true"; })[0] || tabs[0];
    var hash = location.hash.slice(1);
    tabs.forEach(function (tab) { if (hash && tab.getAttribute("aria-controls") === hash) current = tab; });
    list.hidden = false;
    box.classList.add("tabs-ready");
    select(current, false);
    list.addEventListener("click", function (event) {
      var tab = event.target.closest("[role=tab]");
      if (tab) select(tab, false);
    });
    list.addEventListener("keydown", function (event) {
      var index = tabs.indexOf(doc.activeElement);
      if (index < 0) return;
      var next = null;
      if (event.key === "ArrowRight" || event.key === "ArrowDown") next = (index + 1) % tabs.length;
      else if (event.key === "ArrowLeft" || event.key === "ArrowUp") next = (index - 1 + tabs.length) % tabs.length;
      else if (event.key === "Home") next = 0;
      else if (event.key === "End") next = tabs.length - 1;
      if (next === null) return;
      event.preventDefault();
      select(tabs[next], true);
    });
  });

  /* ——— Markdown tables and code blocks ——— */

  var labels = {};
  each(doc.querySelectorAll(".prose > table"), function (table) {
    var section = table.closest("section");
    var heading = section ? section.querySelector("h2") : null;
    var label = "Table" + (heading ? " in " + heading.textContent.trim() : "");
    labels[label] = (labels[label] || 0) + 1;
    if (labels[label] > 1) label += " (" + labels[label] + ")";
    var wrap = doc.createElement("div");
    wrap.className = "table-scroll";
    wrap.tabIndex = 0;
    wrap.setAttribute("role", "region");
    wrap.setAttribute("aria-label", label);
    table.parentNode.insertBefore(wrap, table);
    wrap.appendChild(table);
    table.classList.add("data-table");
    each(table.querySelectorAll("thead th"), function (th) {
      if (!th.hasAttribute("scope")) th.setAttribute("scope", "col");
    });
  });

  each(doc.querySelectorAll("pre > code"), function (code) {
    var pre = code.parentNode;
    if (!pre || !pre.parentNode || pre.parentNode.classList.contains("code-block")) return;
    var wrap = doc.createElement("div");
    wrap.className = "code-block";
    pre.parentNode.insertBefore(wrap, pre);
    wrap.appendChild(pre);
    pre.tabIndex = 0;
    var button = doc.createElement("button");
    button.type = "button";
    button.className = "copy-code";
    button.textContent = "Copy";
    button.setAttribute("aria-label", "Copy code");
    wrap.appendChild(button);
  });

  /* Colour swatches beside resolved colour values (decorative) */

  each(doc.querySelectorAll(".value-cell code"), function (code) {
    var colours = code.textContent.match(/#[0-9a-f]{6}(?:[0-9a-f]{2})?\b/gi);
    if (!colours) return;
    colours.forEach(function (hex) {
      var swatch = doc.createElement("span");
      swatch.className = "swatch";
      swatch.setAttribute("aria-hidden", "true");
      swatch.style.background = hex;
      code.parentNode.insertBefore(swatch, code);
    });
  });

  /* ——— Copy: the clipboard API where allowed, a hidden textarea otherwise (file://) ——— */

  function fallbackCopy(text) {
    var active = doc.activeElement;
    var area = doc.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.setAttribute("aria-hidden", "true");
    area.style.position = "fixed";
    area.style.top = "0";
    area.style.left = "-9999px";
    area.style.opacity = "0";
    doc.body.appendChild(area);
    area.select();
    var ok = false;
    try { ok = doc.execCommand("copy"); } catch (e) { ok = false; }
    doc.body.removeChild(area);
    if (active && active.focus) active.focus();
    return ok;
  }
  function copyText(text, done) {
    if (navigator.clipboard && navigator.clipboard.writeText && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(function () { done(true); }, function () { done(fallbackCopy(text)); });
    } else {
      done(fallbackCopy(text));
    }
  }
  doc.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("button.copy, button.copy-code") : null;
    if (!button) return;
    var text;
    if (button.classList.contains("copy-code")) {
      var code = button.parentNode ? button.parentNode.querySelector("pre code") : null;
      text = code ? code.textContent : "";
    } else {
      text = button.getAttribute("data-copy") || "";
    }
    if (!text) return;
    copyText(text, function (ok) {
      announce(ok ? "Copied" : "Copy failed: select the text and copy it");
      if (!ok) return;
      button.classList.add("copied");
      if (button.classList.contains("copy-code")) button.textContent = "Copied";
      setTimeout(function () {
        button.classList.remove("copied");
        if (button.classList.contains("copy-code")) button.textContent = "Copy";
      }, 1600);
    });
  });
})();
