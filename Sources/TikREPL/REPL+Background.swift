import TikCore

/// The plugins' background work: asked for once per plugin that is on, stepped as the
/// REPL opens, while it waits for typing and after a command that wrote; closed when
/// the REPL ends or the plugin is switched off.
extension REPL {
  /// Steps each background plugin's work; whether what they show under the view changed.
  func stepBackground(_ moment: BackgroundMoment) -> Bool {
    let on = context.plugins.compactMap(\.asBackgroundPlugin)
    let names = on.map { type(of: $0).name }
    var changed = false
    for gone in background where !names.contains(gone.plugin) {
      gone.work.close(context: context)
      changed = changed || !gone.lines.isEmpty
    }
    background.removeAll { !names.contains($0.plugin) }
    for (plugin, name) in zip(on, names) where !background.contains(where: { $0.plugin == name }) {
      background.append((name, plugin.backgroundWork(context: context), []))
    }
    for index in background.indices {
      let lines = background[index].work.step(moment, context: context)
      if let lines, lines != background[index].lines {
        background[index].lines = lines
        changed = true
      }
    }
    return changed
  }

  func closeBackground() {
    for entry in background { entry.work.close(context: context) }
    background = []
  }
}
