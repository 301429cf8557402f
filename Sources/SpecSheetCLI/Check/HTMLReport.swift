import SpecSheetModel
/// `report.html` in the artifacts folder: one self-contained page (inline CSS and JS, no network)
/// showing each failure side by side, the diff, a slider and a blink toggle between expected and actual.
public enum HTMLReport {
    public static func html(_ summary: CheckSummary) -> String {
        let problems = summary.outcomes.filter { $0.status != .passed }
        var body = ""
        for (index, outcome) in problems.enumerated() {
            let tag = outcome.failsRun ? "fail" : "recorded"
            body += "<section class=\"\(tag)\" id=\"s\(index)\">\n"
            body += "<h2><span class=\"tag\">\(outcome.failsRun ? "FAIL" : "RECORDED")</span> \(outcome.name.xmlEscaped)</h2>\n"
            body += "<p class=\"headline\">\(outcome.headline.xmlEscaped)</p>\n"
            if !outcome.details.isEmpty {
                body += "<ul>" + outcome.details.map { "<li>\($0.xmlEscaped)</li>" }.joined() + "</ul>\n"
            }
            let expected = outcome.expected?.xmlEscaped, actual = outcome.actual?.xmlEscaped, diff = outcome.diff?.xmlEscaped
            body += "<div class=\"views\">\n"
            for (label, source) in [("Expected (baseline)", expected), ("Actual", actual), ("Diff", diff)] {
                guard let source else { continue }
                body += "<figure><figcaption>\(label)</figcaption><img src=\"\(source)\" alt=\"\(label)\"></figure>\n"
            }
            if let expected, let actual {
                body += """
                    <figure><figcaption>Slider (left: expected, right: actual)</figcaption>
                    <div class="slider"><img src="\(actual)" alt="actual"><div class="top"><img src="\(expected)" alt="expected"></div></div>
                    <input type="range" min="0" max="100" value="50" class="range"></figure>
                    <figure><figcaption>Toggle (click the picture)</figcaption>
                    <img class="toggle" src="\(expected)" data-a="\(expected)" data-b="\(actual)" alt="expected" title="expected">
                    </figure>

                    """
            }
            body += "</div>\n</section>\n"
        }
        if problems.isEmpty { body = "<p>Every snapshot matches its baseline.</p>\n" }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>specsheet check</title>
            <style>
            body{font:14px/1.4 system-ui,sans-serif;margin:24px;background:#fafafa;color:#222}
            section{background:#fff;border:1px solid #ddd;border-radius:6px;padding:12px 16px;margin:16px 0}
            section.fail .tag{background:#c62828}section.recorded .tag{background:#1565c0}
            .tag{color:#fff;border-radius:3px;padding:1px 6px;font-size:12px}
            h2{font-size:15px;margin:4px 0}.views{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
            figure{margin:0}figcaption{font-size:12px;color:#555}img{max-width:300px;border:1px solid #ccc;display:block}
            .slider{position:relative;display:inline-block}.slider .top{position:absolute;top:0;left:0;bottom:0;width:50%;overflow:hidden}
            .slider .top img{max-width:none;width:auto;box-sizing:border-box}.toggle{cursor:pointer}
            </style></head><body>
            <h1>\(summary.description.xmlEscaped)</h1>
            \(body)<script>
            document.querySelectorAll('.range').forEach(function(r){
              var box=r.previousElementSibling, top=box.querySelector('.top'), under=box.querySelector('img');
              function sync(){ var w=under.getBoundingClientRect().width; top.querySelector('img').style.width=w+'px';
                top.style.width=r.value+'%'; }
              r.addEventListener('input',sync); under.addEventListener('load',sync); sync();
            });
            document.querySelectorAll('.toggle').forEach(function(i){
              i.addEventListener('click',function(){ var b=i.getAttribute('src')===i.dataset.a;
                i.src=b?i.dataset.b:i.dataset.a; i.title=b?'actual':'expected'; });
            });
            </script></body></html>

            """
    }
}
