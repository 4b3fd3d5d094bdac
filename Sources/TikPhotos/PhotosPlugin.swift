import TikCore

#if canImport(Glibc)
  import Glibc
#endif

/// Photos on tasks: `tik edit ID photo FILE` checks the file is a picture, stores a copy
/// under its content hash (the original may go) with a thumbnail of at most 512 px, and
/// `tik show ID` draws it on a terminal — kitty's graphics protocol, sixel, iTerm2, or
/// Unicode blocks in colour — while a pipe gets the path alone. `tik://task/ID/photo`
/// opens the stored copy in the desktop's viewer.
///
/// The images are `tik-photo`'s work (`PhotoHelper`); this plugin links none of them. It
/// takes over the core's `photo` field, so the field still stores one path and the task's
/// line keeps its one marker. A stored file goes when nothing refers to it any more
/// (`PhotoSweeper`).
public struct PhotosPlugin: FieldPlugin, PresentationPlugin, ChangeObserver, StoragePlugin {
  public static let name = "photos"
  public static var schema: PluginSchema { PhotoSweeper.schema }

  public static var configKeys: [ConfigKey] {
    [
      ConfigKey(
        "photos", .choice(PictureFormat.settings), default: .string("auto"),
        about: "How tik show draws a photo: the terminal's graphics, block symbols, or not at all.")
    ]
  }

  let library: PhotoLibrary
  /// Whether the `photo` field is on: when it is off, the plugin takes over nothing.
  let fieldIsOn: Bool
  /// How this process draws pictures, decided once; nil for not at all.
  let format: PictureFormat?

  public init(context: Context) throws(TikError) {
    library = PhotoLibrary(context: context)
    fieldIsOn = context.fields.contains(.photo)
    format = PictureFormat.choose(
      setting: context.config.string("photos"), environment: context.environment)
  }

  // MARK: The field

  public var editableFields: [String] { fieldIsOn ? ["photo"] : [] }

  /// Stores the picture before the command's write opens: `tik-photo` may take a while
  /// (a large picture, up to its bounds), and no other process waits for it. `edit` then
  /// reads the stored copy's path.
  public func prepare(_ field: String, words: [String], context: Context) throws(TikError)
    -> [String]
  {
    guard context.fields.contains(.photo) else { throw .fieldOff(field) }
    guard let source = try source(of: words) else { return words }
    return [try store(source, context: context)]
  }

  /// `photo FILE` stores a copy of the picture; `photo none` takes it off the task.
  public func edit(_ field: String, words: [String], of todo: inout Todo, context: Context)
    throws(TikError)
  {
    guard context.fields.contains(.photo) else { throw .fieldOff(field) }
    guard let source = try source(of: words) else {
      todo.photo = nil
      return
    }
    // A copy `prepare` stored is taken as it is; any other picture is stored now.
    todo.photo =
      library.holds(source) && FileSystem.isRegularFile(source)
      ? source : try store(source, context: context)
    // Modification times are the file system's: the real clock, never TIK_NOW.
    try PhotoSweeper(library: library).sweepStrays(
      store: context.store(), context: context, now: Int(time(nil)))
  }

  /// The picture the words name, as an absolute path; nil for none (`none`, `هیچ`, or
  /// nothing), which takes the photo off.
  private func source(of words: [String]) throws(TikError) -> String? {
    let value = words.joined(separator: " ")
    let none = Catalog.languages.map { Catalog($0).words(.priorityWordsNone).first ?? "none" }
    if value.trimmed.isEmpty || none.contains(value.trimmed.lowercased()) { return nil }
    let source = FileSystem.absolute(value)
    guard FileSystem.isRegularFile(source) else { throw .photoNotFound(value) }
    return source
  }

  /// Stores a copy of the picture under its content hash; the copy's path.
  private func store(_ source: String, context: Context) throws(TikError) -> String {
    do throws(PhotoError) {
      return try PhotoHelper().store(source, in: library).path
    } catch {
      throw error.tikError(context.catalog)
    }
  }

  public func formLabel(_ field: String, context: Context) -> String {
    context.catalog.text(.formPhoto)
  }

  public func formValue(_ field: String, of todo: Todo, context: Context) -> String {
    todo.photo ?? ""
  }

  // MARK: What a task shows

  /// The picture of a stored photo, as wide as the terminal allows and at most 20 rows.
  public func picture(of todo: Todo, width: Int, context: Context) -> String? {
    guard let format, context.fields.contains(.photo), let path = todo.photo,
      library.holds(path), FileSystem.exists(path)
    else { return nil }
    let columns = max(8, min(width - 2, 64))
    guard
      let text = PhotoHelper().draw(
        path, in: library, format: format, columns: columns, rows: PictureFormat.rows()),
      !text.isEmpty
    else { return nil }
    if case .symbols = format {
      return text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "  " + $0 + "\n" }.joined()
    }
    return text + "\n"
  }

  /// The stored file's path, size in bytes and MIME type.
  public func json(of todo: Todo, context: Context) -> [(String, JSONValue)] {
    guard context.fields.contains(.photo), let path = todo.photo else { return [] }
    let size = FileSystem.size(of: path)
    return [
      (
        "photo_file",
        .object([
          ("path", .string(path)), ("size", size.map { .int($0) } ?? .null),
          ("type", .string(library.holds(path) ? library.type(of: path) : nil)),
        ])
      )
    ]
  }

  public var taskParts: [String] { ["photo"] }

  /// `tik://task/ID/photo`: the stored copy in the desktop's viewer.
  public func open(_ part: String, of todo: Todo, context: Context) throws(TikError) -> Reply {
    guard context.fields.contains(.photo), let path = todo.photo, path.hasPrefix("/"),
      FileSystem.isRegularFile(path)
    else { throw PhotoError.noPhoto(todo.id).tikError(context.catalog) }
    do throws(PhotoError) {
      try PhotoViewer.open(path)
    } catch {
      throw error.tikError(context.catalog)
    }
    return .text(
      context.catalog.text(
        PhotoMessage.opening, String(todo.id), TerminalText.excerpt(path, limit: 120)))
  }

  // MARK: Changes

  public func writeWillEnd(context: Context) throws(TikError) {
    try PhotoSweeper(library: library).settle(store: context.store())
  }

  public func didCommit(_ changes: [TaskChange], context: Context) {
    PhotoSweeper(library: library).sweep(context: context)
  }
}
