import TikCore

/// The report of an import as text, a line per item under a summary, and as JSON:
///
///     imported from taskwarrior: 3 added, 1 updated, 2 skipped
///     + list Home
///     + 12 Buy milk
///     ~ 7 Write report: notes, date
///     = 5 Pay rent: unchanged in the file since the last import
///     - Old thing: deleted in Taskwarrior
///     ! 12 Water plants: the repeat 'hourly' is not one tik has: imported without it
struct ImportReportText {
  var report: ImportReport
  var catalog: Catalog

  /// The report's lines, to be laid out in the language's direction.
  var lines: [String] {
    let summary = catalog.text(
      report.dryRun ? TransferMessage.reportDryRun : TransferMessage.reportDone,
      report.format.rawValue, String(report.added.count), String(report.updated.count),
      String(report.skipped.count))
    var lines = [summary]
    lines += report.addedLists.map { "+ " + catalog.text(TransferMessage.reportList, clean($0)) }
    lines += report.updatedLists.map {
      "~ " + catalog.text(TransferMessage.reportList, clean($0.name)) + ": "
        + $0.fields.joined(separator: ", ")
    }
    lines += report.added.map { "+ " + label($0) }
    lines += report.updated.map { "~ " + label($0) + ": " + $0.fields.joined(separator: ", ") }
    lines += report.skipped.map { entry in
      let mark = [.unchanged, .same].contains(entry.reason) ? "= " : "- "
      return mark + label(entry) + ": " + reason(entry.reason ?? .empty)
    }
    lines += report.remarks.map { "! " + label($0) + ": " + remark($0.remark) }
    return lines
  }

  var json: JSONValue {
    func entries(_ entries: [ImportReport.Entry]) -> JSONValue {
      .array(
        entries.map { entry in
          var members: [(String, JSONValue)] = [
            ("id", entry.id.map { .int(Int($0)) } ?? .null), ("title", .string(entry.title)),
          ]
          if !entry.fields.isEmpty {
            members.append(("fields", .array(entry.fields.map { .string($0) })))
          }
          if let reason = entry.reason {
            members += [
              ("reason", .string(reason.rawValue)), ("message", .string(self.reason(reason))),
            ]
          }
          if let remark = entry.remark {
            members += [
              ("remark", .string(remark.code)), ("message", .string(self.remark(remark))),
            ]
          }
          return .object(members)
        })
    }
    return .object([
      ("format", .string(report.format.rawValue)), ("dry_run", .bool(report.dryRun)),
      ("lists_added", .array(report.addedLists.map { .string($0) })),
      (
        "lists_updated",
        .array(
          report.updatedLists.map { list in
            .object([
              ("name", .string(list.name)), ("fields", .array(list.fields.map { .string($0) })),
            ])
          })
      ),
      ("added", entries(report.added)), ("updated", entries(report.updated)),
      ("skipped", entries(report.skipped)), ("remarks", entries(report.remarks)),
    ])
  }

  private func label(_ entry: ImportReport.Entry) -> String {
    let title = clean(entry.title.isEmpty ? "…" : entry.title)
    return entry.id.map { String($0) + " " + title } ?? title
  }

  private func clean(_ text: String) -> String { TerminalText.singleLine(text) }

  func reason(_ reason: ImportReport.SkipReason) -> String {
    switch reason {
    case .unchanged: catalog.text(TransferMessage.skipUnchanged)
    case .same: catalog.text(TransferMessage.skipSame)
    case .duplicate: catalog.text(TransferMessage.skipDuplicate)
    case .deleted: catalog.text(TransferMessage.skipDeleted)
    case .cancelled: catalog.text(TransferMessage.skipCancelled)
    case .instance: catalog.text(TransferMessage.skipInstance)
    case .occurrence: catalog.text(TransferMessage.skipOccurrence)
    case .notATask: catalog.text(TransferMessage.skipNotATask)
    case .empty: catalog.text(TransferMessage.skipEmpty)
    }
  }

  func remark(_ remark: ImportReport.Remark?) -> String {
    switch remark {
    case .unknownRepeat(let rule)?:
      catalog.text(TransferMessage.remarkUnknownRepeat, TerminalText.excerpt(rule))
    case .repeatWithoutDate?: catalog.text(TransferMessage.remarkRepeatWithoutDate)
    case .nestedSubtask?: catalog.text(TransferMessage.remarkNestedSubtask)
    case .photoInFile?: catalog.text(TransferMessage.remarkPhotoInFile)
    case nil: ""
    }
  }
}
