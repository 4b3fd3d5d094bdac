import Foundation
import Testing
import TikTestSupport

/// The built `tik` binary run as a user runs it, with a temporary XDG home and `TIK_NOW`.
final class BinaryHome {
  let root: String
  var now: String
  var extraVariables: [String: String] = [:]
  /// A program and its arguments that start `tik` and the shells (`faketime -f …`).
  var launcher: [String] = []

  /// The `tik` next to the test bundle in the build directory.
  static let executable = BuiltProduct.path("tik")

  init(now: String = "2026-09-24T09:00") {
    var bytes = Array((NSTemporaryDirectory() + "tik-e2e-XXXXXX").utf8CString)
    root = String(cString: mkdtemp(&bytes)!)
    self.now = now
  }

  deinit { try? FileManager.default.removeItem(atPath: root) }

  var environment: [String: String] {
    [
      "HOME": root, "XDG_CONFIG_HOME": root + "/config", "XDG_DATA_HOME": root + "/data",
      "XDG_STATE_HOME": root + "/state", "TIK_NOW": now, "PATH": "/usr/bin:/bin",
      "LANG": "C.UTF-8",
    ].merging(extraVariables) { $1 }
  }

  var configPath: String { root + "/config/tik/config.toml" }
  var databasePath: String { root + "/data/tik/tik.db" }

  /// Runs `tik` with arguments and optional standard input; waits for it to exit.
  @discardableResult
  func tik(_ arguments: String..., input: String? = nil) throws -> Run {
    try run(arguments, input: input)
  }

  func run(_ arguments: [String], input: String? = nil) throws -> Run {
    try runData(arguments, input: input.map { Data($0.utf8) })
  }

  /// Runs `tik` with raw bytes on standard input.
  func runData(_ arguments: [String], input: Data?) throws -> Run {
    let process = Process()
    let command = launcher + [BinaryHome.executable] + arguments
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    let inputPipe = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = inputPipe
    try process.run()
    // Write and read at once: a large input must not wait for output nobody reads.
    let writer = Thread {
      if let input { inputPipe.fileHandleForWriting.write(input) }
      try? inputPipe.fileHandleForWriting.close()
    }
    writer.start()
    let err = ErrorReader(errors.fileHandleForReading)
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let errData = err.finish()
    process.waitUntilExit()
    return Run(
      output: String(decoding: out, as: UTF8.self),
      errors: String(decoding: errData, as: UTF8.self), status: process.terminationStatus)
  }

  /// `tik` started with pipes for its standard input, output and errors, not waited for:
  /// a coprocess of the line protocol, or a command whose output is read as it comes.
  func start(_ arguments: [String] = []) throws -> (
    process: Process, input: Pipe, output: Pipe, errors: Pipe
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: BinaryHome.executable)
    process.arguments = arguments
    process.environment = environment
    let (input, output, errors) = (Pipe(), Pipe(), Pipe())
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // A test that waits for a reply that never comes fails instead of waiting forever.
    DispatchQueue.global().asyncAfter(deadline: .now() + 120) {
      if process.isRunning { process.terminate() }
    }
    return (process, input, output, errors)
  }

  /// A counter of `/proc/PID/io` (`rchar`, `syscr`, `wchar` …); nil once the process is gone.
  static func counter(_ name: String, of process: Process) -> Int? {
    guard
      let io = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/io", encoding: .utf8)
    else { return nil }
    return io.split(separator: "\n").first { $0.hasPrefix(name + ":") }
      .flatMap { Int($0.split(separator: " ").last ?? "") }
  }

  /// The variables with this build's `tik` first on the PATH, for shells and bars.
  var shellEnvironment: [String: String] {
    var environment = self.environment
    environment["PATH"] =
      URL(fileURLWithPath: BinaryHome.executable).deletingLastPathComponent().path
      + ":/usr/bin:/bin:/usr/sbin:/sbin"
    return environment
  }

  /// Runs a bash script with `tik` on the PATH and the home's variables; its output.
  @discardableResult
  func bash(_ script: String, environment extra: [String: String] = [:]) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    process.environment = shellEnvironment.merging(extra) { $1 }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let err = ErrorReader(errors.fileHandleForReading)
    let out = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      output: String(decoding: out, as: UTF8.self),
      errors: String(decoding: err.finish(), as: UTF8.self), status: process.terminationStatus)
  }

  /// Everything a user could lose: every task, the lists and the config file.
  func state() throws -> String {
    let all = try tik("all", "--json").output
    let lists = try tik("lists", "--json").output
    let config = (try? String(contentsOfFile: configPath, encoding: .utf8)) ?? ""
    return all + lists + config
  }

  func writeConfig(_ text: String) throws {
    try FileManager.default.createDirectory(
      atPath: root + "/config/tik", withIntermediateDirectories: true)
    try text.write(toFile: configPath, atomically: true, encoding: .utf8)
  }
}

/// What a run of `tik` printed and how it exited.
struct Run {
  var output: String
  var errors: String
  var status: Int32

  /// The output parsed as one JSON object.
  var json: [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(output.utf8))) as? [String: Any] ?? [:]
  }

  /// The titles of a view's tasks, from `--json` output.
  var titles: [String] {
    (json["tasks"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
  }
}
