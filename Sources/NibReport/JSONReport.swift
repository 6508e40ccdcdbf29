import Foundation
import NibDecoding
import NibModel

/// One file's entry in `nib dump --format json`: `{"file":…, "ok":…, "diagnostics":[…], "document":{…}}`.
package struct FileReport: Encodable, Sendable {
    /// The file's path.
    var file: String
    /// Whether the document decoded.
    var ok: Bool
    /// Errors and warnings, in file order.
    var diagnostics: [Diagnostic]
    /// The decoded document; `null` in the JSON when it did not decode.
    var document: IBDocument?

    /// The entry for `file` from its decoding `result`.
    package init(file: String, result: DecodingResult) {
        self.file = file
        self.ok = result.isSuccess
        self.diagnostics = result.diagnostics
        self.document = result.document
    }

    private enum CodingKeys: String, CodingKey {
        case file, ok, diagnostics, document
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(ok, forKey: .ok)
        try container.encode(diagnostics, forKey: .diagnostics)
        if let document {
            try container.encode(document, forKey: .document)
        } else {
            try container.encodeNil(forKey: .document)
        }
    }
}

/// Encodes reports as the JSON array `nib dump --format json` prints.
package enum JSONReport {
    /// `reports` as a JSON array, with ``encoder``.
    package static func encode(_ reports: [FileReport]) throws -> Data {
        try encoder.encode(reports)
    }

    /// The encoder of every JSON report: sorted keys, and non-finite numbers spelled as Interface Builder spells
    /// them (`placeholderIntrinsicWidth="infinite"`), since JSON has no infinity.
    package static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "infinite", negativeInfinity: "-infinite", nan: "nan")
        return encoder
    }
}
