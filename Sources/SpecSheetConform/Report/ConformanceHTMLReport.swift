import SpecSheetModel

/// `report.html` in `conform`'s artifacts folder: one page (inline CSS, no script, no network)
/// with every selection measured — its overlay picture, its deviations in a table with the token or
/// rule each spec number comes from, what passed and what was not checked.
public enum ConformanceHTMLReport {
    /// One selection: its report and its pictures, as paths relative to the page.
    public struct Entry: Sendable, Hashable {
        public var report: ConformanceReport
        public var overlay: String?
        public var screenshot: String?

        public init(report: ConformanceReport, overlay: String?, screenshot: String?) {
            self.report = report
            self.overlay = overlay
            self.screenshot = screenshot
        }
    }

    public static func html(_ entries: [Entry]) -> String {
        let failing = entries.filter { !$0.report.conforms }.count
        let summary = "\(entries.count) selection\(entries.count == 1 ? "" : "s") measured: "
            + "\(entries.count - failing) conform, \(failing) with deviations"
        var index = "", body = ""
        for (number, entry) in entries.enumerated() {
            let report = entry.report, id = "s\(number + 1)"
            let mark = report.conforms ? "✓" : "✗", tag = report.conforms ? "pass" : "fail"
            index += "<li class=\"\(tag)\"><a href=\"#\(id)\">\(mark) \(report.title.xmlEscaped)</a>"
                + (report.conforms ? "" : " — \(report.deviations.count) deviation\(report.deviations.count == 1 ? "" : "s")")
                + "</li>\n"
            body += "<section class=\"\(tag)\" id=\"\(id)\">\n<h2>\(mark) \(report.title.xmlEscaped)</h2>\n"
            body += "<p class=\"origin\">Measured: \(report.origin.xmlEscaped); tolerance "
                + "\(report.tolerance.compactDescription) \(report.unit.xmlEscaped)</p>\n<div class=\"row\">\n"
            if let overlay = entry.overlay {
                body += "<figure><a href=\"\(overlay.xmlEscaped)\"><img src=\"\(overlay.xmlEscaped)\" "
                    + "alt=\"The implementation's screenshot with the spec's frames and redlines over it"
                    + (report.conforms ? "" : ", the deviating ones in red") + "\"></a>"
                    + (entry.screenshot.map { "<figcaption><a href=\"\($0.xmlEscaped)\">Screenshot alone</a></figcaption>" } ?? "")
                    + "</figure>\n"
            }
            body += "<div class=\"numbers\">\n"
            if report.deviations.isEmpty {
                body += "<p>Every number checked is within tolerance.</p>\n"
            } else {
                body += "<table><thead><tr><th>Deviation</th><th>Measured</th><th>Spec</th><th>Spec's source</th></tr></thead><tbody>\n"
                for item in report.deviations {
                    if let message = item.message {
                        body += "<tr><td colspan=\"3\">\(message.xmlEscaped)</td><td></td></tr>\n"
                    } else {
                        body += "<tr><td>\(item.subject.xmlEscaped)</td><td>\(value(item.measured, item).xmlEscaped)</td>"
                            + "<td>\(value(item.expected, item).xmlEscaped)</td><td>\((item.cause ?? "").xmlEscaped)</td></tr>\n"
                    }
                }
                body += "</tbody></table>\n"
            }
            let passed = report.items.filter(\.passed)
            if !passed.isEmpty {
                body += "<details><summary>\(passed.count) number\(passed.count == 1 ? "" : "s") within tolerance</summary><ul>"
                    + passed.map { "<li>\($0.subject.xmlEscaped): \(value($0.measured, $0).xmlEscaped)</li>" }.joined()
                    + "</ul></details>\n"
            }
            if !report.notChecked.isEmpty {
                body += "<p class=\"unchecked\">Not checked: \(report.notChecked.joined(separator: "; ").xmlEscaped)</p>\n"
            }
            body += "</div>\n</div>\n</section>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            <title>specsheet conform</title>
            <style>
            body{font:14px/1.45 system-ui,sans-serif;margin:24px;background:#fafafa;color:#1b1d21;max-width:1200px}
            h1{font-size:20px}h2{font-size:16px;margin:0 0 4px}ul.index{padding-left:18px}
            section{background:#fff;border:1px solid #d8dbe0;border-radius:6px;padding:12px 16px;margin:16px 0}
            section.fail{border-left:4px solid #db1224}section.pass{border-left:4px solid #0073e6}
            li.fail a{color:#b00d1c}.origin,.unchecked,figcaption{color:#50545c;font-size:13px}
            .row{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}.numbers{flex:1;min-width:280px}
            figure{margin:0;flex:0 1 420px;min-width:0}img{width:100%;height:auto;border:1px solid #ccd;display:block}
            table{border-collapse:collapse;width:100%}th,td{text-align:left;border-bottom:1px solid #e3e5e8;padding:4px 6px;vertical-align:top}
            th{font-size:12px;color:#50545c;font-weight:600}
            </style></head><body>
            <h1>specsheet conform</h1>
            <p>\(summary.xmlEscaped). In each picture the spec's frames and redlines are drawn in blue over the \
            implementation's screenshot; what deviates is drawn in red where the spec puts it and in orange where \
            the implementation does.</p>
            <ul class="index">
            \(index)</ul>
            \(body)</body></html>

            """
    }

    private static func value(_ number: Double, _ item: ConformanceItem) -> String {
        item.unit.map { "\(number.compactDescription) \($0)" } ?? "\((number * 100).compactDescription) %"
    }
}
