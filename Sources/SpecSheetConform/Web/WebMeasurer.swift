import Foundation
import SpecSheetModel

/// Measures an implementation's pages in headless Chromium: for each viewport, variant and state,
/// it loads the page at that exact viewport, runs the opening scripts, waits for the page's
/// animations and transitions to end, and reads each mapped element's box, its padding, its corner radii, and
/// the backdrop's opacity. The browser starts once per run.
public struct WebMeasurer {
    /// One measured selection, with the viewport's screenshot.
    public struct Measurement {
        public var variant: String
        public var state: String
        public var viewport: String
        public var size: Size
        public var geometry: MeasuredGeometry
        public var screenshot: Data?
    }

    let session: WebDriverSession
    let implementation: Implementation
    /// The spec's root part id: its element is the container.
    let rootID: String

    public init(session: WebDriverSession, implementation: Implementation, rootID: String) {
        self.session = session
        self.implementation = implementation
        self.rootID = rootID
    }

    /// Measures `variant` in `state` on a `size` viewport (named `viewport` in the report).
    public func measure(variant: Implementation.Variant, state: Implementation.State?, viewport: String,
                        size: Size, screenshot: Bool) throws -> Measurement {
        try session.setViewport(width: size.width, height: size.height)
        try session.navigate(to: state?.page ?? variant.page ?? implementation.page)
        _ = try session.executeAsync(Self.settleScript, [implementation.settleTimeout * 1000])
        for script in [variant.open, state?.open].compactMap({ $0 }) {
            _ = try session.execute(script)
            _ = try session.executeAsync(Self.settleScript, [implementation.settleTimeout * 1000])
        }
        let selectors = implementation.parts.merging(variant.parts) { _, own in own }
            .merging(state?.parts ?? [:]) { _, own in own }
        guard let boxes = try session.execute(Self.measureScript, [selectors]) as? [String: Any] else {
            throw WebDriverSession.Failure(description: "the page returned no measurements")
        }
        let origin = "\(implementation.file) (\(variant.id)/\(state?.id ?? "default") at \(viewport))"
        var geometry = MeasuredGeometry(screen: size, origin: origin)
        for id in selectors.keys.sorted() {
            if let error = (boxes[id] as? [String: Any])?["error"] as? String {
                throw WebDriverSession.Failure(description: "\(implementation.file): the selector of '\(id)' (\(selectors[id] ?? "")) "
                                               + "is not valid CSS: \(error)")
            }
            guard let box = boxes[id] as? [String: Any], box["visible"] as? Bool == true else {
                if id == "scrim" { geometry.scrimOpacity = 0 } else { geometry.absentParts.append(id) }
                continue
            }
            let frame = Rect(x: number(box["x"]), y: number(box["y"]), width: number(box["width"]), height: number(box["height"]))
            if id == "scrim" {
                geometry.scrimOpacity = number(box["opacity"]) * number(box["backgroundAlpha"])
            } else if id == rootID {
                let radii = (box["radii"] as? [Any])?.map(number) ?? []
                let rtl = box["rtl"] as? Bool == true
                var corners: MeasuredCorners?
                if radii.count == 4 {
                    // topLeft, topRight, bottomRight, bottomLeft, read in the writing direction.
                    corners = rtl ? MeasuredCorners(topLeading: radii[1], topTrailing: radii[0], bottomLeading: radii[2], bottomTrailing: radii[3])
                        : MeasuredCorners(topLeading: radii[0], topTrailing: radii[1], bottomLeading: radii[3], bottomTrailing: radii[2])
                }
                geometry.container = MeasuredGeometry.Container(frame: frame, corners: corners, padding: padding(box))
            } else {
                geometry.parts.append(MeasuredGeometry.Part(id: id, frame: frame, padding: padding(box)))
            }
        }
        return Measurement(variant: variant.id, state: state?.id ?? "", viewport: viewport, size: size, geometry: geometry,
                           screenshot: screenshot ? try session.screenshot() : nil)
    }

    /// The element's inset from its border box to its content box (top, right, bottom, left in px:
    /// the computed padding plus the border), in the writing direction. That is what a spec's
    /// padding is: the space between a part's edges, which the border box's are, and its children.
    private func padding(_ box: [String: Any]) -> MeasuredInsets? {
        guard let sides = (box["padding"] as? [Any])?.map(number), sides.count == 4 else { return nil }
        let rtl = box["rtl"] as? Bool == true
        return MeasuredInsets(top: sides[0], leading: rtl ? sides[1] : sides[3], bottom: sides[2], trailing: rtl ? sides[3] : sides[1])
    }

    private func number(_ value: Any?) -> Double {
        (value as? Double) ?? (value as? Int).map(Double.init) ?? (value as? NSNumber)?.doubleValue ?? 0
    }

    /// Calls back once no animation or transition has run for 300 ms (checked every frame, so
    /// that a transition a library starts after another ends, as Bootstrap's dialog does after its
    /// backdrop's fade, is waited for), then two frames later; or after the timeout in ms.
    static let settleScript = """
        const timeout = arguments[0], done = arguments[arguments.length - 1];
        const start = performance.now();
        let quietSince = null;
        const frames = (n, then) => n === 0 ? then() : requestAnimationFrame(() => frames(n - 1, then));
        const running = () => document.getAnimations().filter(a => a.playState === 'running' || a.playState === 'pending').length;
        const check = () => {
          const now = performance.now();
          if (running() > 0) { quietSince = null; } else if (quietSince === null) { quietSince = now; }
          if ((quietSince !== null && now - quietSince >= 300) || now - start > timeout) {
            frames(2, () => done(running()));
          } else {
            requestAnimationFrame(check);
          }
        };
        if (document.readyState === 'complete') frames(2, check); else addEventListener('load', () => frames(2, check));
        """

    /// Each selector's first element: its border box, whether it shows, its inset to its content
    /// box (padding plus border) and corner radii (px), its opacity and its background's alpha.
    static let measureScript = """
        const selectors = arguments[0], result = {};
        for (const [id, selector] of Object.entries(selectors)) {
          let element = null;
          try { element = document.querySelector(selector); } catch (error) { result[id] = { error: String(error) }; continue; }
          if (!element) { result[id] = null; continue; }
          const box = element.getBoundingClientRect(), style = getComputedStyle(element);
          const alpha = (() => { const m = style.backgroundColor.match(/rgba?\\(([^)]*)\\)/);
            if (!m) return 1; const parts = m[1].split(/[ ,\\/]+/).filter(Boolean); return parts.length > 3 ? parseFloat(parts[3]) : 1; })();
          result[id] = {
            x: box.x, y: box.y, width: box.width, height: box.height,
            visible: box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none',
            radii: [style.borderTopLeftRadius, style.borderTopRightRadius, style.borderBottomRightRadius, style.borderBottomLeftRadius].map(v => parseFloat(v) || 0),
            padding: [['Top'], ['Right'], ['Bottom'], ['Left']].map(([side]) =>
              (parseFloat(style['padding' + side]) || 0) + (parseFloat(style['border' + side + 'Width']) || 0)),
            opacity: parseFloat(style.opacity), backgroundAlpha: alpha, rtl: style.direction === 'rtl'
          };
        }
        return result;
        """
}
