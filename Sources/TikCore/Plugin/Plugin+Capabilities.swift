/// What a plugin adds, found without a dynamic cast.
///
/// `plugin as? any FieldPlugin` searches the conformance records of the whole program on
/// its first use for each type, and tik links Foundation's thousands: asked for every
/// plugin and capability, those searches were the largest part of a command's start-up.
/// Each capability's extension gives the plugin as itself, which the compiler picks for
/// a type that adopts the capability; the others keep `Plugin`'s nil.
extension Plugin {
  public var asFieldPlugin: (any FieldPlugin)? { nil }
  public var asCommandPlugin: (any CommandPlugin)? { nil }
  public var asPresentationPlugin: (any PresentationPlugin)? { nil }
  public var asChangeObserver: (any ChangeObserver)? { nil }
  public var asRowKeeper: (any RowKeeper)? { nil }
  public var asBackgroundPlugin: (any BackgroundPlugin)? { nil }
  public static var asFieldPluginType: (any FieldPlugin.Type)? { nil }
  public static var asCalendarPluginType: (any CalendarPlugin.Type)? { nil }
  public static var asStoragePluginType: (any StoragePlugin.Type)? { nil }
}

extension FieldPlugin {
  public var asFieldPlugin: (any FieldPlugin)? { self }
  public static var asFieldPluginType: (any FieldPlugin.Type)? { self }
}

extension CommandPlugin {
  public var asCommandPlugin: (any CommandPlugin)? { self }
}

extension PresentationPlugin {
  public var asPresentationPlugin: (any PresentationPlugin)? { self }
}

extension ChangeObserver {
  public var asChangeObserver: (any ChangeObserver)? { self }
}

extension RowKeeper {
  public var asRowKeeper: (any RowKeeper)? { self }
}

extension BackgroundPlugin {
  public var asBackgroundPlugin: (any BackgroundPlugin)? { self }
}

extension CalendarPlugin {
  public static var asCalendarPluginType: (any CalendarPlugin.Type)? { self }
}

extension StoragePlugin {
  public static var asStoragePluginType: (any StoragePlugin.Type)? { self }
}
