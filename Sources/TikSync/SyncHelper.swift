import TikCore

/// `tik sync` in `tik`, which links no HTTP: the same sync, run by `tik-sync` from the
/// directory of the running binary (never from PATH), with `--json`; its answer is
/// passed on as this command's, its error as this command's error.
enum SyncHelper {
  static func run(_ invocation: Invocation) throws(TikError) -> Reply {
    let context = invocation.context
    var arguments = ["sync"]
    if invocation.has("--dry-run") { arguments.append("--dry-run") }
    if invocation.has("--force") { arguments.append("--force") }
    let json = try answer(of: try start(arguments, context: context).wait(), context.catalog)
    return .custom(text: SyncCommand.summary(json, context.catalog), json: json)
  }

  /// Starts `tik-sync ARGUMENTS --json` and returns at once; its standard error goes to
  /// /dev/null, its standard output is read for the answer. It runs with tik's own
  /// environment and the home tik runs in.
  static func start(_ arguments: [String], context: Context, ownProcessGroup: Bool = false)
    throws(TikError) -> Subprocess
  {
    let helper = Subprocess.beside("tik-sync")
    guard helper.isThere else { throw SyncError.noHelper(helper.path).tikError(context.catalog) }
    let environment = Subprocess.processEnvironment.merging(context.environment.variables) {
      $1
    }
    do {
      return try Subprocess.start(
        helper.path, arguments + ["--json"], environment: environment,
        ownProcessGroup: ownProcessGroup)
    } catch {
      throw SyncError.noHelper(helper.path).tikError(context.catalog)
    }
  }

  /// What `tik-sync --json` answered: its report, or its error thrown as tik's.
  static func answer(of exit: Subprocess.Exit, _ catalog: Catalog) throws(TikError) -> JSONValue {
    guard let json = try? JSONReader.parse(Substring(decoding: exit.output, as: UTF8.self)),
      case .object = json
    else {
      throw SyncError.helperStopped(exit.status).tikError(catalog)
    }
    if let error = json["error"] {
      throw .plugin(
        code: error["code"]?.stringValue ?? "sync_failed",
        message: TerminalText.singleLine(error["message"]?.stringValue ?? "tik-sync failed"))
    }
    return json
  }
}
