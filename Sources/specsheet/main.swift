import SpecSheetCLI

SpecSheetCommand.main()
