/// The English table.
extension DeepLinkMessage {
  var english: String {
    switch self {
    case .helpOpen:
      "Open a tik:// link: the REPL on that screen; --print shows it, --json its route"
    case .askAdd: "Add the task '{1}'?"
    case .errorTooLong: "a link is at most {1} bytes"
    case .errorNotATikLink: "not a tik:// link"
    case .errorControlCharacter: "a link cannot hold control characters"
    case .errorBadEncoding: "'{1}' is not valid percent-encoded UTF-8"
    case .errorUnknownRoute:
      "no route '{1}' (today, scheduled, all, completed, new, list, task, search, day, story, settings)"
    case .errorMissing: "the link has no {1}"
    case .errorNotAnID: "'{1}' is not a task id"
    case .errorBadDate: "'{1}' is not a date"
    case .errorUnknownParameter: "this route takes no parameter '{1}'"
    case .errorRepeatedParameter: "the parameter '{1}' is given twice"
    case .errorExtraPath: "unexpected '{1}' at the end of the link"
    case .errorPathTraversal: "'.' and '..' are not names"
    case .errorFragment: "a link cannot have a '#' fragment"
    case .errorNeedsConfirmation: "this link adds a task: confirm with --yes"
    case .errorInLink: "'{1}': {2}"
    }
  }
}
