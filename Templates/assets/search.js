/* SpecSheet — offline search over window.SpecSheetSearchIndex. Results built with DOM nodes only. */
(function () {
  "use strict";
  var doc = document;
  var input = doc.getElementById("search-input");
  var list = doc.getElementById("search-results");
  if (!input || !list) return;
  var root = doc.documentElement.getAttribute("data-root") || "";
  var data = Array.isArray(window.SpecSheetSearchIndex) ? window.SpecSheetSearchIndex : [];
  var LIMIT = 8;
  var entries = data.map(function (entry, order) {
    var title = String(entry.title || "");
    var context = String(entry.context || "");
    var text = String(entry.text || "");
    return {
      title: title, context: context, text: text, url: String(entry.url || ""), order: order,
      lTitle: title.toLowerCase(), lContext: context.toLowerCase(), lText: text.toLowerCase()
    };
  });

  function announce(message) {
    if (typeof window.SpecSheetAnnounce === "function") window.SpecSheetAnnounce(message);
  }

  function search(query) {
    var terms = query.toLowerCase().split(/\s+/).filter(Boolean);
    if (!terms.length) return [];
    var found = [];
    entries.forEach(function (entry) {
      var score = 0;
      for (var i = 0; i < terms.length; i++) {
        var term = terms[i];
        var inTitle = entry.lTitle.indexOf(term);
        var inContext = entry.lContext.indexOf(term);
        var inText = entry.lText.indexOf(term);
        if (inTitle < 0 && inContext < 0 && inText < 0) return;
        if (inTitle === 0) score += 12;
        else if (inTitle > 0) score += 7;
        if (inContext >= 0) score += 3;
        if (inText >= 0) score += 1;
      }
      if (entry.lTitle === query.toLowerCase().trim()) score += 20;
      found.push({ entry: entry, score: score, terms: terms });
    });
    found.sort(function (a, b) { return b.score - a.score || a.entry.order - b.entry.order; });
    return found.slice(0, LIMIT);
  }

  /* Appends `text` to `parent`, wrapping each occurrence of a term in <mark>. */
  function highlight(parent, text, terms) {
    var lower = text.toLowerCase();
    var position = 0;
    while (position < text.length) {
      var best = -1, length = 0;
      terms.forEach(function (term) {
        var at = lower.indexOf(term, position);
        if (at >= 0 && (best < 0 || at < best || (at === best && term.length > length))) { best = at; length = term.length; }
      });
      if (best < 0) break;
      if (best > position) parent.appendChild(doc.createTextNode(text.slice(position, best)));
      var mark = doc.createElement("mark");
      mark.textContent = text.slice(best, best + length);
      parent.appendChild(mark);
      position = best + length;
    }
    if (position < text.length) parent.appendChild(doc.createTextNode(text.slice(position)));
  }

  function snippet(entry, terms) {
    var text = entry.text;
    if (!text) return "";
    var at = -1;
    terms.forEach(function (term) {
      var found = entry.lText.indexOf(term);
      if (found >= 0 && (at < 0 || found < at)) at = found;
    });
    if (at < 0) at = 0;
    var start = Math.max(0, at - 40);
    if (start > 0) {
      var space = text.indexOf(" ", start);
      if (space > 0 && space < at) start = space + 1;
    }
    var end = Math.min(text.length, start + 130);
    if (end < text.length) {
      var last = text.lastIndexOf(" ", end);
      if (last > at) end = last;
    }
    return (start > 0 ? "… " : "") + text.slice(start, end) + (end < text.length ? " …" : "");
  }

  function links() { return Array.prototype.slice.call(list.querySelectorAll("a")); }

  function close() {
    list.hidden = true;
    while (list.firstChild) list.removeChild(list.firstChild);
  }

  function render() {
    var query = input.value.trim();
    while (list.firstChild) list.removeChild(list.firstChild);
    if (!query) { list.hidden = true; return; }
    var results = search(query);
    if (!results.length) {
      var none = doc.createElement("li");
      none.className = "search-empty";
      none.textContent = "No results for “" + query + "”";
      list.appendChild(none);
      list.hidden = false;
      announce("No results");
      return;
    }
    results.forEach(function (result) {
      var entry = result.entry;
      var item = doc.createElement("li");
      var link = doc.createElement("a");
      link.href = root + entry.url;
      var title = doc.createElement("span");
      title.className = "result-title";
      highlight(title, entry.title, result.terms);
      var context = doc.createElement("span");
      context.className = "result-context";
      context.textContent = entry.context;
      link.appendChild(title);
      link.appendChild(context);
      var excerpt = snippet(entry, result.terms);
      if (excerpt) {
        var text = doc.createElement("span");
        text.className = "result-snippet";
        highlight(text, excerpt, result.terms);
        link.appendChild(text);
      }
      item.appendChild(link);
      list.appendChild(item);
    });
    list.hidden = false;
    announce(results.length + (results.length === 1 ? " result" : " results"));
  }

  input.addEventListener("input", render);
  input.addEventListener("focus", function () { if (input.value.trim()) render(); });

  input.addEventListener("keydown", function (event) {
    var items = links();
    if (event.key === "ArrowDown") {
      if (list.hidden) render();
      items = links();
      if (items.length) { event.preventDefault(); items[0].focus(); }
    } else if (event.key === "ArrowUp") {
      if (items.length && !list.hidden) { event.preventDefault(); items[items.length - 1].focus(); }
    } else if (event.key === "Enter") {
      if (items.length && !list.hidden) { event.preventDefault(); items[0].click(); }
    } else if (event.key === "Escape") {
      if (!list.hidden) { event.preventDefault(); close(); }
      else if (input.value) { event.preventDefault(); input.value = ""; }
    }
  });

  list.addEventListener("keydown", function (event) {
    var items = links();
    var index = items.indexOf(doc.activeElement);
    if (index < 0) return;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      items[Math.min(index + 1, items.length - 1)].focus();
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (index === 0) input.focus(); else items[index - 1].focus();
    } else if (event.key === "Home") {
      event.preventDefault(); items[0].focus();
    } else if (event.key === "End") {
      event.preventDefault(); items[items.length - 1].focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
      input.focus();
    }
  });

  list.addEventListener("click", function (event) {
    if (event.target.closest && event.target.closest("a")) close();
  });

  var box = input.closest(".search") || input.parentNode;
  doc.addEventListener("click", function (event) {
    if (!list.hidden && box && !box.contains(event.target)) close();
  });
  if (box) {
    box.addEventListener("focusout", function (event) {
      if (event.relatedTarget && !box.contains(event.relatedTarget)) close();
    });
  }

  doc.addEventListener("keydown", function (event) {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
    var target = event.target;
    var tag = target && target.tagName ? target.tagName.toLowerCase() : "";
    if (tag === "input" || tag === "textarea" || tag === "select" || (target && target.isContentEditable)) return;
    event.preventDefault();
    input.focus();
    input.select();
  });
})();
