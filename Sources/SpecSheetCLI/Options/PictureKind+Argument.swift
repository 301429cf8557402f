import ArgumentParser
import SpecSheetLayout

extension PictureKind: ExpressibleByArgument {}
