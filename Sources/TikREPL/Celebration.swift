import TikCore

#if canImport(Glibc)
  import Glibc
#endif

/// A short burst of confetti: 12 frames in 1.2 seconds, on a terminal only.
struct Celebration {
  var width: Int
  var painter: Painter

  static let pieces: [Character] = ["✦", "✧", "•", "◆", "▲", "✶", "❋", "●"]
  static let colors: [AccentColor] = [.red, .orange, .yellow, .green, .teal, .blue, .purple, .pink]
  static let frames = 12
  static let rows = 6

  /// Draws the frames below the cursor and then clears them.
  func play(write: (String) -> Void) {
    var seed = UInt64(truncatingIfNeeded: time(nil)) | 1
    func random(_ bound: Int) -> Int {
      seed ^= seed << 13
      seed ^= seed >> 7
      seed ^= seed << 17
      return Int(seed % UInt64(bound))
    }
    let columns = max(10, min(width, 100) - 1)
    write("\u{1B}[?25l" + String(repeating: "\n", count: Celebration.rows))
    for frame in 0..<Celebration.frames {
      var text = "\u{1B}[\(Celebration.rows)A"
      for row in 0..<Celebration.rows {
        var line = ""
        for _ in 0..<columns {
          let show = random(Celebration.rows * 3) < (row + frame) % (Celebration.rows + 2)
          line +=
            show
            ? painter.raw(
              String(Celebration.pieces[random(Celebration.pieces.count)]),
              .accent(Celebration.colors[random(Celebration.colors.count)])) : " "
        }
        text += "\r\u{1B}[2K" + line + "\n"
      }
      write(text)
      usleep(100_000)
    }
    write("\u{1B}[\(Celebration.rows)A\u{1B}[J\u{1B}[?25h")
  }
}
