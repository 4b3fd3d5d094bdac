import Foundation

/// The executables the package builds, found next to the test bundle in the build
/// directory.
public enum BuiltProduct {
  /// The path of the executable `name` (`tik`, `tik-sync`).
  public static func path(_ name: String) -> String {
    let bundle =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    var directory = URL(fileURLWithPath: bundle).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path),
      directory.path != "/"
    {
      directory.deleteLastPathComponent()
    }
    return directory.appendingPathComponent(name).path
  }
}
