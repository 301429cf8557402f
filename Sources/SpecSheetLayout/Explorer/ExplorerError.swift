import SpecSheetModel

/// Why a component's explorer data could not be exported: the layout failed, or the exported
/// layout differs from the layout engine's at a size by more than the tolerance. One line.
public enum ExplorerError: Error, Sendable, Hashable, CustomStringConvertible {
    case layout(LayoutError)
    /// The parts a selection shows changed inside a region the export treats as one.
    case partsChanged(address: String, selection: String, size: String)
    case deviation(address: String, selection: String, size: String, number: String, expected: String, exported: String)
    case traitsDiffer(address: String, selection: String, size: String, what: String)

    public var description: String {
        switch self {
        case .layout(let error): error.description
        case .partsChanged(let address, let selection, let size):
            "\(address) \(selection): the parts shown change inside one window region at \(size)"
        case .deviation(let address, let selection, let size, let number, let expected, let exported):
            "\(address) \(selection) at \(size): the explorer's \(number) is \(exported), the layout engine's \(expected)"
        case .traitsDiffer(let address, let selection, let size, let what):
            "\(address) \(selection) at \(size): the explorer's \(what) differs from the layout engine's"
        }
    }
}
