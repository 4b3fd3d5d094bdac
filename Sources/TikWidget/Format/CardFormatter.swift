import TikCore

/// Writes cards in each format. The text format is laid out for the reader's terminal;
/// every other format has logical lines without colour, except tmux, which has no bidi
/// of its own and gets right-to-left text in visual order.
public struct CardFormatter {
  public var builder: CardBuilder
  /// The layout of the text format: the reader's language, terminal and colours.
  public var layout: TextLayout

  public init(builder: CardBuilder, layout: TextLayout) {
    self.builder = builder
    self.layout = layout
  }

  /// The card as the format writes it, ending with a newline (starship's without one).
  /// A due reminder's `notice` (one line, logical order) stands in for the card's one
  /// line, as in the prompt: in an inline card, Waybar's `text`, and JSON's `notice`.
  public func render(_ card: Card, as format: WidgetFormat, notice: String? = nil) -> String {
    let notice = notice.flatMap { $0.isEmpty ? nil : $0 }
    let oneLine = card.size == .inline ? notice : nil
    switch format {
    case .text:
      if let oneLine { return layout.lines(oneLine) + "\n" }
      return lines(card, in: layout).joined(separator: "\n") + "\n"
    case .json:
      return json(card, notice: notice).text + "\n"
    case .tmux:
      if let oneLine {
        return CardFormatter.tmuxEscaped(logical(bidi: .reorder).lines(oneLine)) + "\n"
      }
      return tmux(card).joined(separator: "\n") + "\n"
    case .waybar:
      return waybar(card, notice: notice).text + "\n"
    case .i3blocks:
      return (oneLine ?? plainLines(card).joined(separator: " · ")) + "\n"
    case .starship:
      return oneLine ?? plainLines(card).joined(separator: " · ")
    }
  }

  /// Text in tmux's status markup: `#` doubled.
  static func tmuxEscaped(_ text: String) -> String {
    text.split(separator: "#", omittingEmptySubsequences: false).joined(separator: "##")
  }

  /// The card's lines in logical order, without colour: pipes, JSON, bars.
  public func plainLines(_ card: Card) -> [String] {
    lines(card, in: logical(bidi: .logical))
  }

  /// The lines in tmux status markup: each line's look as `#[…]`, `#` in text doubled.
  public func tmux(_ card: Card) -> [String] {
    let visual = lines(card, in: logical(bidi: .reorder))
    return zip(card.lines, visual).map { line, text in
      let escaped = CardFormatter.tmuxEscaped(text)
      let attributes = tmuxAttributes(line.role, tone: card.tone, inline: card.size == .inline)
      return attributes.isEmpty ? escaped : "#[" + attributes + "]" + escaped + "#[default]"
    }
  }

  private func tmuxAttributes(_ role: CardLine.Role, tone: Card.Tone, inline: Bool) -> String {
    if inline {
      switch tone {
      case .good: return "fg=green"
      case .warning: return "fg=red"
      case .quiet: return "dim"
      case .normal: return ""
      }
    }
    switch role {
    case .heading: return "bold"
    case .progress: return "fg=green"
    case .overdue: return "fg=red"
    case .done, .moved, .snoozed, .note, .more: return "dim"
    case .task, .action: return ""
    }
  }

  /// Waybar's custom-module object: the one line, the card as the tooltip (a small one
  /// when the size is inline), the state as the CSS class, the moment as `alt`. Waybar
  /// reads text and tooltip as Pango markup, so a title's `&`, `<` and `>` are escaped:
  /// shown as typed, never taken as markup.
  public func waybar(_ card: Card, notice: String? = nil) -> JSONValue {
    let inline = builder.card(card.state, moment: card.moment, size: .inline)
    let tooltip =
      card.size == .inline ? builder.card(card.state, moment: card.moment, size: .small) : card
    let text = notice ?? plainLines(inline).joined()
    return .object([
      ("text", .string(CardFormatter.markupEscaped(text))),
      (
        "tooltip",
        .string(CardFormatter.markupEscaped(plainLines(tooltip).joined(separator: "\n")))
      ),
      ("class", .string(card.state.rawValue)), ("alt", .string(card.moment.rawValue)),
      ("percentage", .int(card.percent)),
    ])
  }

