import TikCore

/// The Persian table, in the formal register (شما), with «…» quotes. Digits in every
/// template are Latin, like all of tik's output; values are in isolates.
extension RecurrenceMessage {
  var persian: String {
    switch self {
    case .wordsDaily: "روزانه"
    case .wordsWeekly: "هفتگی"
    case .wordsMonthly: "ماهانه,ماهیانه"
    case .wordsYearly: "سالانه,سالیانه"
    case .wordsEvery: "هر"
    case .wordsDay: "روز"
    case .wordsWeek: "هفته"
    case .wordsMonth: "ماه"
    case .wordsYear: "سال"
    case .wordsLast: "آخر,آخرین"
    case .wordsUntil: "تا"
    case .wordsTimes: "بار"
    case .wordsOn: "در"
    case .wordsNone: "هیچ,بدون"
    case .wordsNumbers: "یک,دو,سه,چهار,پنج,شش,هفت,هشت,نه,ده,یازده,دوازده"
    case .wordsSunday: "یکشنبه"
    case .wordsMonday: "دوشنبه"
    case .wordsTuesday: "سه‌شنبه"
    case .wordsWednesday: "چهارشنبه"
    case .wordsThursday: "پنجشنبه"
    case .wordsFriday: "جمعه"
    case .wordsSaturday: "شنبه"

    case .inputEveryDays: "هر {1} روز"
    case .inputEveryWeeks: "هر {1} هفته"
    case .inputEveryMonths: "هر {1} ماه"
    case .inputEveryYears: "هر {1} سال"
    case .inputOn: "{1}"
    case .inputLastDay: "آخر ماه"
    case .inputUntil: "تا {1}"
    case .inputTimes: "{1} بار"
    case .inputWeekdaySeparator: "،"

    case .everyDay: "هر روز"
    case .everyDays: "هر {1} روز"
    case .everyWeek: "هر هفته"
    case .everyWeeks: "هر {1} هفته"
    case .everyWeekOn: "هر {1}"
    case .everyWeeksOn: "هر {1} هفته، {2}"
    case .everyMonth: "هر ماه"
    case .everyMonths: "هر {1} ماه"
    case .everyMonthOnLastDay: "روز آخر هر ماه"
    case .everyMonthsOnLastDay: "روز آخر هر {1} ماه"
    case .everyYear: "هر سال"
    case .everyYears: "هر {1} سال"
    case .withUntil: "{1} تا {2}"
    case .withCount: "{1}، {2} بار"
    case .inCalendar: "{1} ({2})"
    case .calendarGregorian: "میلادی"
    case .calendarJalali: "جلالی"
    case .listSeparator: "، "
    case .sunday: "یکشنبه"
    case .monday: "دوشنبه"
    case .tuesday: "سه‌شنبه"
    case .wednesday: "چهارشنبه"
    case .thursday: "پنجشنبه"
    case .friday: "جمعه"
    case .saturday: "شنبه"
    case .marker: "↻ {1}"
    case .markerUnreadable: "↻ ?"

    case .labelRepeat: "تکرار"
    case .labelNext: "بعدی"
    case .nextNone: "ندارد؛ تکرار تمام شده است"
    case .unreadable: "قاعده‌ای که این نسخهٔ tik نمی‌خواند؛ دست‌نخورده نگه داشته شد"
    case .keptChangedCopy: "نسخهٔ بعدی، {1} \(quoted(2))، پس از تیک تغییر کرده است: می‌ماند"

    case .errorInvalid:
      "\(quoted(1)) تکرار نیست (مثلاً روزانه، هفتگی، هر 3 روز، شنبه،دوشنبه، آخرین روز ماه …)"
    case .errorConflict: "\(quoted(1)) با \(quoted(2)) جور نیست"
    case .errorNothingToEnd:
      "\(quoted(1)) پایان تکرار است، اما تکراری نیست که تمام شود (مثلاً روزانه، هفتگی، هر 3 روز …)"
    case .errorEndsBeforeStart: "تکرار در {1} تمام می‌شود، پیش از تاریخ کار، {2}"
    }
  }
}

private func quoted(_ placeholder: Int) -> String { RightToLeftTemplate.quoted(placeholder) }
