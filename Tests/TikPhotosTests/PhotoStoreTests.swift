import Foundation
import Testing
import TikCore
import TikTestSupport

/// `tik edit ID photo FILE` with real pictures: the stored copy, its thumbnail, and what
/// happens to both when tasks come and go.
@Suite struct PhotoStoreTests {
  let home = PhotoHome()

  init() throws { try home.add("call mum") }

  @Test func aPNGIsCopiedUnderItsHashSoTheOriginalMayGo() throws {
    let original = try home.picture("mum.png", width: 1024, height: 512)
    let hash = try home.sha256(of: original)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: original))
    #expect(home.run("edit", "1", "photo", original).status == 0)
    try FileManager.default.removeItem(atPath: original)

    let stored = home.photos + "/" + hash + ".png"
    #expect(try home.photo(of: 1) == stored)
    #expect(try Data(contentsOf: URL(fileURLWithPath: stored)) == bytes)
    let thumbnail = home.thumbnails + "/" + hash + ".png"
    #expect(try TestImages.size(of: thumbnail) == (512, 256))
    // Into a pipe, the path alone: never an escape sequence.
    let shown = home.run("show", "1").output
    #expect(shown.contains(stored))
    #expect(!shown.contains("\u{1B}"))
  }

  /// `tik add … --photo FILE` stores the picture as `edit` does, in the add's write; a
  /// file that is no picture adds no task.
  @Test func addTakesAPhotoAndRefusesATextFileWithoutAddingATask() throws {
    let original = try home.picture("cake.png", width: 64, height: 32)
    let run = home.run("add", "Bake the cake", "--photo", original)
    #expect(run.status == 0, "\(run.errors)")
    #expect(try home.photo(of: 2) == home.stored(original, as: "png"))
    let text = home.root + "/recipe.jpg"
    try "flour, eggs\n".write(toFile: text, atomically: true, encoding: .utf8)
    let refused = home.run("add", "Buy flour", "--photo", text)
    #expect(refused.status == 1)
    #expect(refused.errors.split(separator: "\n").count == 1)
    #expect(!home.run("all").output.contains("Buy flour"))
    try home.writeConfig("fields = [\"date\", \"time\"]\n")
    #expect(home.run("add", "No photos here", "--photo", original).status == 2)
  }

  @Test func aJPEGThatEXIFTurnsGetsAnUprightThumbnail() throws {
    let original = try home.picture("turned.jpg", width: 600, height: 300, orientation: 6)
    #expect(home.run("edit", "1", "photo", original).status == 0)
    let stored = try #require(try home.photo(of: 1))
    #expect(stored.hasSuffix(".jpg"))
    // The stored pixels are as they were; the thumbnail stands upright, turned.
    #expect(try TestImages.size(of: stored) == (600, 300))
    let thumbnail = home.thumbnails + "/" + (try home.sha256(of: stored)) + ".png"
    #expect(try TestImages.size(of: thumbnail) == (256, 512))
  }

  @Test(arguments: [[1, 1, 1, 1], [10_000, 100, 512, 5], [300, 200, 300, 200]])
  func aThumbnailKeepsItsProportionsAndNeverGrows(_ sizes: [Int]) throws {
    let original = try home.picture("size.png", width: sizes[0], height: sizes[1])
    #expect(home.run("edit", "1", "photo", original).status == 0)
    #expect(try TestImages.size(of: home.thumbnail(of: original)) == (sizes[2], sizes[3]))
  }

  /// Each kind the documentation lists is taken, whatever libvips calls its loader in
  /// this version (GIF's was `VipsForeignLoadGif…`, then `VipsForeignLoadNsgif…`).
  @Test(arguments: [
    ("gif", "gif", "image/gif"), ("webp", "webp", "image/webp"), ("tif", "tiff", "image/tiff"),
    ("heic", "heic", "image/heic"), ("jpg", "jpg", "image/jpeg"), ("png", "png", "image/png"),
  ])
  func aPictureOfEachKindIsStoredUnderItsOwnEnding(_ kind: (String, String, String)) throws {
    let original = try home.picture("mum." + kind.0, width: 64, height: 32)
    let run = home.run("edit", "1", "photo", original)
    #expect(run.status == 0, "\(run.errors)")
    #expect(try home.photo(of: 1) == home.stored(original, as: kind.1))
    #expect(try TestImages.size(of: home.thumbnail(of: original)) == (64, 32))
    #expect(home.run("show", "1", "--json").output.contains(#""type":"\#(kind.2)""#))
  }

  /// The smallest GIF89a there is, made by hand: one white pixel.
  @Test func aOnePixelGIFMadeByHandIsAddedWithItsTask() throws {
    let path = home.root + "/dot.gif"
    let bytes: [UInt8] =
      Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
      + [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0] + [2, 2, 0x4C, 1, 0] + [0x3B]
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let run = home.run("add", "a dot", "--photo", path)
    #expect(run.status == 0, "\(run.errors)")
    #expect(try home.photo(of: 2) == home.stored(path, as: "gif"))
  }

  @Test func aTextFileNamedJPGIsRefusedAndNothingIsWritten() throws {
    let path = home.root + "/notes.jpg"
    try "not a picture\n".write(toFile: path, atomically: true, encoding: .utf8)
    let run = home.run("edit", "1", "photo", path)
    #expect(run.status == 1)
    #expect(
      run.errors
        == "tik: '\(path)' is not a picture tik reads (JPEG, PNG, WebP, HEIC, GIF or TIFF)\n")
    #expect(try home.photo(of: 1) == nil)
    #expect(home.files(in: home.photos).isEmpty)
    #expect(home.files(in: home.thumbnails).isEmpty)
  }

  /// `tik-photo` given a named pipe for a picture (one put where tik saw a file a moment
  /// before) says at once that it cannot read it: it never waits for a writer that may
  /// not come, a wait that uses no processor time and so would escape its bound.
  @Test func tikPhotoNeverWaitsOnANamedPipe() throws {
    let pipe = home.root + "/pipe.png"
    #expect(mkfifo(pipe, 0o600) == 0)
    // `timeout` only so that a wait for ever fails the test instead of stopping the run.
    let run = try ChildProcess.run(
      "/usr/bin/timeout",
      [
        "-k", "5", "30", BuiltProduct.path("tik-photo"), "store", pipe, home.photos,
        home.thumbnails,
      ])
    #expect(run.status == 1)
    #expect(run.errors == "unreadable \(pipe)\n")
  }

  @Test func aMissingFileIsRefusedInEitherLanguage() throws {
    #expect(
      home.run("edit", "1", "photo", "/nowhere/x.png").errors
        == "tik: no file at '/nowhere/x.png'\n")
    try home.writeConfig("language = \"fa\"\n")
    let path = home.root + "/notes.jpg"
    try "text".write(toFile: path, atomically: true, encoding: .utf8)
    let run = home.run("edit", "1", "photo", path)
    #expect(run.status == 1)
    #expect(run.errors.contains("تصویری نیست که tik بخواند"))
    #expect(run.errors.split(separator: "\n").count == 1)
  }

  @Test func theJSONGivesTheStoredPathSizeAndType() throws {
    let original = try home.picture("mum.jpg", width: 40, height: 30)
    let size = try FileManager.default.attributesOfItem(atPath: original)[.size] as? Int
    #expect(home.run("edit", "1", "photo", original).status == 0)
    let stored = try #require(try home.photo(of: 1))
    let json = home.run("show", "1", "--json").output
    #expect(
      json.contains(
        #""photo_file":{"path":"\#(stored)","size":\#(size ?? -1),"type":"image/jpeg"}"#))
  }

  @Test func aDuplicateSharesTheStoredFileUntilTheLastTaskLetsGo() throws {
    try home.writeConfig("plugins = [\"photos\", \"deeplink\"]\n")
    let original = try home.picture("mum.png", width: 64, height: 64)
    home.run("edit", "1", "photo", original)
    #expect(home.run("duplicate", "1").status == 0)
    #expect(home.files(in: home.photos).count == 1)
    #expect(try home.photo(of: 2) == home.photo(of: 1))
    home.run("edit", "1", "photo", "none")
    #expect(home.files(in: home.photos).count == 1)
    home.run("delete", "2", "--yes")
    #expect(home.files(in: home.photos).isEmpty)
    #expect(home.files(in: home.thumbnails).isEmpty)
  }

  @Test func aDeletedTasksPhotoStaysWhileUndoCanBringItBack() throws {
    let original = try home.picture("mum.png", width: 64, height: 64)
    home.run("edit", "1", "photo", original)
    let stored = try #require(try home.photo(of: 1))
    home.run("delete", "1", "--yes")
    #expect(FileManager.default.fileExists(atPath: stored))
    #expect(home.run("undo").status == 0)
    #expect(try home.photo(of: 1) == stored)
    home.run("delete", "1", "--yes")
    // Past undo: the step that holds the task leaves the journal after 100 others.
    for number in 1...100 { home.run("add", "task \(number)") }
    #expect(!FileManager.default.fileExists(atPath: stored))
  }

  /// An attach taken back by undo keeps the file while redo can bring it again; once a
  /// new change ends redo, the file goes.
  @Test func anUndoneAttachLetsItsFileGoOnceRedoCannotBringItBack() throws {
    let original = try home.picture("mum.png", width: 64, height: 64)
    home.run("edit", "1", "photo", original)
    let stored = try #require(try home.photo(of: 1))
    #expect(home.run("undo").status == 0)
    #expect(try home.photo(of: 1) == nil)
    #expect(FileManager.default.fileExists(atPath: stored))
    #expect(home.run("redo").status == 0)
    #expect(try home.photo(of: 1) == stored)
    #expect(home.run("undo").status == 0)
    home.run("add", "a new change")
    #expect(!FileManager.default.fileExists(atPath: stored))
  }

  /// A picture stored for a task that never was (a form left, a command that failed
  /// after storing it) goes at the next attach once it is a day old; a newer one stays,
  /// as it may be another command's, still being attached.
  @Test func aStrayPictureGoesAtTheNextAttachOnceADayOld() throws {
    let first = try home.picture("one.png", width: 8, height: 8)
    home.run("edit", "1", "photo", first)
    let kept = try #require(try home.photo(of: 1))
    let old = home.photos + "/" + String(repeating: "a", count: 64) + ".png"
    let young = home.photos + "/" + String(repeating: "b", count: 64) + ".png"
    for path in [old, young] { try FileManager.default.copyItem(atPath: kept, toPath: path) }
    // In 2001, and in 2100: the age is the file system's, whatever the clock says.
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: old)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 4_102_444_800)], ofItemAtPath: young)
    try home.add("call dad")
    #expect(
      home.run("edit", "2", "photo", try home.picture("two.png", width: 8, height: 6)).status == 0)
    #expect(!FileManager.default.fileExists(atPath: old))
    #expect(FileManager.default.fileExists(atPath: young))
    #expect(FileManager.default.fileExists(atPath: kept))
  }

  @Test func anOpenLinkToAPhotoOnlyReads() throws {
    let original = try home.picture("mum.png", width: 64, height: 64)
    home.run("edit", "1", "photo", original)
    let stored = try #require(try home.photo(of: 1))
    let unknown = home.run("open", "tik://task/1/edit")
    #expect(unknown.status == 1)
    home.run("open", "tik://task/1/photo")
    #expect(FileManager.default.fileExists(atPath: stored))
    #expect(try home.photo(of: 1) == stored)
    let none = home.run("open", "tik://task/2/photo")
    #expect(none.status == 1)
  }
}

