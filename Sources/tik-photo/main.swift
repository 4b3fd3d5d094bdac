#if canImport(Glibc)
  import Glibc
#endif

// The pictures of tasks, kept out of `tik`: libvips and libchafa bring glib and dozens of
// image libraries, which every tik command would load at start-up. `tik` runs this
// binary, installed beside it, to store a photo and to draw one.
exit(PhotoTool.run(Array(CommandLine.arguments.dropFirst())))
