import Foundation

/// The checkout the tests run in: files the package ships (README, `man/`, `hooks/`)
/// are checked where they are.
public enum Repository {
  /// The repository's root directory.
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
}
