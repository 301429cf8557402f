import ArgumentParser

/// Options every command takes.
public struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The catalog folder.", valueName: "dir"))
    public var specs: String = "Specs"

    public init() {}
}
