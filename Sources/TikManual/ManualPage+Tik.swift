import TikCore
import TikREPL

extension ManualPage {
  /// `tik(1)`: every command with its options, the REPL's own commands, quick entry,
  /// exit codes, environment and files.
  public static func tik(context: Context) -> String {
    let catalog = context.catalog
    var roff = header("TIK", section: 1, "tik manual")
    roff.request("SH", "NAME")
    roff.text("tik - a daily-task kit for the terminal")

    roff.request("SH", "SYNOPSIS")
    roff.term("tik")
    roff.lines.append(".br")
    roff.term("tik", italic: "COMMAND [ARGUMENTS...] [--json]")

    roff.request("SH", "DESCRIPTION")
    roff.text("tik keeps daily tasks in one SQLite file. Without a command it opens a REPL on")
    roff.text("Today: every line typed becomes a task, and a line that starts with / is a")
    roff.text("command. With a command it runs it once and exits. When standard input is not")
    roff.text("a terminal, tik reads one request per line (a REPL line) and answers each with")
    roff.text("one line of JSON: the line protocol.")

    roff.request("SH", "COMMANDS")
    roff.text("Every command works on the command line (tik done 3), in the REPL (/done 3)")
    roff.text("and in the line protocol. IDs are the numbers views show; where a command takes")
    roff.text("several, they can be given as 3 4 7, as 3,4,7 or as a range 3-7.")
    let commands = CommandRegistry(context: context).commands.filter { !$0.hidden }
    for command in commands {
      describe(command, catalog: catalog, context: context, into: &roff)
    }

    roff.request("SH", "REPL COMMANDS")
    roff.text("Besides the commands above, typed after a /:")
    for command in Session.specs {
      roff.request("TP")
      roff.term("/" + command.name, italic: command.usage)
      roff.text(command.summary(catalog) + ".")
    }

    roff.request("SH", "QUICK ENTRY")
    roff.text("The text of a task may hold tokens, anywhere in it; the rest is the title.")
    roff.text("Each token may be given once. The tokens of this build:")
    for token in Help.quickEntryTokens(context: context) {
      roff.request("TP")
      roff.term(token.syntax)
      roff.text(token.meaning + ".")
    }
    roff.request("PP")
    roff.text("Quote the text for the shell: tik add 'Call Anna 16:00 #Home !high'.")

    roff.request("SH", "OPTIONS")
    roff.text("Every command takes these:")
    for option in ArgumentParser.global { describe(option, into: &roff) }
    roff.request("PP")
    roff.text("tik --version (or tik version), alone, prints the version and exits.")

    roff.request("SH", "EXIT STATUS")
    for (code, meaning) in [
      ("0", "Success."),
      (
        "1",
        "A user error: one line on standard error (a JSON object with --json), nothing written."
      ),
      ("2", "Usage: an unknown command or option, or an argument missing or too many."),
    ] {
      roff.request("TP")
      roff.term(code)
      roff.text(meaning)
    }

    roff.request("SH", "ENVIRONMENT")
    for (name, meaning) in environment {
      roff.request("TP")
      roff.term(name)
      roff.text(meaning)
    }

    roff.request("SH", "FILES")
    for (path, meaning) in files {
      roff.request("TP")
      roff.term(path)
      roff.text(meaning)
    }

    roff.request("SH", "SEE ALSO")
    roff.text("tik-config(5); the guide in docs/ of tik's source.")
    return roff.page
  }

  /// One command: its synopsis, summary, details and options.
  static func describe(
    _ command: CommandSpec, catalog: Catalog, context: Context, into roff: inout Roff
  ) {
    roff.request("TP")
    roff.term(command.name, italic: command.usage)
    roff.text(sentence(command.summary(catalog)))
    let details = command.details(context).map { String($0.drop { $0 == " " }) }.filter {
      !$0.isEmpty
    }
    let options = command.options
    guard !details.isEmpty || !options.isEmpty else { return }
    roff.request("RS")
    for line in details {
      roff.request("PP")
      roff.text(line)
    }
    for option in options { describe(option, into: &roff) }
    roff.request("RE")
  }

  static func describe(_ option: OptionSpec, into roff: inout Roff) {
    roff.request("TP")
    let names = ([option.short].compactMap { $0 } + [option.name]).joined(separator: ", ")
    roff.term(names, italic: option.takesValue ? option.placeholder : "")
    roff.text(sentence(option.about))
  }

  /// A summary as a sentence: a capital first, a full stop last.
  static func sentence(_ text: String) -> String {
    guard let first = text.first else { return text }
    let body = first.uppercased() + text.dropFirst()
    return body.hasSuffix(".") ? body : body + "."
  }

  static let environment: [(String, String)] = [
    (
      "TIK_NOW",
      "Replaces the clock: 2026-09-24T09:00 (local time), or with an offset (2026-10-25T02:55+02:00, or Z). For tests and demonstrations."
    ),
    ("NO_COLOR", "Set to anything: no colour. TERM=dumb does the same."),
    (
      "XDG_CONFIG_HOME, XDG_DATA_HOME, XDG_STATE_HOME",
      "Where the config, the database and the state live (see FILES)."
    ),
    (
      "LANG, LC_ALL, LC_MESSAGES",
      "The language of the first run (fa_* is Persian); afterwards the config's language decides."
    ),
    (
      "TIK_SYNC_PASSWORD",
      "The CalDAV password for tik sync, when sync.password_command is not set."
    ),
    (
      "TERM, TERM_PROGRAM, COLORFGBG, TMUX",
      "What the terminal can do: colours, its background, links, tmux's status line."
    ),
  ]

  static let files: [(String, String)] = [
    (
      "~/.config/tik/config.toml",
      "The settings ($XDG_CONFIG_HOME/tik/config.toml); see tik-config(5)."
    ),
    (
      "~/.local/share/tik/tik.db",
      "The tasks: one SQLite file in WAL mode, mode 0600 ($XDG_DATA_HOME/tik/tik.db)."
    ),
    ("~/.local/share/tik/backups/", "What tik backup writes without a file name."),
    (
      "~/.local/state/tik/",
      "History, the last view and the widget's snapshot ($XDG_STATE_HOME/tik/)."
    ),
  ]
}