  /// Text as Pango markup that shows it as it is.
  static func markupEscaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// Everything about the card and the day, for scripts and the deep-link plugin; the
  /// due reminder's line as `notice` (null when none is due).
  public func json(_ card: Card, notice: String? = nil) -> JSONValue {
    let facts = builder.facts
    let inline = builder.card(card.state, moment: card.moment, size: .inline)
    var slots: [(String, JSONValue)] = Moment.allCases.map { moment in
      (moment.rawValue, slot(builder.card(for: moment, size: .inline)))
    }
    slots.append(("stale", slot(builder.card(.stale, moment: card.moment, size: .inline))))
    var actions: [JSONValue] = []
    if let task = card.actionTask {
      for action in ["tick", "snooze"] {
        actions.append(
          .object([
            ("action", .string(action)), ("id", .int(Int(task.id))),
            ("command", .string("tik widget \(action) \(task.id)")),
          ]))
      }
    }
    return .object([
      ("widget", .int(Snapshot.version)), ("date", .string(ISODate.text(facts.day))),
      ("moment", .string(card.moment.rawValue)), ("state", .string(card.state.rawValue)),
      ("size", .string(card.size.rawValue)), ("stale", .bool(card.state == .stale)),
      ("link", .string(card.link)), ("text", .string(plainLines(inline).joined())),
      ("notice", notice.map { .string($0) } ?? .null),
      ("lines", .array(plainLines(card).map { .string($0) })),
      (
        "progress",
        .object([
          ("done", .int(facts.done)), ("total", .int(facts.total)), ("percent", .int(card.percent)),
        ])
      ),
      ("open", .int(facts.open)), ("overdue", .int(facts.overdue)),
      ("snoozed", .int(facts.snoozed)), ("moved", .int(facts.moved)),
      ("streak", .int(facts.streak)), ("next", facts.next.map(task) ?? .null),
      ("tasks", .array(facts.openTasks.map(task))), ("done", .array(facts.doneTasks.map(task))),
      ("moved_tasks", .array(facts.movedTasks.map(task))),
      ("memory", facts.memory.map(memory) ?? .null), ("actions", .array(actions)),
      ("slots", .object(slots)),
    ])
  }

  private func slot(_ card: Card) -> JSONValue {
    .object([
      ("state", .string(card.state.rawValue)), ("link", .string(card.link)),
      ("text", .string(plainLines(card).joined())),
    ])
  }

  private func task(_ task: TaskFact) -> JSONValue {
    .object([
      ("id", .int(Int(task.id))), ("title", .string(task.title)),
      ("date", .string(task.day.map(ISODate.text))),
      ("time", .string(task.minute.map(TimeText.iso))),
      ("status", .string(task.status.rawValue)),
      ("overdue", .bool(task.isOverdue(on: builder.facts.day))),
      ("link", .string("tik://task/\(task.id)")),
    ])
  }

  private func memory(_ memory: Memory) -> JSONValue {
    .object([
      ("period", .string(memory.period.rawValue)), ("date", .string(ISODate.text(memory.day))),
      ("count", .int(memory.count)), ("titles", .array(memory.titles.map { .string($0) })),
      ("link", .string("tik://story/" + ISODate.text(memory.day))),
    ])
  }

  /// The card's lines in a layout, each at the card's width (one line has no width:
  /// it is already short, and a prompt must not get padding).
  func lines(_ card: Card, in layout: TextLayout) -> [String] {
    var layout = layout
    layout.width = card.size == .inline ? nil : card.size.width
    return card.lines.map { layout.line($0.cells) }
  }

  private func logical(bidi: BidiMode) -> TextLayout {
    TextLayout(
      painter: Painter(colors: false), width: nil, direction: layout.direction, bidi: bidi)
  }
}
