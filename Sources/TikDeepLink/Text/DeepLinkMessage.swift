import TikCore

/// The deep-link plugin's messages, in English and Persian.
enum DeepLinkMessage: String, MessageKey {
  case helpOpen, askAdd
  case errorTooLong, errorNotATikLink, errorControlCharacter, errorBadEncoding
  case errorUnknownRoute, errorMissing, errorNotAnID, errorBadDate, errorUnknownParameter
  case errorRepeatedParameter, errorExtraPath, errorPathTraversal, errorFragment
  case errorNeedsConfirmation, errorInLink

  func template(in language: Language) -> String? {
    switch language {
    case .english: english
    case .persian: persian
    default: nil
    }
  }

  /// The message for what is wrong with `link`.
  static func describe(_ error: RouteError, link: String, catalog: Catalog) -> String {
    let shown = link.count > 60 ? String(link.prefix(60)) + "…" : link
    let reason: String =
      switch error {
      case .tooLong(let limit): catalog.text(errorTooLong, String(limit))
      case .notATikLink: catalog.text(errorNotATikLink)
      case .controlCharacter: catalog.text(errorControlCharacter)
      case .badEncoding(let text): catalog.text(errorBadEncoding, text)
      case .unknownRoute(let name): catalog.text(errorUnknownRoute, name)
      case .missing(let what): catalog.text(errorMissing, what)
      case .notAnID(let text): catalog.text(errorNotAnID, text)
      case .badDate(let text, let why): why.isEmpty ? catalog.text(errorBadDate, text) : why
      case .unknownParameter(let key): catalog.text(errorUnknownParameter, key)
      case .repeatedParameter(let key): catalog.text(errorRepeatedParameter, key)
      case .extraPath(let text): catalog.text(errorExtraPath, text)
      case .pathTraversal: catalog.text(errorPathTraversal)
      case .fragment: catalog.text(errorFragment)
      }
    return catalog.text(errorInLink, TerminalText.sanitized(shown), reason)
  }
}
