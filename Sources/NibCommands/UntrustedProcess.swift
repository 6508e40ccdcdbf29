import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program that builds or runs code made from a document (`nib eject --verify`) as untrusted: in a process
/// group of its own, with no standard input, stopped with everything it started when its time limit passes or when
/// nib is interrupted or terminated, its output kept to a bounded tail.
enum UntrustedProcess {
    /// How a run ended.
    struct Result {
        /// The exit status; 128 + the signal for a program a signal ended.
        var status: Int32
        /// The end of its standard output and error together, at most ``outputLimit`` bytes.
        var output: String
        /// Whether it was stopped at its time limit.
        var timedOut: Bool
    }

    /// The most output kept: the tail, where a build's errors and a run's failure are.
    static let outputLimit = 1 << 20

    /// Runs `program` with `arguments` for at most `timeLimit` seconds.
    static func run(_ program: String, _ arguments: [String], timeLimit: Double) -> Result {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return Result(status: 127, output: "cannot make a pipe", timedOut: false) }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        defer { close(readEnd) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A group of its own, which is stopped whole: the compiler and linker `swift build` starts are in it.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, program, &actions, &attributes, argv, environ)
        close(writeEnd)
        guard spawned == 0 else {
            return Result(
                status: 127, output: "cannot run \(program): \(String(cString: strerror(spawned)))", timedOut: false)
        }
        RunningGroup.start(child)
        defer { RunningGroup.end() }
        let deadline = Date().addingTimeInterval(timeLimit)
        var output: [UInt8] = []
        var timedOut = false
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 {
                timedOut = true
                kill(-child, SIGKILL)
                break
            }
            var poller = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(remaining, 1) * 1000))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            output += buffer[0..<count]
            if output.count > 2 * outputLimit { output.removeFirst(output.count - outputLimit) }
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        // Whatever the program left running in its group goes with it.
        kill(-child, SIGKILL)
        if output.count > outputLimit { output.removeFirst(output.count - outputLimit) }
        let exited = status & 0x7F == 0
        let code = exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(status: code, output: String(decoding: output, as: UTF8.self), timedOut: timedOut)
    }
}

/// The process group of the untrusted program running now, which a signal that ends nib ends too.
private enum RunningGroup {
    nonisolated(unsafe) static var group: pid_t = 0
    static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    static func start(_ group: pid_t) {
        self.group = group
        for signal in signals { installHandler(signal) }
    }

    static func end() {
        group = 0
        for number in signals { signal(number, SIG_DFL) }
    }

    private static func installHandler(_ number: Int32) {
        signal(number) { received in
            // Only async-signal-safe calls: end the group, then nib as the signal would have.
            if RunningGroup.group > 0 { kill(-RunningGroup.group, SIGKILL) }
            signal(received, SIG_DFL)
            raise(received)
        }
    }
}
