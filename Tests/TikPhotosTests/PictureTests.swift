import Foundation
import Testing
import TikCore
import TikTestSupport

/// `tik show` on a terminal draws the photo; each encoding is decoded again and compared
/// with the thumbnail it was drawn from: its proportions, and the colour of each quarter.
@Suite struct PictureTests {
  let home = PhotoHome()
  let thumbnailPath: String
  let thumbnail: RGBImage

  init() throws {
    try home.add("call mum")
    let original = try home.picture("mum.png", width: 480, height: 240)
    home.run("edit", "1", "photo", original)
    thumbnailPath = try home.thumbnail(of: original)
    thumbnail = try TestImages.read(thumbnailPath)
  }

  func show(_ setting: String) throws -> String {
    try home.writeConfig("photos = \"\(setting)\"\n")
    return home.run(["show", "1"], terminal: true).output
  }

  /// The picture has the thumbnail's proportions and colours.
  func expectLikeTheThumbnail(
    _ picture: RGBImage, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let ratio = Double(picture.width) / Double(picture.height)
    let expected = Double(thumbnail.width) / Double(thumbnail.height)
    #expect(
      abs(ratio - expected) < 0.1, "\(picture.width)×\(picture.height)",
      sourceLocation: sourceLocation)
    for (x, y) in [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)] {
      let colour = picture.at(x: x, y: y)
      #expect(
        close(colour, thumbnail.at(x: x, y: y)), "\(colour) at \(x), \(y)",
        sourceLocation: sourceLocation)
      #expect(close(colour, TestImages.quarter(x: x, y: y)), sourceLocation: sourceLocation)
    }
  }

  @Test func kittysPictureDecodesToTheThumbnail() throws {
    let output = try show("kitty")
    guard let picture = KittyGraphics.decode(output) else {
      Issue.record("no kitty picture in \(output.count) characters of output")
      return
    }
    expectLikeTheThumbnail(picture)
    #expect(picture.width <= 64 * 8)
  }

  /// A thumbnail has at most 512 px a side: a larger picture in its place in the cache
  /// (put there by anything but tik) is never decoded whole, and the thumbnail is made
  /// again from the stored photo.
  @Test func aLargerPictureInTheThumbnailsPlaceIsMadeAgain() throws {
    var blue = RGBImage(width: 2048, height: 1024)
    for index in stride(from: 2, to: blue.bytes.count, by: 3) { blue.bytes[index] = 255 }
    try TestImages.write(blue, to: thumbnailPath)
    let picture = try #require(KittyGraphics.decode(try show("kitty")))
    expectLikeTheThumbnail(picture)
    #expect(try TestImages.size(of: thumbnailPath) == (thumbnail.width, thumbnail.height))
  }

  @Test func theSixelPictureDecodesToTheThumbnail() throws {
    let output = try show("sixel")
    let start = try #require(output.range(of: "\u{1B}P"))
    let end = try #require(output.range(of: "\u{1B}\\", range: start.upperBound..<output.endIndex))
    let sixel = home.root + "/picture.six"
    try String(output[start.lowerBound..<end.upperBound]).write(
      toFile: sixel, atomically: true, encoding: .utf8)
    try TestImages.run("/usr/bin/sixel2png", ["-i", sixel, "-o", sixel + ".png"])
    expectLikeTheThumbnail(try TestImages.read(sixel + ".png"))
  }

  @Test func iTerm2GetsAnInlineImageOfTheThumbnail() throws {
    let output = try show("iterm")
    let start = try #require(output.range(of: "\u{1B}]1337;File=inline=1;"))
    let colon = try #require(output.range(of: ":", range: start.upperBound..<output.endIndex))
    let end = try #require(output.range(of: "\u{07}", range: colon.upperBound..<output.endIndex))
    let data = try #require(Data(base64Encoded: String(output[colon.upperBound..<end.lowerBound])))
    let file = home.root + "/inline.tiff"
    try data.write(to: URL(fileURLWithPath: file))
    expectLikeTheThumbnail(try TestImages.read(file))
  }

  @Test func symbolsAreInColourAndNoColorMakesThemGrey() throws {
    let coloured = try show("symbols")
    #expect(coloured.contains("\u{1B}[38;5;") || coloured.contains("\u{1B}[48;5;"))
    home.terminalWithoutColor = true
    let grey = home.run(["show", "1"], terminal: true).output
    #expect(grey.contains("▀") || grey.contains("▄") || grey.contains("█"))
    #expect(!grey.contains("[38;") && !grey.contains("[48;"))
  }

  @Test func offAndPipesDrawNothing() throws {
    let off = try show("off")
    #expect(!off.contains("\u{1B}_G") && !off.contains("▀"))
    try home.writeConfig("photos = \"kitty\"\n")
    let piped = home.run("show", "1").output
    #expect(!piped.contains("\u{1B}"))
    #expect(piped.contains(home.photos))
  }
}
