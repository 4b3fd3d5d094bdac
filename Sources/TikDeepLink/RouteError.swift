/// What is wrong with a link, for a message that says exactly that.
public enum RouteError: Error, Equatable, Sendable {
  case tooLong(limit: Int)
  case notATikLink
  case controlCharacter
  case badEncoding(String)
  case unknownRoute(String)
  case missing(String)
  case notAnID(String)
  case badDate(String, reason: String)
  case unknownParameter(String)
  case repeatedParameter(String)
  case extraPath(String)
  case pathTraversal
  case fragment
}
