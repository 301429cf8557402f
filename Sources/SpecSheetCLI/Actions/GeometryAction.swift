import SpecSheetLayout
import SpecSheetModel

/// `specsheet geometry`: the geometry JSON of one selection.
public enum GeometryAction {
    /// The scene's geometry; with `picture`, also the layout of its anatomy or specs picture (the
    /// anatomy of the scene `render --kind anatomy` draws: every numbered part, unless a state is given).
    public static func run(catalog: Catalog, request: SelectionRequest, measurer: any TextMeasuring,
                           picture: PictureKind? = nil) throws(CLIError) -> String
    {
        try document(LayoutEngine(catalog: catalog, measurer: measurer), request: request, measurer: measurer,
                     picture: picture).serialized() + "\n"
    }

    /// `--batch`: the geometry of many selections in one run, as a JSON array in the order of
    /// `requests` (a JSON array of objects named like the selector options, each over `defaults`);
    /// a request that cannot be laid out gets `{"error": "…"}` in its place. `source` names the
    /// requests in errors (a file, or "standard input").
    public static func runBatch(catalog: Catalog, defaults: SelectionRequest, requests: [UInt8], source: String,
                                measurer: any TextMeasuring, picture: PictureKind? = nil) throws(CLIError)
        -> (json: String, failures: Int)
    {
        let parsed = try BatchRequests.parse(requests, source: source, defaults: defaults)
        let engine = LayoutEngine(catalog: catalog, measurer: measurer)
        var failures = 0
        let documents = parsed.map { request -> JSONValue in
            do {
                return try document(engine, request: request, measurer: measurer, picture: picture)
            } catch {
                failures += 1
                return .object([("error", .string(CLIError.wrap(error).lines.joined(separator: " ")))])
            }
        }
        return (JSONValue.array(documents).serialized() + "\n", failures)
    }

    private static func document(_ engine: LayoutEngine, request: SelectionRequest, measurer: any TextMeasuring,
                                 picture: PictureKind?) throws(CLIError) -> JSONValue {
        do {
            guard let picture, picture != .snapshot else { return try engine.scene(for: request).geometryJSON }
            let scene = picture == .anatomy && request.state == nil ? try engine.anatomyScene(for: request)
                : try engine.scene(for: request)
            let layout = PictureLayout(DiagramLayout(measurer: measurer).diagram(for: scene, kind: picture))
            return scene.geometryJSON(picture: layout)
        } catch {
            throw CLIError.wrap(error)
        }
    }
}
