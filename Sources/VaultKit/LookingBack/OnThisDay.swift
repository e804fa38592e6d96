/// Entries written on the same month and day in earlier years ("On This Day").
public enum OnThisDay {
    /// True when `entryDay` is `day`'s month and day in an earlier year. On February 28 of a year
    /// without a February 29, entries of February 29 count too, so leap days are not lost.
    public static func isAnniversary(_ entryDay: Day, of day: Day) -> Bool {
        guard entryDay.year < day.year, entryDay.month == day.month else { return false }
        if entryDay.day == day.day { return true }
        return showsLeapDays(day) && entryDay.day == 29
    }

    /// True for February 28 of a year without February 29: the day that also shows leap-day entries.
    public static func showsLeapDays(_ day: Day) -> Bool {
        day.month == 2 && day.day == 28 && day.daysInMonth == 28
    }

    /// Whole years between an entry's day and `day`.
    public static func yearsAgo(_ entryDay: Day, from day: Day) -> Int { day.year - entryDay.year }
}

extension Vault {
    /// The paths of entries written on `day`'s month and day in earlier years, oldest first (see
    /// `OnThisDay.isAnniversary`). Only that month's folder of each year is listed.
    public func onThisDayPaths(_ day: Day) -> [EntryPath] {
        let month = ASCIIDigits.pad(day.month, 2)
        var out: [EntryPath] = []
        for year in VaultScanner.years(in: root).reversed() {
            guard let number = Int(year), number < day.year else { continue }
            let entries = VaultScanner.entries(in: root, year: year, month: month)
            out += entries.reversed().filter { OnThisDay.isAnniversary($0.day, of: day) }
        }
        return out
    }

    /// Summaries of the entries `onThisDayPaths` finds, oldest first, and the files that could not be read.
    public func onThisDay(_ day: Day, previewLimit: Int = 240) -> (entries: [EntrySummary], broken: [VaultError]) {
        var entries: [EntrySummary] = []
        var broken: [VaultError] = []
        for result in summaries(onThisDayPaths(day), previewLimit: previewLimit) {
            switch result {
            case .success(let summary): entries.append(summary)
            case .failure(let error): broken.append(error)
            }
        }
        return (entries, broken)
    }
}
