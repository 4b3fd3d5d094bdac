import TikCore

/// The Persian table, in the formal register (شما), with «…» quotes. Digits in every
/// template are Latin, like all of tik's output; values and Latin runs are in isolates.
extension JalaliMessage {
  var persian: String {
    switch self {
    case .monthFarvardin: "فروردین"
    case .monthOrdibehesht: "اردیبهشت"
    case .monthKhordad: "خرداد"
    case .monthTir: "تیر"
    case .monthMordad: "مرداد"
    case .monthShahrivar: "شهریور"
    case .monthMehr: "مهر"
    case .monthAban: "آبان"
    case .monthAzar: "آذر"
    case .monthDey: "دی"
    case .monthBahman: "بهمن"
    case .monthEsfand: "اسفند"
    case .weekdaySunday: "یکشنبه"
    case .weekdayMonday: "دوشنبه"
    case .weekdayTuesday: "سه‌شنبه"
    case .weekdayWednesday: "چهارشنبه"
    case .weekdayThursday: "پنجشنبه"
    case .weekdayFriday: "جمعه"
    case .weekdaySaturday: "شنبه"
    case .shortSunday: "ی"
    case .shortMonday: "د"
    case .shortTuesday: "س"
    case .shortWednesday: "چ"
    case .shortThursday: "پ"
    case .shortFriday: "ج"
    case .shortSaturday: "ش"
    case .transliteratedSunday: "یکشنبه"
    case .transliteratedMonday: "دوشنبه"
    case .transliteratedTuesday: "سه‌شنبه"
    case .transliteratedWednesday: "چهارشنبه"
    case .transliteratedThursday: "پنجشنبه"
    case .transliteratedFriday: "جمعه"
    case .transliteratedSaturday: "شنبه"
    case .today: "امروز"
    case .tomorrow: "فردا"
    case .yesterday: "دیروز"
    case .dateLong: "{1} {2} {3} {4}"
    case .timeAM: "ق.ظ."
    case .timePM: "ب.ظ."
    case .wordsToday: "امروز"
    case .wordsTomorrow: "فردا"
    case .wordsYesterday: "دیروز"
    case .wordsDayAfterTomorrow: "پس‌فردا"
    case .wordsDayBeforeYesterday: "پریروز"
    case .wordsMonthAliases: "امرداد=5"
    case .wordsMonth: "ماه"
    case .wordsFirstDay: "اول,یکم"

    case .helpDate: "تاریخ‌ها را میان تقویم جلالی و میلادی تبدیل می‌کند"
    case .helpCal: "یک ماه به شکل جدول، با نشان امروز و روزهایی که کار باز دارند"
    case .calLegend: "[ ] امروز  * کار باز"
    case .calOtherMonths: "{1} · {2}"

    case .errorGregorianYear:
      "\(quoted(1)) تاریخ نیست: سال جلالی حداکثر 1700 است؛ برای تاریخ میلادی بنویسید \(quotedLatin("{2}"))"
    case .errorUnknownTarget:
      "\(quoted(1)) تقویمی برای تبدیل نیست (\(latin("jalali")) یا \(latin("gregorian")))"
    case .errorNotAMonth: "\(quoted(1)) ماه نیست (مثلاً 7، 1405/7 یا مهر)"
    }
  }
}

private func quoted(_ placeholder: Int) -> String { RightToLeftTemplate.quoted(placeholder) }
private func latin(_ text: String) -> String { RightToLeftTemplate.latin(text) }
private func quotedLatin(_ text: String) -> String { RightToLeftTemplate.quotedLatin(text) }
