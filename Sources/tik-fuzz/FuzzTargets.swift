import TikTOML

#if FUZZING
  import Foundation
  import TikCLI
  import TikCore
  import TikDeepLink
  import TikJalali
  import TikREPL
  import TikRecurrence
  import TikSyncEngine
  import TikWidget

  /// The fuzz targets: each takes the bytes libFuzzer made up, and crashes (a found bug)
  /// when tik crashes or breaks a property that must always hold.
  enum FuzzTargets {
    nonisolated(unsafe) static var current: (([UInt8]) -> Void)?

    static let names = [
      "quick-entry", "dates", "config", "deeplink", "protocol", "snapshot", "repl-state",
      "multistatus", "vtodo",
    ]

    static func named(_ name: String) -> (([UInt8]) -> Void)? {
      switch name {
      case "quick-entry": quickEntry
      case "dates": dates
      case "config": config
      case "deeplink": deepLink
      case "protocol": lineProtocol
      case "snapshot": snapshot
      case "repl-state": replState
      case "multistatus": { SyncFuzzing.readMultistatus(Data($0)) }
      case "vtodo": { SyncFuzzing.readItem(text($0)) }
      default: nil
      }
    }

    nonisolated(unsafe) static let plugins: [any Plugin.Type] = [
      JalaliPlugin.self, RecurrencePlugin.self, DeepLinkPlugin.self, WidgetPlugin.self,
    ]

    /// A context in a temporary home of its own, Gregorian or Jalali.
    static func context(calendar: String) -> Context {
      let root = NSTemporaryDirectory() + "tik-fuzz-\(getpid())-\(calendar)"
      try? FileManager.default.createDirectory(
        atPath: root + "/c/tik", withIntermediateDirectories: true)
      try? "calendar = \"\(calendar)\"\n".write(
        toFile: root + "/c/tik/config.toml", atomically: true, encoding: .utf8)
      let environment = Environment(variables: [
        "HOME": root, "XDG_CONFIG_HOME": root + "/c", "XDG_DATA_HOME": root + "/d",
        "XDG_STATE_HOME": root + "/s", "TIK_NOW": "2026-09-24T09:00",
      ])
      guard let context = try? Context(environment: environment, pluginTypes: plugins) else {
        fatalError("cannot build the fuzzing context")
      }
      return context
    }

    nonisolated(unsafe) static let gregorian = context(calendar: "gregorian")
    nonisolated(unsafe) static let jalali = context(calendar: "jalali")

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// Quick entry in both calendars: a draft, or an error — and a draft's title is never
    /// empty and never holds a control character.
    static func quickEntry(_ bytes: [UInt8]) {
      for context in [gregorian, jalali] {
        guard let draft = try? context.quickEntry.parse(text(bytes), context: context.parseContext)
        else { continue }
        precondition(!draft.title.isEmpty, "a draft without a title")
        precondition(
          !draft.title.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F },
          "a control character in a title")
        _ = draft.todo(on: .today, now: context.clock.now(), listID: nil)
      }
    }

    /// Date words, ISO dates and times; a Jalali date read back from its short text is
    /// the same day.
    static func dates(_ bytes: [UInt8]) {
      let input = text(bytes)
      _ = try? ISODate.parse(Substring(input))
      _ = TimeText.parse(Substring(input))
      for context in [gregorian, jalali] {
        guard let day = (try? DateWords.parse(input, context: context.parseContext))?.day else {
          continue
        }
        let again = try? DateWords.parse(
          context.calendar.shortText(day), context: context.parseContext)
        precondition(again?.day == day, "a day does not read back from its own short text")
      }
    }

    /// The config's TOML: parsed or refused; a parsed file survives a set and a remove of
    /// every key and still parses.
    static func config(_ bytes: [UInt8]) {
      guard var document = try? TOMLDocument(parsing: text(bytes)) else { return }
      for entry in document.entries {
        _ = gregorian.config.keys[entry.key]?.accepts(entry.value)
        precondition(
          (try? document.set(entry.key, to: .string("x"))) != nil, "a set broke the file")
        precondition((try? TOMLDocument(parsing: document.text)) != nil, "a set broke the file")
        precondition((try? document.remove(entry.key)) != nil, "a remove broke the file")
        precondition((try? TOMLDocument(parsing: document.text)) != nil, "a remove broke the file")
      }
    }

    /// Links: a route, or an error; a route's own URL reads back as the same route.
    static func deepLink(_ bytes: [UInt8]) {
      for context in [gregorian, jalali] {
        guard let route = try? Router.route(text(bytes), context: context.parseContext) else {
          continue
        }
        precondition(
          (try? Router.route(route.url, context: context.parseContext)) == route,
          "a route does not read back from its own URL")
      }
    }

    nonisolated(unsafe) static let session = Session(context: context(calendar: "gregorian"))

    /// The REPL's saved state, as anyone may have edited it: a state, never a crash; a
    /// day view only of a day tik reads; a message with no control character but lines.
    static func replState(_ bytes: [UInt8]) {
      let state = REPLState.read(text(bytes), context: gregorian)
      if case .day(let day) = state.view {
        precondition(DateWords.supportedDays.contains(day), "a day tik does not read")
      }
      if case .story(let day) = state.view {
        precondition(DateWords.supportedDays.contains(day), "a day tik does not read")
      }
      precondition(
        !state.message.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0 == "\u{1B}" },
        "a control character in the message")
    }

    /// The widget's snapshot, as the prompt hooks and `tik widget --cached` read it:
    /// parsed or refused, and in every format what is printed holds no control character.
    static func snapshot(_ bytes: [UInt8]) {
      let context = gregorian
      let path = context.paths.stateDirectory + "/widget.snapshot"
      try? FileSystem.makeDirectory(context.paths.stateDirectory)
      try? FileSystem.writeAtomically(bytes, to: path, flush: false)
      if let snapshot = Snapshot(text: text(bytes)) {
        for value in snapshot.slots.values {
          precondition(
            !value.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
            "a control character in a slot")
        }
      }
      for format in ["text", "json", "tmux", "waybar", "i3blocks", "starship"] {
        let console = MemoryConsole(input: [])
        _ = Tik.run(
          arguments: ["widget", "--cached", "--format", format], plugins: plugins,
          environment: context.environment, console: console)
        precondition(
          !(console.output + console.errors).unicodeScalars.contains {
            ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
          }, "a control character printed by --format \(format)")
      }
    }

    /// Lines of the protocol against a real database: a reply for each, whatever it is.
    static func lineProtocol(_ bytes: [UInt8]) {
      for line in text(bytes).split(separator: "\n").prefix(8) {
        _ = try? session.handle(String(line))
      }
    }
  }
#endif
