import Foundation
import SpecSheetCLI
import SpecSheetLayout
import SpecSheetModel
import Testing

/// End to end: `specsheet build` on the real catalog, read back as a user's browser would.
@Suite("specsheet build: the catalog site")
struct SiteBuildTests {
    let built = SiteFixture.catalogSite

    static let componentAddresses = ["apple-hig/action-sheet", "ebay-playbook/bottom-sheet", "ebay-playbook/sheet",
                                     "orange-ods/bottom-sheet", "sap-fiori/sheet"]
    static let sections = ["overview", "when-to-use", "anatomy", "properties", "variants", "behaviour", "platforms",
                           "specs", "best-practices", "accessibility", "changelog"]

    @Test func buildSucceeds() throws {
        #expect(built.result.status == 0, "\(built.result.stderr)")
        #expect(built.result.stderr.contains("→"))
    }

    @Test func everyPageIsWellFormed() throws {
        let pages = try built.files().filter { $0.hasSuffix(".html") }
        #expect(pages.count == 3 + Self.componentAddresses.count)
        for path in pages {
            let document = HTMLDocument(try built.page(path))
            #expect(document.problems.isEmpty, "\(path): \(document.problems.prefix(5))")
            #expect(document.elements("main").count == 1, "\(path) has one <main>")
            #expect(document.elements("title").count == 1)
            #expect(document.elements("html").first?.attributes["lang"] == "en")
        }
    }

    @Test(arguments: componentAddresses)
    func componentPageHasEverySection(address: String) throws {
        let document = HTMLDocument(try built.page("\(address)/index.html"))
        for section in Self.sections {
            #expect(document.ids.contains(section), "\(address) has section #\(section)")
        }
        let headings = document.elements("h2").count
        #expect(headings >= Self.sections.count)
        // Anatomy legend and dimension tables have rows; the state grid and platform tabs have pictures.
        #expect(document.elements("tr").count > 10)
        #expect(document.elements("img").count >= 6, "\(address) shows its diagrams")
        #expect(document.elements("picture").count == document.elements("img").count)
    }

    @Test func everyInternalLinkAndImageResolves() throws {
        let files = Set(try built.files())
        var checked = 0
        for path in files where path.hasSuffix(".html") && path != "404.html" {
            let document = HTMLDocument(try built.page(path))
            let folder = (path as NSString).deletingLastPathComponent
            for reference in document.references {
                guard !reference.hasPrefix("http://"), !reference.hasPrefix("https://"), !reference.hasPrefix("mailto:"),
                      !reference.hasPrefix("data:") else { continue }
                let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let target = parts[0].isEmpty ? path : Self.resolve(String(parts[0]), from: folder)
                #expect(files.contains(target), "\(path) → \(reference): \(target) is not in the site")
                if parts.count == 2, !parts[1].isEmpty, files.contains(target), target.hasSuffix(".html") {
                    let ids = HTMLDocument(try built.page(target)).ids
                    #expect(ids.contains(String(parts[1])), "\(path) → \(reference): no id '\(parts[1])' in \(target)")
                }
                checked += 1
            }
        }
        #expect(checked > 200)
    }

    @Test func everyImageHasAltTextAndSize() throws {
        for path in try built.files() where path.hasSuffix(".html") {
            for image in HTMLDocument(try built.page(path)).elements("img") {
                let alt = image.attributes["alt"] ?? ""
                #expect(alt.count > 20, "\(path): <img src=\(image.attributes["src"] ?? "?")> alt '\(alt)'")
                #expect(Int(image.attributes["width"] ?? "") ?? 0 > 0)
                #expect(Int(image.attributes["height"] ?? "") ?? 0 > 0)
                #expect(image.attributes["srcset"]?.contains(" 2x") == true)
            }
        }
    }

    @Test func anatomyAltTextNamesTheNumberedParts() throws {
        let document = HTMLDocument(try built.page("ebay-playbook/bottom-sheet/index.html"))
        let anatomy = try #require(document.elements("img").first { ($0.attributes["src"] ?? "").contains("/anatomy.") })
        let alt = anatomy.attributes["alt"] ?? ""
        for part in ["1 Drag handle", "2 Title", "3 Close button", "4 Content area", "5 Footer", "6 Footer button"] {
            #expect(alt.contains(part), "alt text: \(alt)")
        }
    }

    @Test func darkPicturesAreOfferedThroughPictureSources() throws {
        let document = HTMLDocument(try built.page("ebay-playbook/bottom-sheet/index.html"))
        let sources = document.elements("source")
        #expect(!sources.isEmpty)
        for source in sources {
            #expect(source.attributes["media"] == "(prefers-color-scheme: dark)")
            #expect(source.attributes["srcset"]?.contains(".dark@2x.png 2x") == true)
            #expect(source.ancestors.last == "picture")
        }
    }

