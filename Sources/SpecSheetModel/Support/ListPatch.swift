/// A list a patch sets in full, or amends: adds some entries and removes others, so a variant
/// says only what differs (`dismissal: { add: [back], remove: [swipe-down] }`).
public enum ListPatch<Element: Hashable & Sendable>: Sendable, Hashable {
    case replace([Element])
    case amend(add: [Element], remove: [Element])

    /// The list after this patch is applied to `base`: removed entries are filtered out, then added
    /// ones not in the list go last, once each (an entry both removed and added moves to the end).
    public func applied(to base: [Element]) -> [Element] {
        switch self {
        case .replace(let list):
            return list
        case .amend(let add, let remove):
            var result = base.filter { !remove.contains($0) }
            for element in add where !result.contains(element) { result.append(element) }
            return result
        }
    }

    /// `patch` over `base`: a replacement wins; an amendment of a known list becomes that list amended.
    public static func merged(_ base: ListPatch?, _ patch: ListPatch?) -> ListPatch? {
        guard let patch else { return base }
        switch (base, patch) {
        case (_, .replace), (nil, _):
            return patch
        case (.replace(let list)?, .amend):
            return .replace(patch.applied(to: list))
        case (.amend(let add, let remove)?, .amend(let moreAdd, let moreRemove)):
            // Removing is filtering, adding is appending what is missing: the second removal also
            // takes back the first's additions, and the additions follow in order.
            return .amend(add: unique(add.filter { !moreRemove.contains($0) } + moreAdd),
                          remove: unique(remove + moreRemove))
        }
    }

    private static func unique(_ elements: [Element]) -> [Element] {
        var seen = Set<Element>()
        return elements.filter { seen.insert($0).inserted }
    }
}

extension ListPatch: Encodable where Element: Encodable {}
