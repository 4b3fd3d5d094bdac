/// Everything a command runs with: settings, clock, calendar, language, plugins and the
/// store, built once per process (the REPL reloads it when settings change).
public final class Context {
  public let environment: Environment
  public let paths: Paths
  public let clock: any Clock
  public let pluginTypes: [any Plugin.Type]
  public private(set) var config: Config
  public private(set) var calendar: any CalendarSystem
  public private(set) var catalog: Catalog
  public private(set) var plugins: [any Plugin] = []
  /// The enabled plugins by capability, in the literal list's order.
  public private(set) var fieldPlugins: [any FieldPlugin] = []
  public private(set) var commandPlugins: [any CommandPlugin] = []
  public private(set) var presenters: [any PresentationPlugin] = []
  /// The presenters that mark tasks' lines (`marksTasks`).
  public private(set) var markers: [any PresentationPlugin] = []
  /// The presenters that give links in this process (`makesLinks`).
  private var linkers: [any PresentationPlugin] = []
  public private(set) var observers: [any ChangeObserver] = []
  /// The fields that are on: switched on in the config, and provided by an enabled
  /// plugin where they need one.
  public private(set) var fields: FieldSet = .all
  /// The settings shown in `config list` and offered by Tab: the core's and those of the
  /// plugins that are on. (An off plugin's keys stay valid in the file.)
  public private(set) var shownKeys: [String] = []
  /// Asks the person at the keyboard; false when nobody can answer.
  /// Whether the views commands build are streamed: read from the store while they are
  /// written out, one task at a time (the one-shot command line), rather than read whole
  /// first (the REPL, which pages them).
  public var streamsViews = false
  public var confirm: (String) -> Bool = { _ in false }
  /// Asks the person at the keyboard a question with answers of its own (`[m/d/N]`);
  /// what they typed, trimmed and lowercased, or nil when nobody can answer.
  public var ask: (String) -> String? = { _ in nil }

  private var openedStore: Store?
  private var pendingChanges: [TaskChange] = []
  /// Lines a command has for the user beside its reply, until the front end takes them.
  private var notes: [String] = []
  private var writeDepth = 0
  private var lastDataVersion: Int64?
  /// The version of the config file the settings were read from.
  private var configVersion: [Int]?

  /// Reads the config and builds the enabled plugins.
  public init(environment: Environment, pluginTypes: [any Plugin.Type]) throws(TikError) {
    self.environment = environment
    self.pluginTypes = pluginTypes
    paths = Paths(environment: environment)
    clock = try environment.clock()
    config = Config(keys: [])
    calendar = GregorianCalendar()
    catalog = Catalog(.english)
    try reload()
  }

  /// Reads the config file again and rebuilds what depends on it.
  public func reload() throws(TikError) {
    let calendars = [GregorianCalendar()] + Context.calendars(of: pluginTypes)
    let calendarIDs = calendars.map(\.identifier)
    let locale = environment.localeLanguage
    let language = Catalog.languages.contains(locale) ? locale : .english
    let native = calendars.first { $0.isNative(to: language) }?.identifier ?? "gregorian"
    var keys = Config.coreKeys(
      languages: Catalog.languages, defaultLanguage: language, calendars: calendarIDs,
      defaultCalendar: native,
      plugins: pluginTypes.map { $0.name })
    // Each plugin's keys, made once: building them is not free (the widget's check times).
    let pluginKeys = pluginTypes.map { (name: $0.name, keys: $0.configKeys) }
    keys += pluginKeys.flatMap(\.keys)
    var config = Config(keys: keys)
    configVersion = FileSystem.version(of: paths.config)
    try ConfigFile(path: paths.config).load(into: &config)
    if !config.explicitKeys.contains("calendar") {
      // Unless the user chose one, the calendar is the language's: Persian is Jalali.
      let own = calendars.first { $0.isNative(to: config.language) }?.identifier ?? "gregorian"
      config.set("calendar", .string(own), explicit: false)
    }
    self.config = config
    catalog = Catalog(config.language, commandPrefix: catalog.commandPrefix)

    let enabled = Set(config.plugins)
    let enabledTypes = pluginTypes.filter { enabled.contains($0.name) }
    let enabledCalendars = [GregorianCalendar()] + Context.calendars(of: enabledTypes)
    calendar =
      enabledCalendars.first { $0.identifier == config.calendar } ?? GregorianCalendar()
    let provided = Set(
      enabledTypes.compactMap { $0.asFieldPluginType }.flatMap { $0.fields })
    fields = FieldSet(config.fields.fields.filter { !$0.needsPlugin || provided.contains($0) })
    plugins = []
    for type in enabledTypes { plugins.append(try type.init(context: self)) }
    let onKeys = Set(
      pluginKeys.filter { enabled.contains($0.name) }.flatMap { $0.keys.map(\.name) })
    let offKeys = Set(pluginKeys.flatMap { $0.keys.map(\.name) }).subtracting(onKeys)
    shownKeys = config.keyOrder.filter { !offKeys.contains($0) }
    fieldPlugins = plugins.compactMap(\.asFieldPlugin)
    commandPlugins = plugins.compactMap(\.asCommandPlugin)
    presenters = plugins.compactMap(\.asPresentationPlugin)
    markers = presenters.filter(\.marksTasks)
    linkers = presenters.filter(\.makesLinks)
    observers = plugins.compactMap(\.asChangeObserver)
    // A plugin switched on while the database is open gets its tables now.
    if let openedStore { try migratePluginTables(in: openedStore) }
  }

