import TikCLI
import TikCore

/// What `tik` does with its arguments: the REPL on a terminal, the line protocol when
/// standard input is not one (or with `--protocol`), a one-shot command otherwise.
public enum TikMain {
  public static func run(arguments: [String], plugins: [any Plugin.Type]) -> Int32 {
    let words = Array(arguments.dropFirst())
    let environment = Environment.process
    let console = StandardConsole()
    guard words.isEmpty || words == ["--protocol"] else {
      return Tik.run(
        arguments: words, plugins: plugins, environment: environment, console: console,
        exitsAfter: true,
        interactive: { context, navigation in REPL(context: context, opening: navigation).run() })
    }
    let context: Context
    do {
      context = try Context(environment: environment, pluginTypes: plugins)
    } catch {
      console.writeError("tik: " + error.message(in: Catalog(.english)) + "\n")
      let interactive = words.isEmpty && environment.stdinIsTerminal && environment.stdoutIsTerminal
      guard interactive else {
        return LineProtocol.refuse(with: error, catalog: Catalog(.english)) { console.write($0) }
      }
      return error.exitCode
    }
    if words.isEmpty && environment.stdinIsTerminal && environment.stdoutIsTerminal {
      return REPL(context: context).run()
    }
    return LineProtocol(session: Session(context: context)) { console.write($0) }.run()
  }
}
