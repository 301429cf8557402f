import ArgumentParser
import SpecSheetLayout

/// `--text-size standard|largest`.
extension TextSize: ExpressibleByArgument {}