    @Test func pixelDensitiesMatchTheDeclaredSize() throws {
        let document = HTMLDocument(try built.page("ebay-playbook/bottom-sheet/index.html"))
        let image = try #require(document.elements("img").first)
        let width = try #require(Int(image.attributes["width"] ?? ""))
        let src = try #require(image.attributes["src"])
        let file = built.site.appendingPathComponent("ebay-playbook/bottom-sheet").appendingPathComponent(src).standardized
        let one = try Data(contentsOf: file)
        let two = try Data(contentsOf: URL(fileURLWithPath: file.path.replacingOccurrences(of: "@1x.png", with: "@2x.png")))
        func pngWidth(_ data: Data) -> Int { data[16..<20].reduce(0) { $0 << 8 | Int($1) } }
        #expect(pngWidth(one) == width)
        #expect(pngWidth(two) == 2 * width)
    }

    @Test("Every picture of a component page offers SVG, PNG @2x and PDF in both themes, and each file is what it says")
    func everyPictureOffersDownloads() throws {
        func pngSize(_ data: Data) -> (Int, Int) {
            (data[16..<20].reduce(0) { $0 << 8 | Int($1) }, data[20..<24].reduce(0) { $0 << 8 | Int($1) })
        }
        for address in Self.componentAddresses {
            let page = "\(address)/index.html"
            let document = HTMLDocument(try built.page(page))
            let images = document.elements("img")
            let links = document.elements("a").filter { $0.attributes["download"] != nil }
            // One set per theme per picture: SVG, PNG @2x, PDF.
            #expect(links.count == images.count * 6, "\(page): \(links.count) download links for \(images.count) pictures")
            for link in links {
                let href = try #require(link.attributes["href"])
                let file = built.site.appendingPathComponent(address).appendingPathComponent(href).standardized
                let data = try Data(contentsOf: file)
                let name = link.attributes["download"] ?? ""
                #expect(name.hasPrefix(address.replacingOccurrences(of: "/", with: "-")), "\(name)")
                if href.hasSuffix(".svg") {
                    #expect(String(decoding: data.prefix(200), as: UTF8.self).contains("<svg"), "\(href)")
                    #expect(String(decoding: data, as: UTF8.self).contains("<text"), "\(href): text is not <text>")
                } else if href.hasSuffix(".pdf") {
                    #expect(data.starts(with: Array("%PDF-".utf8)), "\(href)")
                } else {
                    #expect(href.hasSuffix("@2x.png") && data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(href)")
                    // Full size at 2x: twice the SVG's width.
                    let svg = String(decoding: try Data(contentsOf: URL(fileURLWithPath: file.path
                        .replacingOccurrences(of: ".full@2x.png", with: ".svg")
                        .replacingOccurrences(of: "@2x.png", with: ".svg"))), as: UTF8.self)
                    let width = svg.firstMatch(of: /width="(\d+)px"/).flatMap { Int($0.1) } ?? 0
                    #expect(abs(pngSize(data).0 - 2 * width) <= 1, "\(href): \(pngSize(data).0) px wide, SVG \(width)")
                }
            }
        }
    }

