import Foundation
import TikCore

/// `tik sync` in `tik`, which links no HTTP: the same sync, run by `tik-sync` from the
/// directory of the running binary (never from PATH), with `--json`; its answer is
/// passed on as this command's, its error as this command's error.
enum SyncHelper {
  static func run(_ invocation: Invocation) throws(TikError) -> Reply {
    let context = invocation.context
    let directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent()
    let executable = directory.appendingPathComponent("tik-sync").path
    guard access(executable, X_OK) == 0 else {
      throw SyncError.noHelper(executable).tikError(context.catalog)
    }
    var arguments = ["sync"]
    if invocation.has("--dry-run") { arguments.append("--dry-run") }
    if invocation.has("--force") { arguments.append("--force") }
    arguments.append("--json")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = context.environment.variables
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch {
      throw SyncError.noHelper(executable).tikError(context.catalog)
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard let object = try? JSONSerialization.jsonObject(with: data) else {
      throw SyncError.notCalDAV("tik-sync gave no answer").tikError(context.catalog)
    }
    let json = value(object)
    if case .object(let members) = json, let error = members.first(where: { $0.0 == "error" }),
      case .object(let fields) = error.1
    {
      var code = "sync_failed"
      var message = "tik-sync failed"
      for (key, value) in fields {
        if key == "code", case .string(let text) = value { code = text }
        if key == "message", case .string(let text) = value { message = text }
      }
      throw .plugin(code: code, message: TerminalText.singleLine(message))
    }
    return .custom(text: SyncCommand.summary(json, context.catalog), json: json)
  }

  /// Foundation's reading of JSON as tik's JSON value; numbers are whole in a report.
  static func value(_ object: Any) -> JSONValue {
    switch object {
    case let flag as Bool where type(of: object) == Bool.self: .bool(flag)
    case let number as Int: .int(number)
    case let number as NSNumber: .int(number.intValue)
    case let text as String: .string(text)
    case let items as [Any]: .array(items.map(value))
    case let members as [String: Any]:
      .object(members.keys.sorted().map { ($0, value(members[$0]!)) })
    default: .null
    }
  }
}
