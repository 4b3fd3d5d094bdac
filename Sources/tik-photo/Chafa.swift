import CChafa

/// libchafa behind plain values: pixels in, the text that draws them on a terminal out.
/// The one file that holds libchafa's pointers.
enum Chafa {
  /// How the terminal is told the picture.
  enum Format: String, CaseIterable {
    case kitty, sixel, iterm, symbols
  }

  /// The colours symbols are drawn in: 24-bit, the 256-colour palette, or none at all
  /// (the terminal's own foreground and background: a grey picture).
  enum Colours: String, CaseIterable {
    case full, palette, none
  }

  /// The size of a terminal cell in pixels that pictures are laid out for.
  static let cell = (width: 8, height: 16)

  /// How many columns and rows the picture takes, within `columns` × `rows`, proportions
  /// kept for cells twice as high as they are wide.
  static func geometry(width: Int, height: Int, columns: Int, rows: Int) -> (Int32, Int32) {
    var columns = Int32(max(1, columns))
    var rows = Int32(max(1, rows))
    chafa_calc_canvas_geometry(
      Int32(width), Int32(height), &columns, &rows,
      Float(cell.width) / Float(cell.height), 0, 0)
    return (max(1, columns), max(1, rows))
  }

  /// The text that draws `pixels` in at most `columns` × `rows` cells.
  static func draw(
    _ pixels: Pixels, format: Format, colours: Colours, columns: Int, rows: Int
  ) -> String? {
    let (width, height) = geometry(
      width: pixels.width, height: pixels.height, columns: columns, rows: rows)
    guard let config = chafa_canvas_config_new() else { return nil }
    defer { chafa_canvas_config_unref(config) }
    chafa_canvas_config_set_geometry(config, width, height)
    chafa_canvas_config_set_cell_geometry(config, Int32(cell.width), Int32(cell.height))
    let symbols = chafa_symbol_map_new()
    defer { chafa_symbol_map_unref(symbols) }
    chafa_symbol_map_add_by_tags(
      symbols, ChafaSymbolTags(CHAFA_SYMBOL_TAG_BLOCK.rawValue | CHAFA_SYMBOL_TAG_SPACE.rawValue))
    chafa_canvas_config_set_symbol_map(config, symbols)
    chafa_canvas_config_set_pixel_mode(config, pixelMode(format))
    chafa_canvas_config_set_canvas_mode(config, canvasMode(format: format, colours: colours))
    // The same input gives the same text: no dithering, no threads' races.
    chafa_canvas_config_set_dither_mode(config, CHAFA_DITHER_MODE_NONE)
    chafa_canvas_config_set_work_factor(config, 0.5)
    guard let canvas = chafa_canvas_new(config) else { return nil }
    defer { chafa_canvas_unref(canvas) }
    let type = pixels.bands == 4 ? CHAFA_PIXEL_RGBA8_UNASSOCIATED : CHAFA_PIXEL_RGB8
    pixels.bytes.withUnsafeBufferPointer { bytes in
      chafa_canvas_draw_all_pixels(
        canvas, type, bytes.baseAddress, Int32(pixels.width), Int32(pixels.height),
        Int32(pixels.width * pixels.bands))
    }
    guard let info = chafa_term_db_get_fallback_info(chafa_term_db_get_default()) else {
      return nil
    }
    defer { chafa_term_info_unref(info) }
    guard let text = chafa_canvas_print(canvas, info) else { return nil }
    defer { tik_gstring_free(text) }
    return String(cString: tik_gstring_text(text))
  }

  private static func pixelMode(_ format: Format) -> ChafaPixelMode {
    switch format {
    case .kitty: CHAFA_PIXEL_MODE_KITTY
    case .sixel: CHAFA_PIXEL_MODE_SIXELS
    case .iterm: CHAFA_PIXEL_MODE_ITERM2
    case .symbols: CHAFA_PIXEL_MODE_SYMBOLS
    }
  }

  private static func canvasMode(format: Format, colours: Colours) -> ChafaCanvasMode {
    guard format == .symbols else { return CHAFA_CANVAS_MODE_TRUECOLOR }
    switch colours {
    case .full: return CHAFA_CANVAS_MODE_TRUECOLOR
    case .palette: return CHAFA_CANVAS_MODE_INDEXED_240
    case .none: return CHAFA_CANVAS_MODE_FGBG
    }
  }
}
