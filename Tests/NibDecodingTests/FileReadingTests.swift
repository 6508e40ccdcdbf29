import Foundation
import NibFiles
import NibTestSupport
import XCTest

@testable import NibDecoding

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading documents from the file system: what is not a regular file is named in the error (and never opened, so a
/// pipe cannot block), and names that are not UTF-8 are found and read byte for byte.
final class FileReadingTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try temporaryFolder("reading")
    }

    private func message(reading path: String) throws -> String {
        let result = DocumentDecoder().decode(contentsOf: path)
        XCTAssertNil(result.document)
        let diagnostic = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(diagnostic.file, path)
        XCTAssertEqual([diagnostic.line, diagnostic.column], [1, 1])
        return diagnostic.message
    }

    func testANamedPipeIsNamedAndNotOpened() throws {
        let path = folder.appendingPathComponent("Pipe.xib").path
        XCTAssertEqual(mkfifo(path, 0o644), 0)
        // Opening a pipe for reading blocks until a writer comes: were it opened, this test would hang.
        let message = try message(reading: path)
        XCTAssertTrue(message.contains("is a named pipe (FIFO), not a regular file"), message)
        XCTAssertEqual(try DocumentFinder.documents(in: [folder.path]), [path], "found, for the reader to name it")
    }

    func testASocketIsNamed() throws {
        let path = folder.appendingPathComponent("Socket.xib").path
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try XCTSkipIf(bound != 0, "cannot bind a Unix socket in \(folder.path) (path too long?)")
        let message = try message(reading: path)
        XCTAssertTrue(message.contains("is a socket, not a regular file"), message)
    }

    func testAFolderNamedLikeADocumentIsSearchedNotRead() throws {
        let inner = folder.appendingPathComponent("Odd.xib")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        let document = inner.appendingPathComponent("Inner.xib")
        try Data(DocumentFixtures.xib("").utf8).write(to: document)
        XCTAssertEqual(try DocumentFinder.documents(in: [folder.path]), [document.path])
        let message = try message(reading: inner.path)
        XCTAssertTrue(message.contains("is a folder, not a document"), message)
    }

    func testHiddenFoldersAreNotSearched() throws {
        let built = folder.appendingPathComponent(".build/debug/App.resources")
        try FileManager.default.createDirectory(at: built, withIntermediateDirectories: true)
        try Data(DocumentFixtures.xib("").utf8).write(to: built.appendingPathComponent("Copy.xib"))
        let document = folder.appendingPathComponent("Card.xib")
        try Data(DocumentFixtures.xib("").utf8).write(to: document)
        XCTAssertEqual(
            try DocumentFinder.documents(in: [folder.path]), [document.path], "a build product is not a document")
        let named = built.appendingPathComponent("Copy.xib").path
        XCTAssertEqual(try DocumentFinder.documents(in: [named]), [named], "unless it is named")
    }

    func testAMissingFileSaysSo() throws {
        let message = try message(reading: folder.appendingPathComponent("Gone.xib").path)
        XCTAssertEqual(message, "cannot read the file: no such file")
    }

    func testNamesThatAreNotUTF8AreFoundAndRead() throws {
        // "Caf\xE9.xib": Latin-1, not UTF-8, as a name copied from an old archive can be.
        let raw: [UInt8] = Array(folder.path.utf8) + Array("/Caf".utf8) + [0xE9] + Array(".xib".utf8)
        let created = raw.map { CChar(bitPattern: $0) }.withUnsafeBufferPointer { buffer -> Int32 in
            var terminated = Array(buffer)
            terminated.append(0)
            return open(terminated, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        }
        XCTAssertGreaterThanOrEqual(created, 0)
        let text = Array(DocumentFixtures.xib("").utf8)
        XCTAssertEqual(write(created, text, text.count), text.count)
        close(created)

        let found = try DocumentFinder.documents(in: [folder.path])
        XCTAssertEqual(found.count, 1)
        let path = try XCTUnwrap(found.first)
        XCTAssertEqual(FileName.bytes(of: path), raw, "the name keeps its bytes")
        XCTAssertEqual(FileName.rawByte(of: path.unicodeScalars.dropLast(4).last!), 0xE9)
        let result = DocumentDecoder().decode(contentsOf: path)
        XCTAssertTrue(result.isSuccess, "\(result.diagnostics)")
    }

    func testFileNamesRoundTripThroughStrings() {
        let samples: [[UInt8]] = [
            Array("plain/View.xib".utf8), Array("Café/Ünïcode 日本.xib".utf8), [0xFF, 0xFE, 0x41], [0xC3],
            [0xED, 0xA0, 0x80],
            [0xE6, 0x97, 0xA5, 0xE6, 0x97], [0x2F, 0x80, 0x2F],
        ]
        for bytes in samples {
            let string = FileName.string(fromBytes: bytes)
            XCTAssertEqual(FileName.bytes(of: string), bytes, "\(bytes)")
        }
        XCTAssertEqual(FileName.string(fromBytes: Array("Café".utf8)), "Café", "valid UTF-8 is kept as it is")
    }

    // MARK: Links and limits

    private func makeLink(_ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent(name).path, withDestinationPath: target)
    }

    func testAWalkVisitsEachRealFolderOnceAndStaysInside() throws {
        let outside = try temporaryFolder("reading-outside")
        try Data(DocumentFixtures.xib("").utf8).write(to: outside.appendingPathComponent("Secret.xib"))
        let inner = folder.appendingPathComponent("Inner")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        let document = inner.appendingPathComponent("Card.xib")
        try Data(DocumentFixtures.xib("").utf8).write(to: document)
        try makeLink("loop", to: ".")
        try makeLink("again", to: ".")
        try makeLink("Shared", to: "Inner")
        try makeLink("Out", to: outside.path)
        try makeLink("Secret.xib", to: outside.appendingPathComponent("Secret.xib").path)
        var walk = FolderWalk(folder.path)
        var seen: [String] = []
        walk.walk { entry in
            seen.append(String(entry.path.dropFirst(folder.path.count + 1)))
            return true
        }
        XCTAssertEqual(seen, ["Inner", "Shared", "again", "loop", "Inner/Card.xib"], "each real folder once")
        XCTAssertEqual(walk.skippedLinks.map { ($0.path as NSString).lastPathComponent }, ["Out", "Secret.xib"])
        XCTAssertEqual(walk.skippedLinks.map(\.isFolder), [true, false])
        let search = try DocumentFinder.search([folder.path])
        XCTAssertEqual(search.documents, [document.path], "a document is found once, never through a link out")
        XCTAssertEqual(search.skippedLinks.count, 2)
    }

    func testAReadStaysInsideItsFolderAndKeepsItsLimitThroughLinks() throws {
        let outside = try temporaryFolder("reading-outside")
        let secret = outside.appendingPathComponent("key")
        try Data("secret".utf8).write(to: secret)
        try makeLink("a.png", to: secret.path)
        let boundary = FolderBoundary(folder.path)
        XCTAssertThrowsError(
            try FileReader.contents(of: folder.appendingPathComponent("a.png").path, limit: 100, inside: boundary)
        ) { error in
            XCTAssertTrue("\(error)".contains("outside \(folder.path)"), "\(error)")
        }
        XCTAssertEqual(
            try FileReader.contents(of: folder.appendingPathComponent("a.png").path, limit: 100), Array("secret".utf8),
            "without a boundary, as named")
        // The limit holds for the file a link names, not for the link.
        let big = folder.appendingPathComponent("big.bin")
        XCTAssertTrue(FileManager.default.createFile(atPath: big.path, contents: nil))
        XCTAssertEqual(truncate(big.path, 300 << 20), 0)
        try makeLink("small.png", to: "big.bin")
        XCTAssertThrowsError(
            try FileReader.contents(
                of: folder.appendingPathComponent("small.png").path, limit: 4 << 20, inside: boundary)
        ) { error in
            XCTAssertTrue("\(error)".contains("over the limit of 4194304 bytes"), "\(error)")
        }
    }
}
