/// The Persian table. Digits stay Latin.
extension DeepLinkMessage {
  var persian: String {
    switch self {
    case .helpOpen:
      "باز کردن پیوند tik://: REPL روی همان صفحه؛ ‎--print نشانش می‌دهد، ‎--json مسیرش را"
    case .askAdd: "کار «{1}» افزوده شود؟"
    case .errorTooLong: "پیوند حداکثر {1} بایت است"
    case .errorNotATikLink: "پیوند tik:// نیست"
    case .errorControlCharacter: "پیوند نویسهٔ کنترلی نمی‌پذیرد"
    case .errorBadEncoding: "«{1}» رمزگذاری درست UTF-8 نیست"
    case .errorUnknownRoute:
      "مسیری به نام «{1}» نیست (today، scheduled، all، completed، new، list، task، search، day، story، settings)"
    case .errorMissing: "پیوند به {1} نیاز دارد"
    case .errorNotAnID: "«{1}» شناسهٔ کار نیست"
    case .errorBadDate: "«{1}» تاریخ نیست"
    case .errorUnknownParameter: "این مسیر پارامتر «{1}» ندارد"
    case .errorRepeatedParameter: "پارامتر «{1}» دو بار آمده است"
    case .errorExtraPath: "«{1}» در پایان پیوند نابجاست"
    case .errorPathTraversal: "«.» و «..» نام نیستند"
    case .errorFragment: "پیوند بخش «#» نمی‌پذیرد"
    case .errorNeedsConfirmation: "این پیوند کاری می‌افزاید: با ‎--yes تأیید کنید"
    }
  }
}
