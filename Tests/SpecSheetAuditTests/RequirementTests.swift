import SpecSheetAudit
import SpecSheetLayout
import SpecSheetModel
import Testing

/// Each platform's line between normal and large text, and its minimum target, on either side.
@Suite("Audit requirements")
struct RequirementTests {
    private func ratio(_ size: Double, _ weight: Int, on platform: Platform) -> Double {
        TextContrastRequirement(style: TypeStyle(family: "Inter", size: size, weight: weight), platform: platform).ratio
    }

    @Test func webLargeTextIs24PxOr18Point66Bold() {
        #expect(ratio(24, 400, on: .web) == 3)
        #expect(ratio(23.9, 400, on: .web) == 4.5)
        #expect(ratio(18.66, 700, on: .web) == 3)
        #expect(ratio(18.5, 700, on: .web) == 4.5)
        #expect(ratio(20, 600, on: .web) == 4.5, "semibold is not bold")
    }

    @Test func iosLargeTextIs18PointOrBold() {
        #expect(ratio(18, 400, on: .ios) == 3)
        #expect(ratio(17, 400, on: .ios) == 4.5)
        #expect(ratio(13, 700, on: .ios) == 3, "bold text at any size")
        #expect(ratio(17, 600, on: .ios) == 4.5)
    }

    @Test func androidLargeTextIs18SpOr14SpBold() {
        #expect(ratio(18, 400, on: .android) == 3)
        #expect(ratio(17.9, 400, on: .android) == 4.5)
        #expect(ratio(14, 700, on: .android) == 3)
        #expect(ratio(13.9, 700, on: .android) == 4.5)
    }

    @Test(arguments: [(Platform.ios, 44.0), (.android, 48), (.web, 24)])
    func targetMinimum(platform: Platform, minimum: Double) {
        let requirement = TargetSizeRequirement(platform: platform)
        #expect(requirement.minimum == Size(width: minimum, height: minimum))
        #expect(requirement.isMet(by: Size(width: minimum, height: minimum)))
        #expect(!requirement.isMet(by: Size(width: minimum - 0.5, height: minimum)))
        #expect(!requirement.isMet(by: Size(width: minimum, height: minimum - 0.5)))
    }
}
