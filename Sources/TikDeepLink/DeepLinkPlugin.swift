import TikCore

/// `tik://` links: a router for every screen, `tik open`, `/open`, and OSC 8 hyperlinks
/// on task ids, list names, days and headings.
public struct DeepLinkPlugin: CommandPlugin, PresentationPlugin {
  public static let name = "deeplink"

  public static var configKeys: [ConfigKey] {
    [
      ConfigKey(
        "hyperlinks", .choice(["auto", "on", "off"]), default: .string("auto"),
        about:
          "Whether tasks and lists on screen are tik:// links (OSC 8); auto tells from the "
          + "terminal.")
    ]
  }

  /// Whether this process writes hyperlinks, decided once from the setting and the terminal.
  let hyperlinks: Bool

  public init(context: Context) throws(TikError) {
    hyperlinks = Hyperlinks.enabled(
      setting: context.config.string("hyperlinks"), environment: context.environment)
  }

  public var commands: [CommandSpec] { [OpenCommand.spec] }

  public var makesLinks: Bool { hyperlinks }

  public func link(to target: LinkTarget, context: Context) -> String? {
    guard hyperlinks else { return nil }
    let route: Route =
      switch target {
      case .task(let id): .task(id)
      case .taskPart(let id, let part): .taskPart(id, part)
      case .list(let list): .list(list?.name ?? "inbox")
      case .day(let day): .day(day)
      case .story(let day): .story(day)
      case .view(let kind): OpenCommand.route(of: kind)
      }
    return route.url
  }
}
