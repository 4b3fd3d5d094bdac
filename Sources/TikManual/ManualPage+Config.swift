import TikCore

extension ManualPage {
  /// `tik-config(5)`: every key of `config.toml`, the core's then each plugin's, with
  /// its values and default.
  public static func config(context: Context) -> String {
    var roff = header("TIK-CONFIG", section: 5, "tik manual")
    roff.request("SH", "NAME")
    roff.text("tik-config - the settings of tik, in config.toml")

    roff.request("SH", "SYNOPSIS")
    roff.text("$XDG_CONFIG_HOME/tik/config.toml (by default ~/.config/tik/config.toml)")

    roff.request("SH", "DESCRIPTION")
    roff.text("A small TOML file of key = value lines; the keys of a plugin stay valid while")
    roff.text("it is off. tik config set KEY VALUE changes one line and keeps comments;")
    roff.text("tik config list shows every key and marks the defaults (its output is itself")
    roff.text(#"a config file: a plugin's keys as widget.morning = "05:00", or under"#)
    roff.text("[widget]); tik config unset KEY")
    roff.text("goes back to the default. A mistake in the file is reported with its line and")
    roff.text("column, and tik never rewrites a file it cannot read. The first run writes")
    roff.text("language into the file; the calendar follows the language until it is set.")
    roff.request("PP")
    roff.text("For example:")
    roff.request("RS")
    roff.verbatim([
      "language = \"fa\"", "plugins = [\"jalali\", \"recurrence\", \"widget\"]",
      "fields = [\"date\", \"time\", \"priority\", \"repeat\"]", "[widget]", "morning = \"06:30\"",
    ])
    roff.request("RE")

    let pluginKeys = context.pluginTypes.map { type in (type.name, type.configKeys) }
    let owned = Set(pluginKeys.flatMap { $0.1.map(\.name) })
    let coreKeys = context.config.keyOrder.filter { !owned.contains($0) }
      .compactMap { context.config.keys[$0] }
    roff.request("SH", "KEYS")
    for key in coreKeys { describe(key, into: &roff) }
    for (name, keys) in pluginKeys where !keys.isEmpty {
      roff.request("SS", "The " + name + " plugin")
      for key in keys { describe(key, into: &roff) }
    }

    roff.request("SH", "SEE ALSO")
    roff.text("tik(1)")
    return roff.page
  }

  /// One key: its name and values, what it does, and its default.
  static func describe(_ key: ConfigKey, into roff: inout Roff) {
    roff.request("TP")
    roff.term(key.name, italic: values(of: key))
    roff.text(key.about)
    roff.lines.append(".br")
    let shown = key.defaultValue.plainText
    roff.text("Default: " + (shown.isEmpty ? "empty" : shown) + ".")
  }

  /// What a key takes, as a reader types it in the file.
  static func values(of key: ConfigKey) -> String {
    switch key.kind {
    case .choice(let words): words.joined(separator: "|")
    case .flag: "true|false"
    case .names(let words): "[" + words.joined(separator: ", ") + "]"
    case .number(let numbers) where numbers.count > 8:
      "\(numbers.first ?? 0) to \(numbers.last ?? 0)"
    case .number(let numbers): numbers.map(String.init).joined(separator: "|")
    case .text: key.textForm?.name ?? "TEXT"
    }
  }
}
