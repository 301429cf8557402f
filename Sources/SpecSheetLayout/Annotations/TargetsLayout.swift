import SpecSheetModel

/// Targets pictures: the snapshot with every touch target's area outlined, numbered with the parts'
/// anatomy numbers and laid out as an anatomy diagram lays out its markers (markers beside the screen, leaders that cross no words, a legend), the
/// legend giving each target's size and, when it is under the platform's minimum
/// (``TargetSizeRequirement``), the minimum drawn centred on it.
struct TargetsLayout {
    let measurer: any TextMeasuring
    let style: TypeStyle

    func diagram(for scene: Scene, texts: [Rect]) -> Diagram {
        let requirement = TargetSizeRequirement(platform: scene.screen.platform)
        let unit = scene.screen.platform.unit
        var numbered = scene
        var marks: [TouchTargetMark] = []
        // A target keeps its part's number in the anatomy, so that one number names one part on
        // the whole page; a target the anatomy does not number takes the next number after its.
        var next = ([scene.highestAnatomyNumber ?? 0] + scene.parts.compactMap(\.number)).max()! + 1
        for index in numbered.parts.indices {
            let part = numbered.parts[index]
            numbered.parts[index].number = nil
            guard part.isTouchTarget, let target = part.targetFrame(direction: scene.screen.layoutDirection) else { continue }
            let size = Size(width: target.width, height: target.height)
            let meets = requirement.isMet(by: size)
            let width = max(size.width, requirement.minimum.width), height = max(size.height, requirement.minimum.height)
            marks.append(TouchTargetMark(
                partID: part.id, frame: target, meetsMinimum: meets,
                minimum: meets ? nil : Rect(x: target.midX - width / 2, y: target.midY - height / 2, width: width, height: height)))
            if let number = part.number {
                numbered.parts[index].number = number
            } else {
                numbered.parts[index].number = next
                next += 1
            }
            let what = if case .anatomy(.list) = part.kind { "\(part.name), a row" } else { part.name }
            numbered.parts[index].name = "\(what): \(size.width.compactDescription) × \(size.height.compactDescription) \(unit)"
                + (meets ? "" : ", under \(requirement.minimum.width.compactDescription) × "
                    + "\(requirement.minimum.height.compactDescription)")
        }
        var diagram = AnatomyLayout(measurer: measurer, style: style).diagram(for: numbered, texts: texts)
        diagram.kind = .targets
        diagram.targets = marks
        return diagram
    }
}
