// libvips 8.14 (Debian's libvips-dev): decoding, shrink-on-load thumbnails and PNG
// encoding for `tik-photo`. Swift cannot call C's variadic functions: each one tik uses
// has a small fixed-argument wrapper here.
#include <vips/vips.h>

/// The nickname of the loader libvips would pick for these bytes (`jpegload_buffer`), or
/// NULL. The nickname is the operation's public name, the same in every version; the
/// class's name is not (`VipsForeignLoadGifBuffer`, later `VipsForeignLoadNsgifBuffer`).
static inline const char *tik_vips_loader(const void *bytes, size_t length) {
  const char *name = vips_foreign_find_load_buffer(bytes, length);
  return name ? vips_nickname_find(g_type_from_name(name)) : NULL;
}

/// An image of at most `size` pixels on its long side, proportions kept, never enlarged,
/// turned upright by its EXIF orientation; NULL when the bytes do not decode.
static inline VipsImage *tik_vips_thumbnail(const void *bytes, size_t length, int size) {
  VipsImage *out = NULL;
  if (vips_thumbnail_buffer((void *)bytes, length, &out, size, "height", size, "size",
        VIPS_SIZE_DOWN, NULL) != 0) {
    return NULL;
  }
  return out;
}

/// The image at `path`, read lazily; NULL when it does not open.
static inline VipsImage *tik_vips_open(const char *path) {
  return vips_image_new_from_file(path, "access", VIPS_ACCESS_SEQUENTIAL, NULL);
}

/// The image from bytes, its header read; NULL when it is no image libvips reads.
static inline VipsImage *tik_vips_header(const void *bytes, size_t length) {
  return vips_image_new_from_buffer(bytes, length, "", NULL);
}

/// The image as 8-bit sRGB (three bands, or four with alpha); NULL on failure.
static inline VipsImage *tik_vips_srgb8(VipsImage *in) {
  VipsImage *srgb = NULL;
  if (vips_colourspace(in, &srgb, VIPS_INTERPRETATION_sRGB, NULL) != 0) return NULL;
  VipsImage *out = NULL;
  int failed = vips_cast_uchar(srgb, &out, NULL);
  g_object_unref(srgb);
  return failed ? NULL : out;
}

/// PNG bytes of `image` (free them with g_free); NULL on failure.
static inline void *tik_vips_png(VipsImage *image, size_t *length) {
  void *bytes = NULL;
  if (vips_pngsave_buffer(image, &bytes, length, "compression", 6, NULL) != 0) return NULL;
  return bytes;
}

static inline void tik_unref(VipsImage *image) { g_object_unref(image); }

static void tik_vips_drop_message(const gchar *domain, GLogLevelFlags level,
    const gchar *message, gpointer data) {}

/// Drops libvips' warnings (`VIPS-WARNING **: Not enough image data`), which it would
/// print on standard error: there `tik-photo` answers with its one line alone.
static inline void tik_vips_quiet(void) {
  g_log_set_handler("VIPS", G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE | G_LOG_LEVEL_INFO,
      tik_vips_drop_message, NULL);
}

/// SHA-256 of the bytes in lowercase hex (free it with g_free).
static inline char *tik_sha256(const void *bytes, size_t length) {
  return g_compute_checksum_for_data(G_CHECKSUM_SHA256, bytes, length);
}
