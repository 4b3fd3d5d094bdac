import TikCore

/// Where a card goes: a terminal, a script, or a status bar's own format.
public enum WidgetFormat: String, CaseIterable, Sendable {
  /// Lines for a terminal, laid out for the language and the terminal's bidi.
  case text
  /// One JSON object: the card, the day's facts, every slot's state and link.
  case json
  /// tmux status markup (`#[fg=green]`), right-to-left text in visual order.
  case tmux
  /// Waybar's custom-module JSON: text, tooltip, class, percentage.
  case waybar
  /// One plain line, for i3blocks and polybar.
  case i3blocks
  /// One plain line without a newline, safe in any shell prompt.
  case starship

  /// The size when `--size` is not given: one line for bars and prompts, a small card
  /// for terminals, scripts and Waybar's tooltip.
  public var defaultSize: WidgetSize {
    switch self {
    case .text, .json, .waybar: .small
    case .tmux, .i3blocks, .starship: .inline
    }
  }
}
