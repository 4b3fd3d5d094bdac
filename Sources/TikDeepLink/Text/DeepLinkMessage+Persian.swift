import TikCore

/// The Persian table, in the formal register (شما), with «…» quotes. Digits stay Latin;
/// values and Latin runs are in isolates.
extension DeepLinkMessage {
  var persian: String {
    switch self {
    case .helpOpen:
      "باز کردن پیوند \(latin("tik://")): REPL روی همان صفحه باز می‌شود؛ \(latin("--print")) آن را نشان می‌دهد و \(latin("--json")) مسیرش را"
    case .askAdd: "کار \(quoted(1)) افزوده شود؟"
    case .errorTooLong: "پیوند حداکثر {1} بایت است"
    case .errorNotATikLink: "پیوند \(latin("tik://")) نیست"
    case .errorControlCharacter: "پیوند نویسهٔ کنترلی نمی‌پذیرد"
    case .errorBadEncoding: "\(quoted(1)) رمزگذاری درست \(latin("UTF-8")) نیست"
    case .errorUnknownRoute:
      "مسیری به نام \(quoted(1)) نیست (یکی از \(latin("today, scheduled, all, completed, new, list, task, search, day, story, settings")))"
    case .errorMissing: "پیوند به \(latin("{1}")) نیاز دارد"
    case .errorNotAnID: "\(quoted(1)) شناسهٔ کار نیست"
    case .errorBadDate: "\(quoted(1)) تاریخ نیست"
    case .errorUnknownParameter: "این مسیر پارامتر \(quoted(1)) ندارد"
    case .errorRepeatedParameter: "پارامتر \(quoted(1)) دو بار آمده است"
    case .errorExtraPath: "\(quoted(1)) در پایان پیوند نابجاست"
    case .errorPathTraversal: "«.» و «..» نام نیستند"
    case .errorFragment: "پیوند بخش «#» نمی‌پذیرد"
    case .errorNeedsConfirmation: "این پیوند کاری می‌افزاید: با \(latin("--yes")) تأیید کنید"
    case .errorInLink: "\(quotedLatin("{1}")): {2}"
    }
  }
}

private func quoted(_ placeholder: Int) -> String { RightToLeftTemplate.quoted(placeholder) }
private func latin(_ text: String) -> String { RightToLeftTemplate.latin(text) }
private func quotedLatin(_ text: String) -> String { RightToLeftTemplate.quotedLatin(text) }
