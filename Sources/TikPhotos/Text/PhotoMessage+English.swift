/// The English table.
extension PhotoMessage {
  var english: String {
    switch self {
    case .opening: "opening the photo of task {1}: {2}"
    case .errorNotAnImage:
      "'{1}' is not a picture tik reads (JPEG, PNG, WebP, HEIC, GIF or TIFF)"
    case .errorTooManyPixels: "'{1}' is {2}×{3} pixels: a photo may have at most {4} megapixels"
    case .errorTooManyScans: "'{1}' is a JPEG of {2} scans: a photo may have at most {3}"
    case .errorStopped:
      "reading '{1}' was stopped: it took more time or memory than a photo may"
    case .errorTooLarge: "'{1}' is larger than {2} MB, the most a photo may be"
    case .errorUnreadable: "cannot read '{1}'"
    case .errorUnsafeDirectory: "'{1}' is not a plain directory of tik's: nothing is written there"
    case .errorWriteFailed: "cannot write '{1}'"
    case .errorNoHelper:
      "photos need '{1}', which is not there: build or install tik-photo beside tik"
    case .errorNoPhoto: "task {1} has no photo"
    case .errorNoViewer: "cannot open the photo: xdg-open is not installed"
    }
  }
}
