import ArgumentParser
import NibRender

/// The documents a command reads: files, or folders searched for them; at least one.
struct DocumentPaths: ParsableArguments {
    @Argument(help: "Files or directories (searched recursively for .xib and .storyboard files).")
    var paths: [String]
}

/// The file a report is written to instead of standard output (`--output`).
struct ReportFile: ParsableArguments {
    @Option(
        name: .customLong("output"),
        help: "Write the report to this file instead of standard output: replaced whole, never a file nib reads.")
    var path: String?
}

/// The system colors a picture is drawn in (`--appearance`).
struct AppearanceOption: ParsableArguments {
    @Option(help: "The appearance whose system colors are drawn: light or dark.")
    var appearance: DocumentRenderer.Appearance = .light
}
