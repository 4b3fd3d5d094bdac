/// A named list of tasks with a colour and an icon. Tasks in no list are in the Inbox.
public struct TodoList: Hashable, Sendable {
  public var id: Int64
  public var name: String
  public var color: AccentColor
  public var icon: String
  /// Order among lists, ascending.
  public var position: Int

  public init(id: Int64 = 0, name: String, color: AccentColor, icon: String, position: Int = 0) {
    self.id = id
    self.name = name
    self.color = color
    self.icon = icon
    self.position = position
  }

  /// The lists a new database starts with, named in English.
  public static let firstRun = firstRun(in: Catalog(.english))

  /// The lists a new database starts with, named in the interface's language.
  public static func firstRun(in catalog: Catalog) -> [TodoList] {
    [
      TodoList(name: catalog.text(.firstListPersonal), color: .blue, icon: "●", position: 1),
      TodoList(name: catalog.text(.firstListWork), color: .orange, icon: "■", position: 2),
    ]
  }
}

/// The eleven accent colours of lists and themes.
public enum AccentColor: String, CaseIterable, Sendable {
  case blue, indigo, purple, pink, red, orange, yellow, green, mint, teal, graphite

  /// The xterm-256 colour that stands for it in a terminal.
  public var ansi256: Int {
    switch self {
    case .blue: 33
    case .indigo: 61
    case .purple: 135
    case .pink: 205
    case .red: 196
    case .orange: 208
    case .yellow: 220
    case .green: 40
    case .mint: 85
    case .teal: 37
    case .graphite: 245
    }
  }

  /// A darker shade of the same colour, for terminals with a light background.
  public var ansi256OnLight: Int {
    switch self {
    case .blue: 26
    case .indigo: 55
    case .purple: 91
    case .pink: 162
    case .red: 160
    case .orange: 166
    case .yellow: 136
    case .green: 28
    case .mint: 30
    case .teal: 30
    case .graphite: 240
    }
  }
}

/// The interface language. The config, not `LANG`, decides it after the first run.
public struct Language: Hashable, Sendable {
  public var code: String

  public init(_ code: String) { self.code = code }

  public static let english = Language("en")
  public static let persian = Language("fa")
}
