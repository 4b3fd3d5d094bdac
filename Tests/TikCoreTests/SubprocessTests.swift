import Foundation
import Testing
import TikCore

/// The runner tik starts its helpers with, on real programs: what they write, how they
/// end, and that they get nothing of tik's but their arguments and environment.
struct SubprocessTests {
  @Test func outputErrorsAndStatusAreWhatTheProgramGave() throws {
    let exit = try Subprocess.run(
      "/bin/sh", ["-c", "echo out; echo err >&2; exit 3"], output: .capture, errors: .capture)
    #expect(String(decoding: exit.output, as: UTF8.self) == "out\n")
    #expect(String(decoding: exit.errors, as: UTF8.self) == "err\n")
    #expect(exit.status == 3)
    #expect(!exit.succeeded)
  }

  @Test func aProgramEndedByASignalIs128PlusTheSignal() throws {
    let exit = try Subprocess.run("/bin/sh", ["-c", "kill -TERM $$"])
    #expect(exit.status == 128 + SIGTERM)
  }

  /// More than a pipe holds, on both streams at once: read as it comes, or the child
  /// would wait for ever on a full pipe.
  @Test func bothStreamsAreReadWhileTheProgramWrites() throws {
    let exit = try Subprocess.run(
      "/bin/sh", ["-c", "head -c 300000 /dev/zero; head -c 200000 /dev/zero >&2"],
      output: .capture, errors: .capture)
    #expect(exit.output.count == 300_000)
    #expect(exit.errors.count == 200_000)
    #expect(exit.succeeded)
  }

  @Test func aStreamNotCapturedAndStandardInputAreDevNull() throws {
    let exit = try Subprocess.run(
      "/bin/sh", ["-c", "readlink /proc/$$/fd/0 /proc/$$/fd/2"], errors: .discard)
    #expect(String(decoding: exit.output, as: UTF8.self) == "/dev/null\n/dev/null\n")
  }

  @Test func theEnvironmentIsTheOneGiven() throws {
    let exit = try Subprocess.run("/usr/bin/env", [], environment: ["ONLY": "this"])
    #expect(String(decoding: exit.output, as: UTF8.self) == "ONLY=this\n")
  }

  @Test func aMissingProgramIsAFailureNotACrash() {
    #expect(throws: Subprocess.Failure(code: ENOENT)) {
      try Subprocess.run("/nonexistent/tik-helper", [])
    }
  }

  /// With the database open (SQLite's files, the WAL and its index), the child holds
  /// standard input, output and error and nothing else — not even what the test runner
  /// itself was given without close-on-exec.
  @Test func theChildHoldsNoDescriptorOfTiks() throws {
    let home = TestHome()
    let context = try home.context(plugins: [])
    _ = try context.write { (store) throws(TikError) in
      try store.insert(Todo(title: "open", created: LocalTime(seconds: 0)))
    }
    let leaked = open("/dev/null", O_RDONLY)
    defer { close(leaked) }
    // Each number looked at by itself: listing the folder would open one more.
    let script = "n=0; while [ $n -lt 1024 ]; do [ -e /proc/$$/fd/$n ] && echo $n; n=$((n+1)); done"
    let exit = try Subprocess.run("/bin/sh", ["-c", script])
    #expect(String(decoding: exit.output, as: UTF8.self) == "0\n1\n2\n")
    #expect(leaked > 2)
  }

  /// `start` returns while the program runs; `poll` says nothing until it ends, then
  /// its end, as often as asked.
  @Test func aStartedProgramIsPolledUntilItEnds() throws {
    let fifo = NSTemporaryDirectory() + "tik-subprocess-\(getpid())"
    #expect(mkfifo(fifo, 0o600) == 0)
    defer { unlink(fifo) }
    let child = try Subprocess.start("/bin/cat", [fifo])
    #expect(child.poll() == nil)
    let writer = open(fifo, O_WRONLY)
    _ = write(writer, "done", 4)
    close(writer)
    var exit = child.poll()
    for _ in 0..<1000 where exit == nil {
      usleep(10_000)
      exit = child.poll()
    }
    #expect(exit.map { String(decoding: $0.output, as: UTF8.self) } == "done")
    #expect(child.poll() == exit)
    #expect(child.wait() == exit)
  }

  /// A child in a group of its own gets none of the terminal's Ctrl-C.
  @Test func aChildOfItsOwnGroupIsNotInTiksGroup() throws {
    let child = try Subprocess.start(
      "/bin/sh", ["-c", "cut -d ' ' -f 5 /proc/$$/stat"], ownProcessGroup: true)
    let group = String(decoding: child.wait().output, as: UTF8.self)
    #expect(group == "\(child.id)\n")
    #expect(group != "\(getpgrp())\n")
  }

  @Test func theRunningBinarysDirectoryHoldsIt() throws {
    let directory = try #require(Subprocess.executableDirectory)
    #expect(directory.hasPrefix("/"))
    let path = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    #expect(path == directory + "/" + URL(fileURLWithPath: path).lastPathComponent)
  }

  /// Programs started from several threads at once, as the test runner does, while
  /// other threads open and close descriptors without close-on-exec (as Foundation's
  /// Pipe does): every one starts and ends well.
  @Test func programsStartedWhileOtherThreadsOpenAndCloseDescriptorsAllRun() async throws {
    let failures = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<4 {
        group.addTask {
          var failed = 0
          for _ in 0..<100 {
            let exit = try? Subprocess.run("/bin/sh", ["-c", "exit 0"])
            if exit?.succeeded != true { failed += 1 }
          }
          return failed
        }
        group.addTask {
          var ends: [Int32] = [0, 0]
          for _ in 0..<20_000 where pipe(&ends) == 0 {
            close(ends[0])
            close(ends[1])
          }
          return 0
        }
      }
      return await group.reduce(0, +)
    }
    #expect(failures == 0)
  }
}
