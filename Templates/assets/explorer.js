/* SpecSheet window-size explorer: draws a component at any window size from the layout the tool
   exported into the page (#explorer-data, docs/explorer-format.md). No dependencies, no network.
   window.SpecSheetExplorer.layout({variant, state, platform, width, height, device}) returns the
   container and parts in the shape `specsheet geometry --device WxH` prints (or `--device <preset>`
   when `device` names a preset and the size is that preset's, in either orientation). */
(function () {
  'use strict';

  var SVG = 'http://www.w3.org/2000/svg';
  var PER_PART = 5;
  var data = null;

  function readData() {
    var element = document.getElementById('explorer-data');
    if (!element || !/\S/.test(element.textContent)) return null;
    try { return JSON.parse(element.textContent); } catch (error) { return null; }
  }

  // --- the exported layout ----------------------------------------------------------------

  /** How many of `breaks` are at most `value`: the piece `value` falls in. */
  function piece(value, breaks) {
    var count = 0;
    for (var i = 0; i < breaks.length; i++) if (breaks[i] <= value) count++;
    return count;
  }

  function plane(p, w, h) {
    if (p === null) return null;
    if (typeof p === 'number') return p;
    return p[0] + p[1] * w + (p.length > 2 ? p[2] * h : 0);
  }

  function surface(s, w, h) {
    if (s === null || typeof s === 'number') return s;
    var column = s[1][piece(w, s[0])];
    return plane(column[1][piece(h, column[0])], w, h);
  }

  function platformEntry(id) {
    for (var i = 0; i < data.platforms.length; i++) if (data.platforms[i].id === id) return data.platforms[i];
    return null;
  }

  function selectionOf(platform, variant, state) {
    for (var i = 0; i < data.selections.length; i++) {
      var s = data.selections[i];
      if (s.platform === platform && s.variant === variant && s.state === state) return s;
    }
    return null;
  }

  function inBand(value, low, below, highest) {
    return value >= low && (value < below || (below >= highest && value <= highest));
  }

  function regionOf(selection, range, w, h) {
    var orientation = h >= w ? 'portrait' : 'landscape';
    for (var i = 0; i < selection.regions.length; i++) {
      var r = selection.regions[i];
      if (inBand(w, r[0], r[1], range[1]) && inBand(h, r[2], r[3], range[1]) && r[4] === orientation) return r;
    }
    return null;
  }

  /** The entry of preset `id` at w×h (its size in portrait or in landscape), or null. */
  function deviceOf(selection, entry, id, w, h) {
    if (!id || !selection.devices) return null;
    var preset = entry.presets.filter(function (p) { return p.id === id; })[0];
    if (!preset) return null;
    var orientation = h >= w ? 'portrait' : 'landscape';
    var fits = orientation === 'portrait' ? (w === preset.width && h === preset.height) : (w === preset.height && h === preset.width);
    if (!fits) return null;
    for (var i = 0; i < selection.devices.length; i++) {
      var d = selection.devices[i];
      if (d[0] === id && d[1] === orientation) return d;
    }
    return null;
  }

  function clone(value) { return JSON.parse(JSON.stringify(value)); }

  function compact(n) {
    var text = String(Math.round(n * 100) / 100);
    return text === '-0' ? '0' : text;
  }

  function frame(values, at) {
    return { x: values[at], y: values[at + 1], width: values[at + 2], height: values[at + 3] };
  }

  /** The geometry of a selection at a window size, or null outside the platform's range. */
  function layout(options) {
    if (!data) return null;
    var entry = platformEntry(options.platform || data.platforms[0].id);
    if (!entry) return null;
    var w = Number(options.width), h = Number(options.height);
    if (!(w >= entry.range[0] && w <= entry.range[1] && h >= entry.range[0] && h <= entry.range[1])) return null;
    var selection = selectionOf(entry.id, options.variant, options.state);
    if (!selection) return null;
    // A preset has its own screen (safe area, keyboard, idiom); any other size, the platform's custom one.
    var preset = deviceOf(selection, entry, options.device, w, h);
    var layoutIndex, ruleIndices, screen, fixed;
    if (preset) {
      layoutIndex = preset[2]; ruleIndices = preset[3]; screen = data.screens[preset[4]]; fixed = data.fixed[preset[5]];
    } else {
      var region = regionOf(selection, entry.range, w, h);
      if (!region) return null;
      layoutIndex = region[5]; ruleIndices = region[6]; screen = data.screens[region[7]]; fixed = data.fixed[region[8]];
    }
    var model = selection.layouts[layoutIndex];
    var values = model.surfaces.map(function (s) { return surface(s, w, h); });
    var parts = model.parts.map(function (meta, index) {
      var at = index * PER_PART;
      var part = { id: meta[0], name: meta[1], number: meta[2], frame: frame(values, at) };
      if (meta[3] !== null) part.parent = meta[3];
      if (values[at + 4] !== null) part.contentHeight = values[at + 4];
      if (meta[5]) part.corners = clone(meta[5]);
      part.kind = meta[4];
      return part;
    });
    var trailing = model.parts.length * PER_PART;
    var container = null;
    for (var i = 0; i < parts.length; i++) {
      var kind = parts[i].kind;
      if (!parts[i].parent && kind !== 'scrim' && kind !== 'keyboard' && kind !== 'anchor' && kind !== 'arrow') { container = parts[i]; break; }
    }
    var fixedContainer = fixed.container, containerJSON = {};
    Object.keys(fixedContainer).forEach(function (key) {
      containerJSON[key] = clone(fixedContainer[key]);
      if (key === 'modal' || key === 'edge') containerJSON.frame = container ? clone(container.frame) : null;
    });
    containerJSON.page = values[trailing + 1] === null ? null : frame(values, trailing + 1);
    var result = {
      address: data.address,
      variant: selection.variant,
      state: selection.state,
      device: {
        id: preset ? preset[0] : compact(w) + 'x' + compact(h), platform: entry.id, unit: entry.unit, width: w, height: h,
        orientation: screen.orientation, sizeClass: clone(screen.sizeClass), idiom: screen.idiom, direction: 'ltr',
        windowClass: screen.windowClass, safeArea: clone(screen.safeArea)
      },
      presentation: fixed.presentation,
      presentationWords: fixed.words,
      fullHeight: fixed.fullHeight,
      grows: fixed.grows || null,
      keyboard: !!fixed.keyboard
    };
    if (fixed.detent !== null) result.detent = { name: fixed.detent, height: values[trailing] };
    result.scrim = clone(fixed.scrim);
    result.fixedWidth = fixed.fixedWidth === undefined ? null : fixed.fixedWidth;
    result.container = containerJSON;
    result.parts = parts;
    result.keyboard = screen.keyboard;
    result.rules = ruleIndices.map(function (index) { return clone(data.rules[index]); });
    return result;
  }

  window.SpecSheetExplorer = {
    layout: function (options) { data = data || readData(); return layout(options || {}); },
    data: function () { data = data || readData(); return data; }
  };

  // --- the page's explorer -----------------------------------------------------------------

  function element(name, attributes, text) {
    var node = document.createElement(name);
    Object.keys(attributes || {}).forEach(function (key) { node.setAttribute(key, attributes[key]); });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function svg(name, attributes) {
    var node = document.createElementNS(SVG, name);
    Object.keys(attributes || {}).forEach(function (key) { node.setAttribute(key, attributes[key]); });
    return node;
  }

  /** A path around `f` with a radius per corner (leading = left: the explorer draws left to right). */
  function roundedPath(f, c) {
    var max = Math.min(f.width, f.height) / 2;
    function r(v) { return Math.max(0, Math.min(v || 0, max)); }
    var tl = r(c && c.topLeading), tr = r(c && c.topTrailing), br = r(c && c.bottomTrailing), bl = r(c && c.bottomLeading);
    var x = f.x, y = f.y, w = f.width, h = f.height;
    return 'M' + (x + tl) + ' ' + y + 'H' + (x + w - tr) + (tr ? 'A' + tr + ' ' + tr + ' 0 0 1 ' + (x + w) + ' ' + (y + tr) : '') +
      'V' + (y + h - br) + (br ? 'A' + br + ' ' + br + ' 0 0 1 ' + (x + w - br) + ' ' + (y + h) : '') +
      'H' + (x + bl) + (bl ? 'A' + bl + ' ' + bl + ' 0 0 1 ' + x + ' ' + (y + h - bl) : '') +
      'V' + (y + tl) + (tl ? 'A' + tl + ' ' + tl + ' 0 0 1 ' + (x + tl) + ' ' + y : '') + 'Z';
  }

  function safeLink(url) {
    return typeof url === 'string' && /^https?:\/\//i.test(url) ? url : null;
  }

  function Explorer(root) {
    this.root = root;
    this.q = function (name) { return root.querySelector('[data-explorer-' + name + ']'); };
    this.platform = this.q('platform');
    this.variant = this.q('variant');
    this.state = this.q('state');
    this.preset = this.q('preset');
    this.rotate = this.q('rotate');
    this.width = this.q('width');
    this.height = this.q('height');
    this.widthValue = this.q('width-value');
    this.heightValue = this.q('height-value');
    this.stage = this.q('stage');
    this.window = this.q('window');
    this.handle = this.q('handle');
    this.drawing = this.q('drawing');
    this.numbers = this.q('numbers');
    this.rule = this.q('rule');
    this.setUp();
  }

  Explorer.prototype.fill = function (select, options, value) {
    select.textContent = '';
    options.forEach(function (option) {
      var node = element('option', { value: option.value }, option.label);
      if (option.value === value) node.selected = true;
      select.appendChild(node);
    });
  };

  Explorer.prototype.setUp = function () {
    var self = this;
    this.fill(this.platform, data.platforms.map(function (p) { return { value: p.id, label: p.name }; }), data.platforms[0].id);
    this.platform.addEventListener('change', function () { self.choosePlatform(true); });
    this.variant.addEventListener('change', function () { self.chooseVariant(); });
    this.state.addEventListener('change', function () { self.draw(); });
    this.preset.addEventListener('change', function () { self.choosePreset(); });
    // A device turned round stays that device (its landscape safe area and keyboard).
    this.rotate.addEventListener('click', function () {
      self.setSize(Number(self.height.value), Number(self.width.value), Boolean(self.preset.value));
    });
    [this.width, this.height].forEach(function (input) {
      input.addEventListener('input', function () { self.preset.value = ''; self.draw(); });
    });
    this.handle.addEventListener('pointerdown', function (event) { self.startDrag(event); });
    this.handle.addEventListener('keydown', function (event) { self.keyResize(event); });
    // Scale the drawing again when the stage's width changes (a rotated phone, a wider window), a
    // frame later, so that resizing the drawing never feeds back into the same observation.
    var seenWidth = -1;
    if (window.ResizeObserver) {
      new ResizeObserver(function () {
        if (self.stage.clientWidth === seenWidth) return;
        seenWidth = self.stage.clientWidth;
        window.requestAnimationFrame(function () { self.place(); });
      }).observe(this.stage);
    }
    else window.addEventListener('resize', function () { self.place(); });
    this.choosePlatform(true);
    this.root.hidden = false;
    this.root.setAttribute('data-ready', '');
  };

  Explorer.prototype.entry = function () { return platformEntry(this.platform.value); };

  Explorer.prototype.choosePlatform = function (resetSize) {
    var entry = this.entry(), platform = entry.id;
    var variants = [], seen = {};
    data.selections.forEach(function (s) {
      if (s.platform === platform && !seen[s.variant]) { seen[s.variant] = true; variants.push(s.variant); }
    });
    var names = data.names || {};
    // A variant the other platform offers too stays chosen (its state too, in chooseVariant).
    var current = this.variant.value;
    this.fill(this.variant, variants.map(function (v) { return { value: v, label: (names.variants || {})[v] || v }; }),
              variants.indexOf(current) >= 0 ? current : variants[0]);
    [this.width, this.height].forEach(function (input) {
      input.min = entry.range[0]; input.max = entry.range[1]; input.step = 1;
    });
    this.fill(this.preset, [{ value: '', label: 'Custom size' }].concat(entry.presets.map(function (p) {
      var size = presetSize(p, p.orientation);
      return { value: p.id, label: presetLabel(p, size[0], size[1]) };
    })), '');
    if (resetSize && entry.presets.length) {
      this.preset.value = entry.presets[0].id;
      this.choosePreset(true);
    }
    this.chooseVariant();
  };

  Explorer.prototype.chooseVariant = function () {
    var platform = this.platform.value, variant = this.variant.value, names = (data.names || {}).states || {};
    var states = data.selections.filter(function (s) { return s.platform === platform && s.variant === variant; })
      .map(function (s) { return { value: s.state, label: names[s.state] || s.state }; });
    var current = this.state.value;
    this.fill(this.state, states, states.some(function (s) { return s.value === current; }) ? current : states[0].value);
    this.draw();
  };

  Explorer.prototype.choosePreset = function (quiet) {
    var id = this.preset.value, entry = this.entry();
    var preset = entry.presets.filter(function (p) { return p.id === id; })[0];
    if (!preset) return;
    var size = presetSize(preset, preset.orientation);
    this.setSize(size[0], size[1], true);
    if (!quiet) this.draw();
  };

  Explorer.prototype.clamp = function (value) {
    var range = this.entry().range;
    return Math.max(range[0], Math.min(range[1], Math.round(value)));
  };

  Explorer.prototype.setSize = function (w, h, keepPreset) {
    this.width.value = this.clamp(w);
    this.height.value = this.clamp(h);
    if (!keepPreset) this.preset.value = '';
    this.draw();
  };

  /** Each device's menu entry gives its size as the window shows it: the chosen device's in the
      orientation it is turned to, the others' in their natural one. */
  Explorer.prototype.labelPresets = function () {
    var entry = this.entry(), chosen = this.preset.value, w = Number(this.width.value), h = Number(this.height.value);
    Array.prototype.forEach.call(this.preset.options, function (option) {
      var preset = entry.presets.filter(function (p) { return p.id === option.value; })[0];
      if (!preset) return;
      var size = presetSize(preset, option.value === chosen ? (h >= w ? 'portrait' : 'landscape') : preset.orientation);
      option.textContent = presetLabel(preset, size[0], size[1]);
    });
  };

  Explorer.prototype.keyResize = function (event) {
    var step = event.shiftKey ? 50 : 10, w = Number(this.width.value), h = Number(this.height.value);
    if (event.key === 'ArrowRight') w += step;
    else if (event.key === 'ArrowLeft') w -= step;
    else if (event.key === 'ArrowDown') h += step;
    else if (event.key === 'ArrowUp') h -= step;
    else return;
    event.preventDefault();
    this.setSize(w, h);
  };

  Explorer.prototype.startDrag = function (event) {
    var self = this, startX = event.clientX, startY = event.clientY;
    var startW = Number(this.width.value), startH = Number(this.height.value), scale = this.scale || 1;
    event.preventDefault();
    if (this.handle.setPointerCapture) this.handle.setPointerCapture(event.pointerId);
    function move(e) { self.setSize(startW + (e.clientX - startX) / scale, startH + (e.clientY - startY) / scale); }
    function up() {
      self.handle.removeEventListener('pointermove', move);
      self.handle.removeEventListener('pointerup', up);
      self.handle.removeEventListener('pointercancel', up);
    }
    this.handle.addEventListener('pointermove', move);
    this.handle.addEventListener('pointerup', up);
    this.handle.addEventListener('pointercancel', up);
  };

  /** Scales the drawn window to the space the stage gives it (it never grows past the page). */
  Explorer.prototype.place = function () {
    var w = Number(this.width.value), h = Number(this.height.value);
    var room = Math.max(120, this.stage.clientWidth - 24);
    var tallest = Math.max(240, Math.min(560, window.innerHeight * 0.7));
    this.scale = Math.min(room / w, tallest / h, 1);
    this.window.style.width = (w * this.scale) + 'px';
    this.window.style.height = (h * this.scale) + 'px';
  };

  Explorer.prototype.draw = function () {
    var w = Number(this.width.value), h = Number(this.height.value), entry = this.entry();
    this.widthValue.textContent = w + ' ' + entry.unit;
    this.heightValue.textContent = h + ' ' + entry.unit;
    this.width.setAttribute('aria-valuetext', w + ' ' + entry.unit);
    this.height.setAttribute('aria-valuetext', h + ' ' + entry.unit);
    this.labelPresets();
    var geometry = layout({ platform: entry.id, variant: this.variant.value, state: this.state.value, width: w, height: h,
                            device: this.preset.value || null });
    this.place();
    this.render(geometry, w, h);
    this.describe(geometry, entry);
    this.root.setAttribute('data-width', w);
    this.root.setAttribute('data-height', h);
  };

  Explorer.prototype.render = function (g, w, h) {
    var drawing = this.drawing;
    while (drawing.firstChild) drawing.removeChild(drawing.firstChild);
    drawing.setAttribute('viewBox', '0 0 ' + w + ' ' + h);
    if (!g) return;
    var label = Math.max(9, Math.min(w, h) / 28);
    drawing.appendChild(svg('rect', { 'class': 'x-screen', x: 0, y: 0, width: w, height: h }));
    var page = g.container.page || { x: 0, y: 0, width: w, height: h };
    drawing.appendChild(svg('rect', { 'class': 'x-page', x: page.x, y: page.y, width: page.width, height: page.height }));
    var safe = g.device.safeArea;
    [[0, 0, w, safe.top], [0, h - safe.bottom, w, safe.bottom], [0, 0, safe.left, h], [w - safe.right, 0, safe.right, h]]
      .forEach(function (r) {
        if (r[2] > 0 && r[3] > 0) drawing.appendChild(svg('rect', { 'class': 'x-safe', x: r[0], y: r[1], width: r[2], height: r[3] }));
      });
    var parts = svg('g', { 'class': 'x-parts' }), container = containerID(g), named = [];
    // A part inside one that scrolls (a list, a sheet that scrolls as a whole above the keyboard)
    // shows only inside that part, as the pictures clip it: what is scrolled out of view is never
    // drawn outside the sheet. Each box keeps its whole frame; a clip path hides the rest.
    var byID = {}, shown = {}, clips = svg('defs'), clipCount = 0;
    g.parts.forEach(function (part) { byID[part.id] = part; });
    function visible(part) {
      var v = { x: part.frame.x, y: part.frame.y, width: part.frame.width, height: part.frame.height }, clipped = false;
      for (var p = byID[part.parent]; p; p = byID[p.parent]) {
        if (p.contentHeight === undefined || p.contentHeight === null) continue;
        var x = Math.max(v.x, p.frame.x), y = Math.max(v.y, p.frame.y);
        var right = Math.min(v.x + v.width, p.frame.x + p.frame.width), bottom = Math.min(v.y + v.height, p.frame.y + p.frame.height);
        v = { x: x, y: y, width: Math.max(0, right - x), height: Math.max(0, bottom - y) };
        clipped = true;
      }
      v.clipped = clipped;
      return v;
    }
    drawing.appendChild(clips);
    g.parts.forEach(function (part) {
      var f = part.frame, seen = visible(part);
      shown[part.id] = seen;
      var group = svg('g', { 'data-part': part.id, 'class': 'x-part x-' + part.kind });
      if (seen.clipped) {
        var id = 'x-clip-' + (++clipCount), clip = svg('clipPath', { id: id });
        clip.appendChild(svg('rect', { x: seen.x, y: seen.y, width: seen.width, height: seen.height }));
        clips.appendChild(clip);
        group.setAttribute('clip-path', 'url(#' + id + ')');
      }
      var title = svg('title');
      title.textContent = part.name + ': ' + compact(f.x) + ', ' + compact(f.y) + ', ' + compact(f.width) + ' × ' + compact(f.height);
      group.appendChild(title);
      var box = svg('rect', { x: f.x, y: f.y, width: Math.max(0, f.width), height: Math.max(0, f.height) });
      // The scrim's own opacity, set on the element itself so that no stylesheet rule overrides it.
      if (part.kind === 'scrim') { box.setAttribute('fill-opacity', g.scrim.opacity); box.style.fillOpacity = String(g.scrim.opacity); }
      group.appendChild(box);
      if (part.id === container) {
        box.setAttribute('class', 'x-container-box');
        group.appendChild(svg('path', { 'class': 'x-container', d: roundedPath(f, g.container.corners) }));
      }
      parts.appendChild(group);
    });
    drawing.appendChild(parts);
    // Names on top of every box, where one fits inside its box and covers no other name: numbered
    // parts first, then parts holding no others, then the rest (each box's tooltip names it anyway).
    var parents = {};
    g.parts.forEach(function (part) { if (part.parent) parents[part.parent] = true; });
    function rank(part) { return part.number !== null ? 0 : parents[part.id] ? 2 : 1; }
    var names = svg('g', { 'class': 'x-names', 'aria-hidden': 'true' });
    g.parts.slice().sort(function (a, b) { return rank(a) - rank(b); }).forEach(function (part) {
      var f = shown[part.id], words = (part.number !== null ? part.number + ' ' : '') + part.name;
      var spot = { x: f.x + label * 0.3, y: f.y + label * 0.15, width: words.length * label * 0.58, height: label * 1.1 };
      var fits = part.kind !== 'scrim' && part.kind !== 'keyboard' && f.height >= label * 1.3 &&
        spot.width <= f.width - label * 0.6 && !named.some(function (o) {
          return spot.x < o.x + o.width && o.x < spot.x + spot.width && spot.y < o.y + o.height && o.y < spot.y + spot.height;
        });
      if (!fits) return;
      named.push(spot);
      var text = svg('text', { x: spot.x, y: f.y + label * 1.05, 'font-size': label, 'data-name-of': part.id });
      text.textContent = words;
      names.appendChild(text);
    });
    drawing.appendChild(names);
  };

  /** A preset's width and height in `orientation` (presets are listed in portrait measures). */
  function presetSize(preset, orientation) {
    var short = Math.min(preset.width, preset.height), long = Math.max(preset.width, preset.height);
    return orientation === 'landscape' ? [long, short] : [short, long];
  }

  /** "iPhone SE (3rd generation) (375 × 667)"; a name that gives a size already has it replaced. */
  function presetLabel(preset, w, h) {
    return preset.name.replace(/\s*\(\d+(?:\.\d+)?\s*×\s*\d+(?:\.\d+)?\)\s*$/, '') + ' (' + w + ' × ' + h + ')';
  }

  function containerID(g) {
    for (var i = 0; i < g.parts.length; i++) {
      var k = g.parts[i].kind;
      if (!g.parts[i].parent && k !== 'scrim' && k !== 'keyboard' && k !== 'anchor' && k !== 'arrow') return g.parts[i].id;
    }
    return null;
  }

  Explorer.prototype.describe = function (g, entry) {
    var list = this.numbers, rule = this.rule, unit = entry.unit;
    list.textContent = '';
    rule.textContent = '';
    if (!g) { list.appendChild(element('p', {}, 'No layout at this size.')); return; }
    function row(term, value) {
      var wrap = element('div');
      wrap.appendChild(element('dt', {}, term));
      var dd = element('dd');
      if (typeof value === 'string') dd.textContent = value; else dd.appendChild(value);
      wrap.appendChild(dd);
      list.appendChild(wrap);
    }
    function n(v) { return v === null || v === undefined ? 'none' : compact(v) + ' ' + unit; }
    var d = g.device, c = g.container, f = c.frame;
    // The rules that apply, each said in words, with its sources kept apart and marked where it is
    // SpecSheet's reading or SpecSheet's own choice rather than a source's.
    var heading = element('p', { 'class': 'explorer-rule-title' });
    heading.appendChild(element('strong', {}, g.rules.length ? (g.rules.length > 1 ? 'Rules that apply' : 'Rule that applies') : 'No window rule applies'));
    heading.appendChild(document.createTextNode(' · ' + (d.windowClass ? 'window class ' + d.windowClass + ', ' : '') +
      d.sizeClass.horizontal + ' width, ' + d.sizeClass.vertical + ' height, ' + d.idiom + ', ' + d.orientation));
    rule.appendChild(heading);
    if (g.rules.length) {
      var items = element('ul', { 'class': 'explorer-rules' });
      g.rules.forEach(function (r) {
        var item = element('li', { 'data-rule': r.path });
        item.appendChild(element('strong', { 'class': 'explorer-rule-when' }, (r.words || r.when) + ':'));
        if (r.summary) item.appendChild(element('span', { 'class': 'explorer-rule-summary' }, ' ' + r.summary));
        var wrap = element('span', { 'class': 'explorer-rule-source' });
        if (r.ownership === 'ours' || !r.sources.length) {
          wrap.textContent = ' SpecSheet’s own choice: no source states this rule.';
        } else {
          wrap.appendChild(document.createTextNode((r.ownership === 'reading' ? ' Partly SpecSheet’s reading of its sources. ' : ' ') +
            (r.sources.length > 1 ? 'Sources: ' : 'Source: ')));
          r.sources.forEach(function (source, index) {
            if (index > 0) wrap.appendChild(document.createTextNode('; '));
            var url = safeLink(source.url);
            wrap.appendChild(url ? element('a', { href: url, rel: 'noopener' }, source.title) : element('span', {}, source.title));
          });
          wrap.appendChild(document.createTextNode('.'));
        }
        item.appendChild(wrap);
        items.appendChild(item);
      });
      rule.appendChild(items);
    } else {
      rule.appendChild(element('p', {}, 'The sheet keeps the presentation its variant and state give it.'));
    }
    var presetEntry = entry.presets.filter(function (p) { return p.id === d.id; })[0];
    row('Window', compact(d.width) + ' × ' + compact(d.height) + ' ' + unit + ', ' +
      (presetEntry ? presetEntry.name.replace(/\s*\([^)]*×[^)]*\)\s*$/, '') : 'a custom size') + ' in ' + d.orientation);
    // In the component's own words: what the sheet is drawn as, and the height it rests at.
    var words = g.presentationWords || g.presentation;
    // A fitted height capped until its content is scrolled (eBay's at most 50 %): drawn at full
    // height when the content is taller than the cap, said as the pictures' note says it.
    var cap = null, grows = g.grows;
    if (grows && g.detent) {
      if (typeof grows.length === 'number') cap = grows.length;
      else if (typeof grows.fraction === 'number') cap = grows.fraction * (grows.basis === 'screen' ? d.height : d.height - d.safeArea.top);
    }
    var grown = cap !== null && g.detent.height > cap + 0.5;
    // With the keyboard up the sheet rests on the keyboard: its height is what it shows, held to
    // the room above the keyboard, never a height it grew to by scrolling.
    var resting = g.keyboard ? ', resting on the keyboard, ' : ', resting at ';
    row('Presentation', words + (g.detent ? (g.fullHeight || grown ? ', at full height, ' + compact(g.detent.height) + ' ' + unit + ' tall'
      : resting + compact(g.detent.height) + ' ' + unit + ' tall') : '') +
      (grown ? ': its content is taller than ' + grows.words + ' (' + compact(cap) + ' ' + unit + '), so it is drawn as it is once its ' +
        'content is scrolled; until then it rests at ' + grows.words + (grows.reading ? ', as SpecSheet reads the guideline' : '') +
        '. Drawing it grown is SpecSheet’s choice.' : ''));
    row('Container frame', f ? 'x ' + compact(f.x) + ', y ' + compact(f.y) + ', ' + compact(f.width) + ' × ' + compact(f.height) + ' ' + unit : 'none');
    // The least space kept from each edge: a sheet held narrower (a greatest width) is centred in more.
    row('Least margins', 'top ' + compact(c.margin.top) + ', leading ' + compact(c.margin.leading) + ', bottom ' + compact(c.margin.bottom) +
      ', trailing ' + compact(c.margin.trailing) + ' ' + unit + ' (from the ' + c.margin.from.replace('-', ' ') + ')');
    var least = c.width.min, most = [c.width.max, c.maxWidth].filter(function (v) { return v !== null && v !== undefined; });
    var widest = most.length ? Math.min.apply(null, most) : null;
    // A width of its own (a popover's) is stated, never "no least or greatest width".
    var own = g.fixedWidth !== null && g.fixedWidth !== undefined ? n(g.fixedWidth) + ', its own width' : null;
    var bounds = [least !== null && least !== undefined ? 'at least ' + n(least) : null, widest !== null ? 'at most ' + n(widest) : null]
      .filter(Boolean);
    row('Width', own ? [own].concat(bounds).join(', ') : bounds.length ? bounds.join(', ') : 'no least or greatest width');
    // The container's own corners; a container that draws nothing (Apple's action sheet) leaves
    // the rounding to the parts inside it.
    row('Container corner radii', 'top ' + compact(c.corners.topLeading) + ' / ' + compact(c.corners.topTrailing) + ', bottom ' +
      compact(c.corners.bottomLeading) + ' / ' + compact(c.corners.bottomTrailing) + ' ' + unit);
    row('Scrim', g.scrim.visible ? 'opacity ' + compact(g.scrim.opacity) : 'none');
    row('Safe area', 'top ' + compact(d.safeArea.top) + ', bottom ' + compact(d.safeArea.bottom) + ', left ' +
      compact(d.safeArea.left) + ', right ' + compact(d.safeArea.right) + ' ' + unit);
  };

  function start() {
    data = data || readData();
    if (!data || !data.platforms || !data.platforms.length) return;
    var roots = document.querySelectorAll('[data-explorer]');
    for (var i = 0; i < roots.length; i++) new Explorer(roots[i]);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
