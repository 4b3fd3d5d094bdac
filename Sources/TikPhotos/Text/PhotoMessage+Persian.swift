import TikCore

/// The Persian table.
extension PhotoMessage {
  var persian: String {
    switch self {
    case .opening: "بازکردن عکس کار {1}: \(latin("{2}"))"
    case .errorNotAnImage:
      "\(quoted(1)) تصویری نیست که tik بخواند (\(latin("JPEG, PNG, WebP, HEIC, GIF, TIFF")))"
    case .errorTooManyPixels:
      "\(quoted(1)) \(latin("{2}×{3}")) پیکسل است: یک عکس دست‌بالا {4} مگاپیکسل دارد"
    case .errorTooManyScans:
      "\(quoted(1)) یک \(latin("JPEG")) با {2} اسکن است: یک عکس دست‌بالا {3} اسکن دارد"
    case .errorStopped:
      "خواندن \(quoted(1)) متوقف شد: بیش از وقت و حافظه‌ای که یک عکس دارد می‌خواست"
    case .errorTooLarge: "\(quoted(1)) بزرگ‌تر از {2} مگابایت است، بیشترین اندازهٔ یک عکس"
    case .errorUnreadable: "\(quoted(1)) خوانده نمی‌شود"
    case .errorUnsafeDirectory: "\(quoted(1)) پوشهٔ سادهٔ tik نیست: چیزی در آن نوشته نمی‌شود"
    case .errorWriteFailed: "\(quoted(1)) نوشته نمی‌شود"
    case .errorNoHelper:
      "عکس‌ها به \(quoted(1)) نیاز دارند که نیست: \(latin("tik-photo")) را کنار tik بسازید یا نصب کنید"
    case .errorNoPhoto: "کار {1} عکسی ندارد"
    case .errorNoViewer: "عکس باز نمی‌شود: \(latin("xdg-open")) نصب نیست"
    }
  }
}

private func quoted(_ placeholder: Int) -> String { RightToLeftTemplate.quoted(placeholder) }
private func latin(_ text: String) -> String { RightToLeftTemplate.latin(text) }
