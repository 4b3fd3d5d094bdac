import TikCore

#if canImport(Glibc)
  import Glibc
#endif

/// Opens a stored photo in the desktop's viewer: `xdg-open PATH`, found on PATH and run
/// with argv, never through a shell; xdg-open hands the file to the viewer and returns,
/// and tik does not wait for the viewer to close.
enum PhotoViewer {
  static func open(_ path: String) throws(PhotoError) {
    let searchPath = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    guard
      let viewer = searchPath.split(separator: ":").map({ String($0) + "/xdg-open" })
        .first(where: { access($0, X_OK) == 0 })
    else { throw .noViewer }
    do {
      _ = try Subprocess.run(viewer, [path], output: .discard, errors: .discard)
    } catch {
      throw .noViewer
    }
  }
}
