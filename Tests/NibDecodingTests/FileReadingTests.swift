import Foundation
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
}