/// iCalendar carries a photo as its path unless asked for the picture itself.
@Suite struct PhotoExportTests {
  let home = PhotoHome()

  @Test func withPhotosTheCalendarCarriesThePictureInline() throws {
    try home.add("call mum")
    let original = try home.picture("mum.png", width: 40, height: 20)
    home.run("edit", "1", "photo", original)
    let stored = try #require(try home.photo(of: 1))
    let plain = home.run("export", "--format", "ics").output
    #expect(plain.contains("ATTACH:file:"))
    #expect(!plain.contains("BASE64"))
    let inline = home.run("export", "--format", "ics", "--with-photos").output
    #expect(inline.contains("ATTACH;VALUE=BINARY;FMTTYPE=image/png;ENCODING=BASE64:"))
    // Python's icalendar, a second reader, gets the same bytes back.
    let file = home.root + "/tasks.ics"
    try inline.write(toFile: file, atomically: true, encoding: .utf8)
    let script = """
      import base64, hashlib, icalendar, sys
      c = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
      d = next(x for x in c.walk('VTODO')).decoded('ATTACH')
      print(hashlib.sha256(d if isinstance(d, bytes) else base64.b64decode(d)).hexdigest())
      """
    let hash = try TestImages.run("/usr/bin/python3", ["-c", script, file])
    #expect(hash.trimmingCharacters(in: .whitespacesAndNewlines) == (try home.sha256(of: stored)))
  }
}
