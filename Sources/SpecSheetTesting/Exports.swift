// The types the assertions' parameters use, so that `import SpecSheetTesting` is enough.
@_exported import enum SpecSheetCLI.RecordMode
@_exported import enum SpecSheetModel.Theme
@_exported import struct SpecSheetCLI.CheckOutcome
@_exported import struct SpecSheetCLI.CLIError
