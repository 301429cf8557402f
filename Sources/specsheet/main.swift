import SpecSheetCLI

SpecSheetCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