    @Test("Each platform tab shows the snippets of its languages, the same bytes `specsheet code` writes")
    func platformTabsShowTheCodeTheCLIWrites() throws {
        func decoded(_ text: String) -> String {
            text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
        }
        var checked = 0
        for address in Self.componentAddresses {
            let document = HTMLDocument(try built.page("\(address)/index.html"))
            let component = try #require(Fixture.catalog.component(at: address))
            // A system that documents its own API in some of a platform's languages shows only those.
            let languages = component.platforms.filter { component.refusals[$0] == nil }.flatMap { platform -> [CodeLanguage] in
                let all = CodeLanguage.languages(for: platform)
                guard let variant = component.variants(on: platform).first,
                      let state = component.states(in: variant.id, on: platform).first else { return all }
                let documented = all.filter { component.systemAPI(for: $0, variant: variant.id, state: state.id) != nil }
                return documented.isEmpty ? all : documented
            }
            for language in languages {
                let id = "code-\(language.platform.rawValue)-\(language.rawValue)"
                #expect(document.ids.contains(id), "\(address): no \(id)")
            }
            for button in document.elements("button") where button.attributes["aria-label"]?.hasPrefix("Copy the ") == true {
                let snippet = decoded(try #require(button.attributes["data-copy"]))
                let label = String(button.attributes["aria-label"]!.dropFirst("Copy the ".count).dropLast(" code".count))
                let language = try #require(CodeLanguage.allCases.first { $0.displayName == label }, "\(label)")
                // The header names the selection as a reader does: "Sheet: Focus sheet, Confirm", then
                // "On iPhone 15: iOS, …".
                let line = try #require(snippet.split(separator: "\n").first { $0.contains("\(component.name): ") })
                let names = line.components(separatedBy: "\(component.name): ")[1].components(separatedBy: ", ")
                let variant = try #require(component.variants.first { $0.name == names[0] }, "\(line)")
                let stateName = names[1].replacingOccurrences(of: " */", with: "").trimmingCharacters(in: .whitespaces)
                let state = try #require(component.states(in: variant.id, on: language.platform).first { $0.name == stateName }, "\(line)")
                let deviceName = try #require(snippet.firstMatch(of: #/On ([^:\n]+): /#)?.1)
                let device = try #require(Fixture.catalog.devices.first { $0.name == deviceName }, "\(deviceName)")
                let request = SelectionRequest(address: address, variant: variant.id, state: state.id,
                                               platform: language.platform, device: device.id)
                let written = try CodeAction.run(catalog: Fixture.catalog, request: request, language: language,
                                                 measurer: Fixture.measurer)
                #expect(snippet + "\n" == written || snippet == written, "\(address) \(label): the page's snippet differs")
                checked += 1
            }
        }
        #expect(checked >= 7)
    }

    @Test func specsTableListsEveryDimensionWithTokenAndSource() throws {
        let html = try built.page("ebay-playbook/bottom-sheet/index.html")
        let document = HTMLDocument(html)
        #expect(document.ids.contains("specs"))
        // Every dimension the spec declares has its row on each platform's table; the numbers FACTS.md
        // gives are the row's value: padding 8 top, 16 sides, close button 32 × 32. A row names a
        // token only where its source names the value (Compose's constants, Skin's variables), never
        // by the catalog's own token name.
        let rows = Dictionary(html.matches(of: /<tr id="(spec-[a-z]+-[^"]+)"[^>]*>([\s\S]*?)<\/tr>/).map {
            (String($0.output.1), String($0.output.2))
        }, uniquingKeysWith: { first, _ in first })
        let declared: [(id: String, value: String?, ios: String?, android: String?)] = [
            ("padding-top", "8", nil, nil), ("padding-leading", "16", nil, nil), ("padding-trailing", "16", nil, nil),
            ("close-width", "32", nil, nil), ("close-height", "32", nil, nil),
            ("handle-width", nil, nil, "DockedDragHandleWidth"), ("handle-height", nil, nil, "DockedDragHandleHeight"),
            ("handle-top", nil, nil, "DragHandleVerticalPadding"),
            ("footer-button-height", "48", "$button-height-large", "$button-height-large"),
        ]
        for (platform, unit) in [("ios", "pt"), ("android", "dp")] {
            for dimension in declared {
                let row = try #require(rows["spec-\(platform)-\(dimension.id)"], "\(platform) \(dimension.id) has no row")
                let names = row.replacingOccurrences(of: "<wbr>", with: "").matches(of: /<code>([^<]+)<\/code>/)
                    .map { String($0.output.1) }
                let expected = platform == "ios" ? dimension.ios : dimension.android
                #expect(names == (expected.map { [$0] } ?? []), "\(platform) \(dimension.id): \(names)")
                if let value = dimension.value {
                    #expect(row.contains("<span>\(value)&nbsp;\(unit)</span>"), "\(platform) \(dimension.id) is \(value) \(unit): \(row)")
                }
            }
        }
        #expect(html.contains("eBay Playbook"))
    }

    @Test func comparisonMarksDisagreements() throws {
        let document = HTMLDocument(try built.page("compare/index.html"))
        #expect(document.problems.isEmpty)
        let text = document.text
        for name in ["Bottom sheet", "Action sheet", "Sheet"] { #expect(text.contains(name)) }
        // Handles: UIKit's 36×5 is the platform's own, drawn for eBay and SAP where their guidelines
        // give none, so Orange's own 55×4 is not marked as differing from it; and systems that
        // differ are never shown as sources disagreeing.
        #expect(!text.contains("55 × 4 pt differs"))
        #expect(!text.contains("Sources disagree") && !text.contains("sources that disagree"))
        #expect(text.contains("36 × 5"))
        #expect(text.contains("55 × 4"))
        // A full-screen modal covers the screen: no scrim is claimed for it.
        let fullScreen = try #require(text.components(separatedBy: "Full-screen sheets").last)
        #expect(fullScreen.contains("none (it covers the screen)"), "the full-screen table's scrim row")
        // A number SpecSheet chose is never shown as a source's: it reads "not specified (drawn at …)".
        #expect(text.contains("not specified (drawn at "))
        #expect(!text.contains("SpecSheet’s own choice") || !text.contains("ours"))
    }

    @Test func searchIndexFindsTheDragHandle() throws {
        let script = try built.page("assets/search-index.js")
        #expect(script.hasPrefix("window.SpecSheetSearchIndex = ["))
        let json = script.dropFirst("window.SpecSheetSearchIndex = ".count).trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: ";")))
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: String]])
        let handle = entries.first { $0["title"] == "Drag handle" && ($0["url"] ?? "").hasPrefix("ebay-playbook/bottom-sheet/") }
        #expect(handle != nil)
        #expect(entries.count > 40)
    }

    @Test func sitemapListsEveryPage() throws {
        let sitemap = try built.page("sitemap.xml")
        for address in Self.componentAddresses { #expect(sitemap.contains("<loc>/\(address)/</loc>")) }
    }

    static func resolve(_ reference: String, from folder: String) -> String {
        var parts = folder.isEmpty ? [] : folder.split(separator: "/").map(String.init)
        for part in reference.split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case "..": if !parts.isEmpty { parts.removeLast() }
            case ".", "": continue
            default: parts.append(String(part))
            }
        }
        let path = parts.joined(separator: "/")
        return reference.hasSuffix("/") ? path + "/index.html" : path
    }
}
