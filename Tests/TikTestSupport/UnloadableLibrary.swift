import Foundation

/// A directory to put first on `LD_LIBRARY_PATH` so that a program started with it cannot
/// load a library it opens with dlopen: an empty file under the library's name, which the
/// dynamic loader finds first and refuses (`file too short`).
public enum UnloadableLibrary {
  public struct Failed: Error {}

  /// The directory, made in `parent`, that hides `name` (`libical.so.3`).
  public static func directory(hiding name: String, in parent: String) throws -> String {
    let directory = parent + "/without-" + name
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    guard FileManager.default.createFile(atPath: directory + "/" + name, contents: Data())
    else { throw Failed() }
    return directory
  }
}
