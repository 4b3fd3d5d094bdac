import Foundation
import Testing
import TikTestSupport

/// Pictures made to hurt whoever decodes them — a header that claims a million pixels a
/// side over a few bytes of data — are refused at once, from the header, with one line
/// and nothing written; the built `tik` and `tik-photo`, as a user runs them.
@Suite struct HostilePhotoTests {
  let home = BinaryHome()

  init() throws {
    // Only so that a decoder that never ends fails the test instead of stopping the run.
    home.launcher = ["/usr/bin/timeout", "-k", "5", "120"]
    try home.tik("add", "call mum")
  }

  /// Writes a picture into the home.
  func write(_ bytes: [UInt8], as name: String) throws -> String {
    let path = home.root + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Whether tik kept nothing: no photo on the task, no stored file, no thumbnail.
  func expectNothingWritten(sourceLocation: SourceLocation = #_sourceLocation) throws {
    let task = try home.tik("show", "1", "--json").output
    #expect(task.contains(#""photo":null"#), sourceLocation: sourceLocation)
    for directory in [home.root + "/data/tik/photos", home.root + "/.cache/tik/photos"] {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      #expect(files.isEmpty, "\(directory): \(files)", sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: [
    ("bomb.png", 1_000_000, 1_000_000), ("bomb.gif", 65_535, 65_535),
    ("bomb.jpg", 65_000, 65_000), ("bomb.tiff", 100_000, 100_000),
  ])
  func aPictureOfMoreThan268MegapixelsIsRefusedFromItsHeader(
    _ picture: (name: String, width: Int, height: Int)
  ) throws {
    let (width, height) = (picture.width, picture.height)
    let bytes =
      switch picture.name {
      case "bomb.png": HostilePictures.png(width: width, height: height)
      case "bomb.gif": HostilePictures.gif(width: width, height: height)
      case "bomb.jpg": try HostilePictures.jpeg(width: width, height: height, in: home.root)
      default: HostilePictures.tiff(width: width, height: height)
      }
    let path = try write(bytes, as: picture.name)
    let run = try home.tik("edit", "1", "photo", path)
    #expect(run.status == 1)
    #expect(
      run.errors
        == "tik: '\(path)' is \(width)×\(height) pixels: a photo may have at most 268 megapixels\n"
    )
    try expectNothingWritten()
  }

  /// A `tik-photo` ended by a bound — here, memory for a GIF frame of 1 GiB under a
  /// limit tik was given lower than its own — is said in one line of tik's words: nothing
  /// it or a library printed (`GLib-ERROR **: failed to allocate`) is shown.
  @Test func aPictureStoppedForWantOfMemoryIsSaidInOneLine() throws {
    let path = try write(HostilePictures.gif(width: 16_384, height: 16_384), as: "wide.gif")
    home.launcher += ["/usr/bin/prlimit", "--data=\(512 << 20)", "--"]
    let run = try home.tik("edit", "1", "photo", path)
    #expect(run.status == 1)
    #expect(
      run.errors
        == "tik: reading '\(path)' was stopped: it took more time or memory than a photo may\n")
    home.launcher = []
    try expectNothingWritten()
  }

  /// A JPEG of a modest size sent in hundreds of valid scans, each of which the decoder
  /// runs over every block (seconds of work for each megabyte), is refused from its
  /// markers, before any is decoded.
  @Test func aJPEGOfMoreThan100ScansIsRefusedBeforeDecoding() throws {
    let picture = HostilePictures.jpegOfManyScans(width: 16_384, height: 16_384)
    let path = try write(picture, as: "scans.jpg")
    let run = try home.tik("edit", "1", "photo", path)
    #expect(run.status == 1)
    #expect(
      run.errors == "tik: '\(path)' is a JPEG of 694 scans: a photo may have at most 100\n")
    try expectNothingWritten()
  }

  /// `add --photo` refuses it the same way, and adds no task.
  @Test func addWithABombAddsNoTask() throws {
    let path = try write(HostilePictures.png(width: 1_000_000, height: 1_000_000), as: "bomb.png")
    let run = try home.tik("add", "look at this", "--photo", path)
    #expect(run.status == 1)
    #expect(run.errors.split(separator: "\n").count == 1)
    #expect(!(try home.tik("all").output.contains("look at this")))
    try expectNothingWritten()
  }

  /// A command that fails on its task or its text stores no picture: they are checked
  /// before the picture is read.
  @Test func aCommandThatFailsStoresNoPicture() throws {
    let picture = home.root + "/picture.png"
    try TestImages.write(TestImages.quarters(width: 40, height: 30), to: picture)
    let unknown = try home.tik("edit", "99", "photo", picture)
    #expect(unknown.errors == "tik: no task with id '99'\n")
    let undated = try home.tik("add", "--photo", picture, "call @none 10:00")
    #expect(undated.status == 1)
    try expectNothingWritten()
  }

  /// Storing a picture takes what tik-photo takes (a large one, up to its bounds), and
  /// no other process waits for it: the database's write lock is taken only once the
  /// picture is stored. Here tik-photo is held back until another `tik add` is done.
  @Test func anotherCommandNeverWaitsWhileAPhotoIsStored() throws {
    let picture = home.root + "/picture.png"
    try TestImages.write(TestImages.quarters(width: 40, height: 30), to: picture)
    // tik beside a tik-photo that says it started and waits to be let go, then runs the
    // real one: tik runs the tik-photo beside it.
    let directory = home.root + "/bin"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let tik = directory + "/tik"
    if link(BinaryHome.executable, tik) != 0 {
      try FileManager.default.copyItem(atPath: BinaryHome.executable, toPath: tik)
    }
    let real = BuiltProduct.path("tik-photo")
    let started = home.root + "/started"
    let go = home.root + "/go"
    try """
    #!/bin/sh
    : > '\(started)'
    while [ ! -e '\(go)' ]; do sleep 0.02; done
    exec '\(real)' "$@"
    """.write(toFile: directory + "/tik-photo", atomically: true, encoding: .utf8)
    chmod(directory + "/tik-photo", 0o755)

    let edit = Process()
    edit.executableURL = URL(fileURLWithPath: tik)
    edit.arguments = ["edit", "1", "photo", picture]
    edit.environment = home.environment
    edit.standardOutput = FileHandle.nullDevice
    edit.standardError = FileHandle.nullDevice
    try edit.run()
    while !FileManager.default.fileExists(atPath: started) && edit.isRunning { usleep(20_000) }
    let other = try home.tik("add", "buy bread")
    FileManager.default.createFile(atPath: go, contents: nil)
    edit.waitUntilExit()
    #expect(other.status == 0, "\(other.errors)")
    #expect(edit.terminationStatus == 0)
    let shown = try home.tik("show", "1", "--json").json
    #expect((shown["photo"] as? String)?.hasPrefix(home.root + "/data/tik/photos/") == true)
    #expect(try home.tik("all", "--json").titles.contains("buy bread"))
  }
}
