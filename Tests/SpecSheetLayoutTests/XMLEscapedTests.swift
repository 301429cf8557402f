import SpecSheetModel
import Testing

@Suite("XML escaping")
struct XMLEscapedTests {
    @Test func specialCharactersAreEscapedAndForbiddenControlsDropped() {
        #expect("<script>alert(\"x\" & 'y')</script>".xmlEscaped
                == "&lt;script&gt;alert(&quot;x&quot; &amp; &apos;y&apos;)&lt;/script&gt;")
        #expect("a\u{1}b\tc\nd".xmlEscaped == "ab\tc\nd")
        #expect("Sort · 8 pt".xmlEscaped == "Sort · 8 pt")
    }
}
