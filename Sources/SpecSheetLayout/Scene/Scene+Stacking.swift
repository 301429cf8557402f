import SpecSheetModel

extension Scene {
    /// What ``stacked(over:)`` puts before the lower scene's part ids and parent ids.
    public static let stackedPartPrefix = "under."

    /// This scene presented on top of `lower`, a scene of the same component on the same screen:
    /// the "sheet opened from a sheet" picture. Pure.
    ///
    /// Parts, back to front: the lower scene's scrim (if any) and its sheet, with ids and parent
    /// ids prefixed by ``stackedPartPrefix`` and anatomy numbers dropped so numbers stay unique;
    /// then every part of this scene unchanged, so its scrim (if modal) dims the lower sheet too.
    /// The lower scene's trigger, popover arrow and keyboard are left out: the picture shows one
    /// page and one keyboard, which this scene's own parts stand for, and ``arrow`` describes this
    /// scene's triangle only.
    ///
    /// Everything else is this scene's — presentation, detent, dimensions, arrow — so annotations
    /// describe the top sheet only; the lower sheet is painted with this scene's presentation.
    /// ``scrimVisible`` is true when either scene has a scrim.
    ///
    /// The lower sheet shows above this one only when it rests at a taller detent; the caller
    /// picks it, or ``LayoutEngine/stackedScene(for:)`` lays it out at the tallest.
    /// ``SceneAudit`` accepts the result: its container checks apply to the first root container
    /// (the lower sheet's) and every other check holds for both copies.
    public func stacked(over lower: Scene) -> Scene {
        let prefix = Self.stackedPartPrefix
        let under: [PlacedPart] = lower.parts.compactMap { part in
            switch part.kind {
            case .anchor, .arrow, .keyboard:
                return nil
            case .scrim, .anatomy:
                var copy = part
                copy.id = prefix + part.id
                copy.parentID = part.parentID.map { prefix + $0 }
                copy.number = nil
                return copy
            }
        }
        var stacked = self
        stacked.parts = under + parts
        stacked.scrimVisible = scrimVisible || lower.scrimVisible
        return stacked
    }
}

extension LayoutEngine {
    /// The stacked picture for a request given as selectors; see its `Selection` overload.
    public func stackedScene(for request: SelectionRequest) throws(LayoutError) -> Scene {
        try stackedScene(for: SelectionResolver(catalog: catalog).resolve(request))
    }

    /// The selection's scene presented over a second copy of it, laid out at the tallest height
    /// the sheet opens at before its content is scrolled: its resting detent's upper bound when it
    /// has one (eBay's fitted sheet: by default at most 50 % of the screen, so a 30 % sheet stacks
    /// in front of a 50 % one, as the guideline's own picture shows), else the tallest of its
    /// resting detent and its `detents`. So the lower sheet peeks out above the top one; when no
    /// height is taller, both copies share a frame.
    ///
    ///     let scene = try engine.stackedScene(for: SelectionRequest(address: "ebay-playbook/bottom-sheet",
    ///                                                               variant: "modal", device: "iphone-15"))
    public func stackedScene(for selection: Selection) throws(LayoutError) -> Scene {
        let top = try scene(for: selection)
        var lower = top
        if let bound = top.presentation.detent.max {
            var opened = top.presentation.detent
            opened.height = bound
            opened.min = nil
            opened.max = nil
            opened.overflow = .scroll
            lower = try scene(for: selection, detent: opened)
        } else {
            for detent in top.presentation.detents {
                let candidate = try scene(for: selection, detent: detent)
                if candidate.detentHeight > lower.detentHeight { lower = candidate }
            }
        }
        return top.stacked(over: lower)
    }
}
