import TikCore
import TikICalendar

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A vdir read as one iCalendar text: each collection (the directory itself, or a
/// subdirectory, that holds `.ics` files or vdir's `displayname` file) a list named by
/// its `displayname` (else the directory's name) with the colour of its `color` file, and
/// each `.ics` file's VTODOs in it. A VTODO with no CATEGORIES of its own takes its
/// collection's name, as the list it is in. Other directories and files are left alone.
enum VdirImport {
  /// Whether `path` is a vdir to import: a collection, or a directory with collections.
  /// Any other directory is not a file to import.
  static func isVdir(_ path: String) -> Bool {
    isCollection(path) || FileSystem.names(in: path).contains { isCollection(path + "/" + $0) }
  }

  /// Whether `path` is a directory that holds `.ics` items or a `displayname` (a list
  /// without tasks, as tik exports it).
  private static func isCollection(_ path: String) -> Bool {
    isDirectory(path)
      && FileSystem.names(in: path).contains { $0.hasSuffix(".ics") || $0 == "displayname" }
  }

  private static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  static func text(_ directory: String, catalog: Catalog) throws(TikError) -> String {
    var calendar = ICalComponent(
      "VCALENDAR",
      properties: [
        ICalProperty("VERSION", .text("2.0")),
        ICalProperty("PRODID", .text("-//tik//tik \(Tik.version)//EN")),
      ])
    var collections = FileSystem.names(in: directory).map { directory + "/" + $0 }.filter(
      isCollection)
    if isCollection(directory) { collections.insert(directory, at: 0) }
    var size = 0
    var lists: Set<String> = []
    for collection in collections {
      let name =
        metadata(collection + "/displayname", catalog: catalog)
        ?? String(collection.split(separator: "/").last ?? "")
      let inbox = ListNames.isInbox(name)
      var described = false
      for file in FileSystem.names(in: collection) where file.hasSuffix(".ics") {
        let path = collection + "/" + file
        let text = try InputFile.read(path, catalog: catalog)
        size += text.utf8.count
        guard size <= InputFile.maximumSize else {
          throw TransferError.tooLarge(directory, megabytes: InputFile.maximumSize >> 20)
            .error(in: catalog)
        }
        // Each item is checked here, where its file is known.
        let tops: [ICalComponent]
        do {
          tops = try ICalendarImport.parse(text[...])
          for top in tops {
            for todo in top.name == "VTODO" ? [top] : top.components where todo.name == "VTODO" {
              try ICalendarImport.check(todo)
            }
          }
        } catch {
          throw TransferError.inFile(path, error).error(in: catalog)
        }
        for top in tops {
          // tik's own items carry their list's X-TIK-LIST: the first one found is kept.
          for property in top.all("X-TIK-LIST") where !lists.contains(property.value.text ?? "") {
            lists.insert(property.value.text ?? "")
            calendar.properties.append(property)
            described = described || property.value.text == name
          }
          for var todo in top.name == "VTODO" ? [top] : top.components {
            if todo.name == "VTODO", !inbox, todo.first("CATEGORIES") == nil {
              todo.properties.append(ICalProperty("CATEGORIES", .text(name)))
            }
            calendar.components.append(todo)
          }
        }
      }
      if !inbox, !described, !lists.contains(name) {
        lists.insert(name)
        let color = metadata(collection + "/color", catalog: catalog).map(ListColor.accent)
        calendar.properties.append(
          ICalProperty(
            "X-TIK-LIST", .text(name),
            parameters: [("X-TIK-COLOR", (color ?? .blue).rawValue)]))
      }
    }
    return Libical.write(calendar)
  }

  /// A metadata file's first line, trimmed; nil when there is none.
  private static func metadata(_ path: String, catalog: Catalog) -> String? {
    guard FileSystem.isRegularFile(path), let text = try? InputFile.read(path, catalog: catalog)
    else { return nil }
    let line = text.split(separator: "\n").first.map { String($0).trimmed } ?? ""
    return line.isEmpty ? nil : line
  }
}
