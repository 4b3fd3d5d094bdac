import TikCore

/// The photos plugin's messages, in English and Persian.
enum PhotoMessage: String, MessageKey {
  case opening
  case errorNotAnImage, errorTooManyPixels, errorTooManyScans, errorStopped, errorTooLarge
  case errorUnreadable
  case errorUnsafeDirectory, errorWriteFailed
  case errorNoHelper, errorNoPhoto, errorNoViewer

  func template(in language: Language) -> String? {
    switch language {
    case .english: english
    case .persian: persian
    default: nil
    }
  }
}
