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
      if (open) setContents(false, false);
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

  /* ——— Sticky header: its height, for anchors and the panels under it ——— */

  var header = doc.querySelector(".site-header");
  function measureHeader() {
    if (header) root.style.setProperty("--header-offset", header.offsetHeight + "px");
  }
  measureHeader();
  if (header && window.ResizeObserver) new ResizeObserver(measureHeader).observe(header);
  else window.addEventListener("resize", measureHeader);

  /* ——— Contents menu in the header: the page's sections, marking the one being read ——— */

  var contentsToggle = doc.getElementById("contents-toggle");
  var contents = doc.getElementById("page-contents");
  function setContents(open, focusFirst) {
    if (!contentsToggle || !contents) return;
    contentsToggle.setAttribute("aria-expanded", open ? "true" : "false");
    contents.hidden = !open;
    if (open && sidebar && sidebar.classList.contains("open")) {
      sidebar.classList.remove("open");
      if (navToggle) navToggle.setAttribute("aria-expanded", "false");
    }
    if (open && focusFirst) {
      var current = contents.querySelector("a[aria-current]") || contents.querySelector("a");
      if (current) current.focus();
    }
  }
  if (contentsToggle && contents) {
    contentsToggle.addEventListener("click", function () {
      setContents(contents.hidden, true);
    });
    contents.addEventListener("click", function (event) {
      if (event.target.closest("a")) setContents(false, false);
    });
    contents.addEventListener("keydown", function (event) {
      var links = Array.prototype.slice.call(contents.querySelectorAll("a"));
      var index = links.indexOf(doc.activeElement);
      if (event.key === "Escape") {
        event.preventDefault();
        setContents(false, false);
        contentsToggle.focus();
      } else if (index >= 0 && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
        event.preventDefault();
        var next = event.key === "ArrowDown" ? Math.min(index + 1, links.length - 1) : Math.max(index - 1, 0);
        links[next].focus();
      }
    });
    doc.addEventListener("click", function (event) {
      if (!contents.hidden && !contents.contains(event.target) && !contentsToggle.contains(event.target)) setContents(false, false);
    });
    var menuBox = contents.parentNode;
    menuBox.addEventListener("focusout", function (event) {
      if (event.relatedTarget && !menuBox.contains(event.relatedTarget)) setContents(false, false);
    });
    var sectionLinks = {};
    each(contents.querySelectorAll("a[href^='#']"), function (link) { sectionLinks[link.getAttribute("href").slice(1)] = link; });
    var sections = Object.keys(sectionLinks).map(function (id) { return doc.getElementById(id); }).filter(Boolean);
    function markCurrent() {
      var line = (header ? header.offsetHeight : 0) + 24;
      var current = sections[0];
      var shown = sections.filter(function (section) { return section.offsetParent !== null; });
      current = shown[0];
      shown.forEach(function (section) { if (section.getBoundingClientRect().top <= line) current = section; });
      Object.keys(sectionLinks).forEach(function (id) {
        if (current && id === current.id) sectionLinks[id].setAttribute("aria-current", "true");
        else sectionLinks[id].removeAttribute("aria-current");
      });
    }
    var pending = false;
    window.addEventListener("scroll", function () {
      if (pending) return;
      pending = true;
      requestAnimationFrame(function () { pending = false; markCurrent(); });
    }, { passive: true });
    markCurrent();
  }

  /* ——— Interactive anatomy: legend row ↔ marker ↔ part ——— */

  each(doc.querySelectorAll(".anatomy"), function (box) {
    var active = null;
    function members(number) { return box.querySelectorAll("[data-part='" + number + "']"); }
    function highlight(number) {
      if (active === number) return;
      if (active !== null) each(members(active), function (node) { node.classList.remove("is-active"); });
      active = number;
      if (number !== null) each(members(number), function (node) { node.classList.add("is-active"); });
    }
    function numberOf(event) {
      var node = event.target.closest ? event.target.closest("[data-part]") : null;
      return node && box.contains(node) ? node.getAttribute("data-part") : null;
    }
    box.addEventListener("mouseover", function (event) { var n = numberOf(event); if (n !== null) highlight(n); });
    box.addEventListener("mouseleave", function () { if (!box.contains(doc.activeElement)) highlight(null); });
    box.addEventListener("focusin", function (event) { highlight(numberOf(event)); });
    box.addEventListener("focusout", function (event) {
      if (!event.relatedTarget || !box.contains(event.relatedTarget)) highlight(null);
    });
    box.addEventListener("click", function (event) {
      var spot = event.target.closest ? event.target.closest(".hotspot") : null;
      if (!spot) return;
      var row = box.querySelector("tr[data-part='" + spot.getAttribute("data-part") + "']");
      if (row) {
        row.focus({ preventScroll: true });
        row.scrollIntoView({ block: "nearest" });
      }
    });
  });

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

  /* ——— The page's own tabs: a hash opens the tab holding its target (without script every panel shows) ——— */

  each(doc.querySelectorAll("[data-page-tabs]"), function (box) {
    var tabs = Array.prototype.slice.call(box.querySelectorAll(".page-tablist [role=tab]"));
    var panels = tabs.map(function (tab) { return doc.getElementById(tab.getAttribute("aria-controls")); });
    if (!tabs.length || panels.indexOf(null) >= 0) return;
    function show(index, focus) {
      tabs.forEach(function (tab, i) {
        var on = i === index;
        tab.setAttribute("aria-selected", on ? "true" : "false");
        tab.tabIndex = on ? 0 : -1;
        panels[i].hidden = !on;
      });
      if (focus) tabs[index].focus();
    }
    /* The tab of the element a fragment names: the panel itself, or the panel holding it. */
    function indexFor(id) {
      var target = id ? doc.getElementById(id) : null;
      if (!target) return -1;
      for (var i = 0; i < panels.length; i++) if (panels[i] === target || panels[i].contains(target)) return i;
      return -1;
    }
    function follow(scroll) {
      var id = decodeURIComponent(location.hash.slice(1));
      var index = indexFor(id);
      if (index < 0) return false;
      show(index, false);
      var target = doc.getElementById(id);
      for (var open = target; open && open !== box; open = open.parentNode) if (open.tagName === "DETAILS") open.open = true;
      if (scroll && target) {
        if (target === panels[index]) window.scrollTo(0, box.getBoundingClientRect().top + window.scrollY - (header ? header.offsetHeight : 0));
        else target.scrollIntoView();
      }
      return true;
    }
    box.classList.add("page-tabs-ready");
    /* On a phone, long reference blocks start folded (their titles stay), so each tab stays a few
       screens long: the parts of the properties after the first two, and the behaviour per variant. */
    if (window.matchMedia && window.matchMedia("(max-width: 40rem)").matches) {
      each(box.querySelectorAll(".props-list > details.part-group"), function (part, i) { if (i >= 2) part.open = false; });
      each(box.querySelectorAll("details.variant-facts"), function (facts) { facts.open = false; });
    }
    if (!follow(true)) show(0, false);
    window.addEventListener("hashchange", function () { follow(true); });
    box.querySelector(".page-tablist").addEventListener("click", function (event) {
      var tab = event.target.closest("[role=tab]");
      if (!tab) return;
      event.preventDefault();
      var index = tabs.indexOf(tab);
      show(index, false);
      if (history.replaceState) history.replaceState(null, "", "#" + panels[index].id);
      var top = box.getBoundingClientRect().top;
      if (top < 0) window.scrollTo(0, top + window.scrollY - (header ? header.offsetHeight : 0));
    });
    box.querySelector(".page-tablist").addEventListener("keydown", function (event) {
      var index = tabs.indexOf(doc.activeElement);
      if (index < 0) return;
      var next = null;
      if (event.key === "ArrowRight") next = (index + 1) % tabs.length;
      else if (event.key === "ArrowLeft") next = (index - 1 + tabs.length) % tabs.length;
      else if (event.key === "Home") next = 0;
      else if (event.key === "End") next = tabs.length - 1;
      if (next === null) return;
      event.preventDefault();
      show(next, true);
      if (history.replaceState) history.replaceState(null, "", "#" + panels[next].id);
    });
  });

  /* ——— Where a statement comes from: shown on hover, or on a tap ——— */

  var originIndex = {};
  var indexNode = doc.getElementById("origin-index");
  if (indexNode) { try { originIndex = JSON.parse(indexNode.textContent); } catch (e) { originIndex = {}; } }
  var tip = null;
  var tipOwner = null;
  // A page of several components (the comparison) keeps an index per component; an element
  // names its component with data-origin-of, and a model origin then says whose model it is.
  function indexFor(element) {
    var scope = element && element.closest ? element.closest("[data-origin-of]") : null;
    var components = originIndex.components || {};
    return scope && components[scope.getAttribute("data-origin-of")] || originIndex;
  }
  function describe(reference, index) {
    var passages = index.passages || {};
    var documents = index.sources || {};
    if (passages[reference]) return passages[reference];
    var hash = reference.indexOf("#");
    if (hash > 0 && documents[reference.slice(0, hash)]) {
      var documentEntry = documents[reference.slice(0, hash)];
      var passage = reference.slice(hash + 1);
      // A passage the index does not describe is cited by its document alone: its id is no reader's words.
      return { text: documentEntry.text, url: documentEntry.url };
    }
    if (reference.indexOf("model:") === 0) {
      var models = index.models || {};
      var segments = reference.slice(6).split(".");
      var named = models[segments.slice(0, 2).join(".")] || models[segments[0]];
      return { text: "SpecSheet’s model of " + (index.name || "this guideline") + (named ? ": " + named : "") };
    }
    if (reference.indexOf("page:") === 0) return { text: "How to read this page" };
    return { text: reference };
  }
  function hideOrigin() {
    if (tip) tip.hidden = true;
    tipOwner = null;
  }
  function showOrigin(element) {
    if (!tip) {
      tip = doc.createElement("div");
      tip.className = "origin-tip";
      tip.setAttribute("role", "note");
      doc.body.appendChild(tip);
    }
    while (tip.firstChild) tip.removeChild(tip.firstChild);
    var label = doc.createElement("p");
    label.className = "origin-tip-title";
    label.textContent = "Where this comes from";
    tip.appendChild(label);
    element.getAttribute("data-origin").split(" ").forEach(function (reference) {
      if (!reference) return;
      var entry = describe(reference, indexFor(element));
      var line = doc.createElement("p");
      if (entry.url) {
        var link = doc.createElement("a");
        link.href = entry.url;
        link.rel = "external";
        link.textContent = entry.text;
        line.appendChild(link);
      } else {
        line.textContent = entry.text;
      }
      tip.appendChild(line);
    });
    tip.hidden = false;
    var box = element.getBoundingClientRect();
    var width = Math.min(360, window.innerWidth - 16);
    tip.style.maxWidth = width + "px";
    var left = Math.max(8, Math.min(box.left, window.innerWidth - width - 8));
    tip.style.left = left + window.scrollX + "px";
    tip.style.top = box.bottom + window.scrollY + 6 + "px";
    tipOwner = element;
    element.classList.add("origin-shown");
  }
  function originOf(target) {
    var element = target && target.closest ? target.closest("main [data-origin]") : null;
    return element;
  }
  var hoverTimer = 0;
  doc.addEventListener("pointerover", function (event) {
    if (event.pointerType !== "mouse") return;
    var element = originOf(event.target);
    if (!element && tip && tip.contains(event.target)) return;
    clearTimeout(hoverTimer);
    if (!element) { hoverTimer = setTimeout(hideOrigin, 250); return; }
    if (element === tipOwner) return;
    hoverTimer = setTimeout(function () { showOrigin(element); }, 350);
  });
  doc.addEventListener("click", function (event) {
    if (tip && tip.contains(event.target)) return;
    if (event.target.closest && event.target.closest("a, button, summary, input, [role=tab]")) return;
    var element = originOf(event.target);
    if (!element) { hideOrigin(); return; }
    if (element === tipOwner) hideOrigin(); else showOrigin(element);
  });
  doc.addEventListener("keydown", function (event) { if (event.key === "Escape") hideOrigin(); });

  /* ——— Enlarge a picture: the full-resolution file in a dialog (a plain link without script) ——— */

  var lightbox = null;
  doc.addEventListener("click", function (event) {
    var link = event.target.closest ? event.target.closest("a.enlarge") : null;
    if (!link || !window.HTMLDialogElement) return;
    event.preventDefault();
    if (!lightbox) {
      lightbox = doc.createElement("dialog");
      lightbox.className = "lightbox";
      var close = doc.createElement("button");
      close.type = "button";
      close.className = "lightbox-close";
      close.textContent = "Close";
      close.addEventListener("click", function () { lightbox.close(); });
      var frame = doc.createElement("div");
      frame.className = "lightbox-frame";
      var image = doc.createElement("img");
      frame.appendChild(image);
      var caption = doc.createElement("p");
      caption.className = "lightbox-caption";
      lightbox.appendChild(close);
      lightbox.appendChild(frame);
      lightbox.appendChild(caption);
      lightbox.addEventListener("click", function (click) { if (click.target === lightbox) lightbox.close(); });
      doc.body.appendChild(lightbox);
    }
    var img = link.querySelector("img");
    var full = root.dataset.theme === "dark" && link.getAttribute("data-full-dark") ? link.getAttribute("data-full-dark") : link.getAttribute("href");
    var picture = lightbox.querySelector(".lightbox-frame img");
    picture.src = full;
    picture.alt = img ? img.alt : "";
    picture.width = img ? img.width * 2 : 0;
    lightbox.querySelector(".lightbox-caption").textContent = img ? img.alt : "";
    lightbox.showModal();
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

  /* ——— Tables that do not fit their column are read row by row, each cell with its column's name ——— */

  function labelCells(table) {
    var head = table.tHead && table.tHead.rows.length ? table.tHead.rows[table.tHead.rows.length - 1] : null;
    if (!head) return false;
    var names = [];
    each(head.cells, function (cell) {
      var name = (cell.getAttribute("data-label") || cell.textContent).replace(/\s+/g, " ").trim();
      for (var i = 0; i < (cell.colSpan || 1); i++) names.push(name);
    });
    var spanning = [];  /* rows still covered by a cell above, per column */
    each(table.tBodies, function (body) {
      spanning = [];
      each(body.rows, function (row) {
        var column = 0;
        each(row.cells, function (cell) {
          while (spanning[column] > 0) column++;
          if (!cell.hasAttribute("data-label") && names[column]) cell.setAttribute("data-label", names[column]);
          for (var i = 0; i < (cell.colSpan || 1); i++) spanning[column + i] = cell.rowSpan || 1;
          column += cell.colSpan || 1;
        });
        for (var c = 0; c < spanning.length; c++) if (spanning[c] > 0) spanning[c]--;
      });
    });
    return true;
  }
  var stackable = Array.prototype.filter.call(doc.querySelectorAll("table.data-table:not([data-scroll])"), function (table) {
    return table.parentNode && table.parentNode.classList.contains("table-scroll") && labelCells(table);
  });
  /* A table is read row by row when it runs past its column, or when it fits only by squeezing a
     sentence into a column a few words wide (a phrase broken mid-word, a cell many lines tall). */
  var rem = parseFloat(getComputedStyle(doc.documentElement).fontSize) || 16;
  function cramped(table) {
    return Array.prototype.some.call(table.querySelectorAll("tbody td"), function (cell) {
      return cell.textContent.trim().length > 40 && cell.getBoundingClientRect().width < 9 * rem;
    });
  }
  function fitTables() {
    stackable.forEach(function (table) { table.classList.remove("stacked"); });
    var wide = stackable.filter(function (table) {
      return table.parentNode.scrollWidth > table.parentNode.clientWidth + 1 || cramped(table);
    });
    wide.forEach(function (table) { table.classList.add("stacked"); });
  }
  if (stackable.length) {
    fitTables();
    var fitPending = 0;
    var refit = function () {
      cancelAnimationFrame(fitPending);
      fitPending = requestAnimationFrame(fitTables);
    };
    window.addEventListener("resize", refit);
    // A table shown only now (a folded section opened, another tab chosen) is measured now.
    doc.addEventListener("toggle", refit, true);
    doc.addEventListener("click", function (event) { if (event.target.closest && event.target.closest('[role="tab"]')) refit(); });
    doc.addEventListener("keydown", function (event) { if (event.target.closest && event.target.closest('[role="tab"]')) refit(); });
    window.addEventListener("hashchange", refit);
  }

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