  /// Reads the settings again after the config file changed and tells the plugins, so
  /// that what they derive from settings (the widget's snapshot) changes at once.
  public func settingsChanged() throws(TikError) {
    try reload()
    for plugin in observers { plugin.settingsDidChange(context: self) }
  }

  /// How the front end's commands begin in hints: `tik ` in the shell (the default),
  /// `/` in the REPL and the line protocol.
  public var commandPrefix: String {
    get { catalog.commandPrefix }
    set { catalog.commandPrefix = newValue }
  }

  /// Runs `body` with the shell's hints (`tik done 3`), for text the shell shows
  /// whichever front end writes it (the prompt's snapshot).
  public func withShellHints<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    let prefix = commandPrefix
    commandPrefix = "tik "
    defer { commandPrefix = prefix }
    return try body()
  }

  /// The calendar with this identifier among the enabled ones (Gregorian always is).
  public func calendar(identifier: String) -> (any CalendarSystem)? {
    let enabled = Set(config.plugins)
    let calendars =
      [GregorianCalendar()]
      + Context.calendars(of: pluginTypes.filter { enabled.contains($0.name) })
    return calendars.first { $0.identifier == identifier }
  }

  /// The address a plugin gives to something on screen, when one does.
  public func link(to target: LinkTarget) -> String? {
    // Asked for every task on screen: written so that the plugins are not copied to be asked.
    linkers.lazy.compactMap { $0.link(to: target, context: self) }.first
  }

  /// The database, opened on first use; the first run also writes the config file.
  public func store() throws(TikError) -> Store {
    if let openedStore { return openedStore }
    // Before the open, which reads the schema through the map already.
    FileSystem.stopOnBusError(message: "tik: " + catalog.text(.errorReadFault) + "\n")
    let store = try Store(path: paths.database, firstLists: TodoList.firstRun(in: catalog))
    try migratePluginTables(in: store)
    openedStore = store
    if store.wasCreated {
      try ConfigFile(path: paths.config).writeFirstRun(language: config.language)
    }
    return store
  }

  /// Puts the tik database at `path` in place of the current data (`Store.replaceContents`,
  /// with the tables of the plugins that are on), then tells the plugins that everything
  /// may have changed, as after a commit.
  public func replaceData(
    with path: String, beforeReplacing: (Store.CopyInfo) throws(TikError) -> Void
  ) throws(TikError) -> Store.CopyInfo {
    let info = try store().replaceContents(
      with: path, plugins: pluginSchemas, beforeReplacing: beforeReplacing)
    for plugin in observers { plugin.didCommit([], context: self) }
    return info
  }

  /// The calendars plugins of these types provide.
  static func calendars(of types: [any Plugin.Type]) -> [any CalendarSystem] {
    types.compactMap { $0.asCalendarPluginType }.flatMap { $0.calendars }
  }

  /// The tables of the plugins that are on, by plugin.
  private var pluginSchemas: [(name: String, schema: PluginSchema)] {
    plugins.compactMap { plugin in
      guard let type = Swift.type(of: plugin).asStoragePluginType else { return nil }
      return (type.name, type.schema)
    }
  }

  /// Creates or brings up to date the tables of the plugins that are on.
  private func migratePluginTables(in store: Store) throws(TikError) {
    try store.migrate(pluginSchemas)
  }

  /// Today, by the clock.
  public var today: Day { clock.now().day }

  /// The first day of the week: the config's, else Saturday for Persian or Jalali, else
  /// the calendar's own.
  public var weekStart: Weekday {
    if let configured = config.weekStart { return configured }
    if config.language == .persian { return .saturday }
    return calendar.defaultWeekStart
  }

  /// Runs `body` in one read transaction.
  public func read<T>(_ body: (Store) throws(TikError) -> T) throws(TikError) -> T {
    let store = try store()
    return try store.read { () throws(TikError) in try body(store) }
  }

  /// Runs `body` in one write transaction, then tells the plugins what was committed.
  /// Writes nested in a write join it: the outermost one commits and reports.
  public func write<T>(_ body: (Store) throws(TikError) -> T) throws(TikError) -> T {
    let store = try store()
    if writeDepth > 0 { return try body(store) }
    writeDepth += 1
    defer { writeDepth -= 1 }
    pendingChanges = []
    let result: T
    do {
      result = try store.write { () throws(TikError) in
        try unit { () throws(TikError) in try body(store) }
      }
    } catch {
      pendingChanges = []
      notes = []
      throw error
    }
    let changes = pendingChanges
    pendingChanges = []
    if !changes.isEmpty {
      for plugin in observers { plugin.didCommit(changes, context: self) }
    }
    return result
  }

  /// Runs `body` as one unit of the current write (one request of a batch): when it
  /// throws, what it wrote and the changes it recorded are undone — the plugins hear of
  /// none of them — and the rest of the write goes on. Outside a write it is one.
  public func attempt<T>(_ body: () throws(TikError) -> T) throws(TikError) -> T {
    guard writeDepth > 0 else { return try write { (_) throws(TikError) in try body() } }
    let (recorded, told) = (pendingChanges.count, notes.count)
    do {
      return try store().savepoint { () throws(TikError) in try unit(body) }
    } catch {
      pendingChanges.removeSubrange(recorded...)
      notes.removeSubrange(told...)
      throw error
    }
  }

  /// Runs `body` as a unit of writing, between the observers' hooks on its start and end;
  /// when it fails, each observer whose unit began and did not end hears so.
  private func unit<T>(_ body: () throws(TikError) -> T) throws(TikError) -> T {
    var (began, ended) = (0, 0)
    do {
      for plugin in observers {
        try plugin.writeWillBegin(context: self)
        began += 1
      }
      let result = try body()
      for plugin in observers {
        try plugin.writeWillEnd(context: self)
        ended += 1
      }
      return result
    } catch {
      for plugin in observers[ended..<began] { plugin.writeDidFail(context: self) }
      throw error
    }
  }

  /// Whether another connection committed since the last call: SQLite's
  /// `PRAGMA data_version`, which costs no more than a look at the file's header.
  public func dataChangedElsewhere() throws(TikError) -> Bool {
    let version = try store().dataVersion()
    defer { lastDataVersion = version }
    return lastDataVersion != nil && lastDataVersion != version
  }

  /// Whether another process changed the config file since this one read it (`tik config
  /// set` in another terminal); when it did, the settings are read again. A file with a
  /// mistake leaves the settings as they were.
  public func settingsChangedElsewhere() -> Bool {
    guard FileSystem.version(of: paths.config) != configVersion else { return false }
    return (try? reload()) != nil
  }

  /// Adds a line the front end shows with the command's reply (a plugin that kept a
  /// task it would have deleted says why).
  public func tell(_ line: String) { notes.append(line) }

  /// The lines told since the last call, for the front end to show.
  public func takeNotes() -> [String] {
    defer { notes = [] }
    return notes
  }

  /// Records, in the current write, that what a plugin shows about a task changed.
  public func recordNotice(of todo: Todo) throws(TikError) {
    try record(.noticed(todo))
  }

  /// Records, in the current write, a task put back as it was before (by undo, or a
  /// restore): the plugins hear of it after the commit, as of any change, but do not act
  /// on it inside the write — what they did the first time is put back with it.
  public func recordRestoration(_ change: TaskChange) {
    pendingChanges.append(change)
  }

  /// Records a change made in the current write and lets the plugins act on it there.
  func record(_ change: TaskChange) throws(TikError) {
    pendingChanges.append(change)
    for plugin in observers { try plugin.taskDidChange(change, context: self) }
  }
}
