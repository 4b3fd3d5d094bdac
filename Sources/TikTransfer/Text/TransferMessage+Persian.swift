import TikCore

/// The Persian table. Digits stay Latin.
extension TransferMessage {
  var persian: String {
    switch self {
    case .helpExport: "همهٔ کارها را به JSON خود tik، iCalendar یا todo.txt بیرون می‌دهد"
    case .helpImport:
      "کارها را از JSON خود tik، iCalendar، Taskwarrior یا todo.txt یک بار وارد می‌کند"
    case .detailsExportFormats:
      "قالب‌ها: json (شکل کامل tik، پیش‌فرض)، ics (کارهای VTODO در iCalendar)، todotxt، vdir (پوشهٔ تازهٔ DIR: یک پوشه برای هر فهرست، یک پروندهٔ ics برای هر کار)."
    case .detailsExportExample:
      "نمونه: \(latin("{tik}export --format ics --list Work --output work.ics"))"
    case .detailsImportFormats:
      "قالب‌ها: auto (پیش‌فرض: از خود پرونده)، json، ics، taskwarrior (خروجی task export)، todotxt؛ یک پوشه چون vdir خوانده می‌شود."
    case .detailsImportAgain:
      "وارد کردن دوبارهٔ همان پرونده چیزی اضافه نمی‌کند؛ \(latin("--dry-run")) می‌گوید چه تغییر می‌کرد."
    case .detailsImportExample: "نمونه: \(latin("{tik}import tasks.json --dry-run"))"
    case .exported: "{1} و {2} در \(latin("{3}")) نوشته شد"
    case .taskOne: "{1} کار"
    case .taskMany: "{1} کار"
    case .listOne: "{1} فهرست"
    case .listMany: "{1} فهرست"
    case .reportDone: "وارد شده از \(latin("{1}")): {2} افزوده، {3} به‌روز، {4} رد شده"
    case .reportDryRun:
      "آزمایشی، چیزی نوشته نشد — از \(latin("{1}")): {2} افزوده، {3} به‌روز و {4} رد می‌شد"
    case .reportList: "فهرست {1}"
    case .skipUnchanged: "از وارد کردن پیشین در پرونده تغییری نکرده است"
    case .skipSame: "همین حالا همان است که پرونده می‌گوید"
    case .skipDuplicate: "دوباره در پرونده آمده است"
    case .skipDeleted: "در Taskwarrior پاک شده است"
    case .skipCancelled: "لغو شده است"
    case .skipInstance: "نمونه‌ای از یک کار تکراری، که tik خودش تکرار می‌کند"
    case .skipOccurrence: "نوبتی تغییر یافته از یک کار تکراری، که tik یکی نگه می‌دارد"
    case .skipNotATask: "یک رویداد یا یادداشت روزانه، نه یک کار"
    case .skipEmpty: "متنی برای عنوان ندارد"
    case .remarkUnknownRepeat: "تکرار \(quoted(1)) در tik نیست: بدون آن وارد شد"
    case .remarkRepeatWithoutDate: "تکرار بدون تاریخ: بدون آن وارد شد"
    case .remarkNestedSubtask: "زیرکارِ یک زیرکار، به‌عنوان زیرکارِ خود کار نگه داشته شد"
    case .remarkPhotoInFile: "عکسی درون پرونده، که tik وارد نمی‌کند: بدون آن وارد شد"
    case .errorUnknownFormat: "قالب \(quoted(1)) شناخته نیست: یکی از \(latin("{2}"))"
    case .errorNoFile: "پرونده‌ای به نام \(quoted(1)) نیست"
    case .errorTooLarge: "\(quoted(1)) بزرگ‌تر از {2} مگابایت است، بیش از آنچه tik یک‌جا وارد می‌کند"
    case .errorNotText: "\(quoted(1)) متن UTF-8 نیست"
    case .errorInvalidJSON: "JSON نادرست در سطر {1}، ستون {2}: {3}"
    case .errorNotTikJSON:
      "این JSON خروجی tik نیست (\(latin("\"format\": \"tik\"")) ندارد)؛ برای خروجی \(latin("Taskwarrior")) \(latin("--format taskwarrior")) بدهید"
    case .errorBadDocument: "JSON خود tik مقدار نادرستی برای \(quoted(1)) دارد"
    case .errorNewerVersion:
      "پرونده را tik تازه‌تری نوشته است (نسخهٔ قالب {1})؛ این tik نسخهٔ {2} را می‌خواند"
    case .errorTooManyTasks: "پرونده بیش از {1} کار دارد"
    case .errorTooManyLists: "پرونده بیش از {1} فهرست دارد"
    case .errorTooDeep: "بیش از {1} لایه تودرتو است"
    case .itemTask: "کار {1} پرونده"
    case .itemList: "فهرست {1} پرونده"
    case .itemLine: "سطر {1} پرونده"
    case .errorNotAnObject: "{1} یک شیء نیست"
    case .errorBadField: "{1}: \(quoted(2)) نمی‌تواند \(quoted(3)) باشد"
    case .errorInvalidICalendar: "iCalendar نادرست"
    case .errorInvalidICalendarDetail: "iCalendar نادرست: {1}"
    case .errorNoLibical:
      "\(latin("iCalendar")) به \(latin("libical")) نیاز دارد که نصب نیست: \(latin("libical3")) را نصب کنید"
    case .errorInFile: "\(quoted(1)): {2}"
    case .jsonEnd: "متن زود تمام می‌شود"
    case .jsonUnexpected: "\(quoted(1)) بی‌جا"
    case .jsonEscape: "گریزِ نادرست در یک رشته"
    case .jsonControl: "نویسهٔ کنترلی در یک رشته"
    case .jsonNumber: "عدد نادرست"
    case .jsonTooMany: "بیش از {1} عضو در یک آرایه یا شیء"
    case .jsonTrailing: "متن اضافه پس از پایان"
    }
  }
}

private func quoted(_ placeholder: Int) -> String { RightToLeftTemplate.quoted(placeholder) }
private func latin(_ text: String) -> String { RightToLeftTemplate.latin(text) }
