/// Figures about a set of entries: how much, how often, when, about what and where.
public struct DiaryStats: Sendable, Equatable {
    public var entries = 0
    public var words = 0
    /// Days with at least one entry.
    public var daysWritten = 0
    /// Words per entry, rounded (0 without entries).
    public var averageWords = 0
    public var firstDay: Day?
    public var lastDay: Day?
    /// The run of days ending today or yesterday; nil when neither has an entry.
    public var currentStreak: Streak?
    /// The longest run (the latest of equally long ones).
    public var longestStreak: Streak?
    /// The weekday with the most entries (ISO, 1 is Monday; ties go to the earlier weekday).
    public var busiestWeekday: WeekdayCount?
    public var topTags: [NameCount] = []
    public var topPlaces: [NameCount] = []
    /// The most common weather condition.
    public var commonWeather: NameCount?

    /// Entries written on one weekday.
    public struct WeekdayCount: Sendable, Equatable {
        /// ISO weekday: 1 is Monday, 7 is Sunday.
        public let weekday: Int
        public let entries: Int

        public init(weekday: Int, entries: Int) {
            self.weekday = weekday
            self.entries = entries
        }
    }

    public init() {}

    /// The figures of `facts`, streaks counted against `today`, with the `top` most used tags and places.
    public init(_ facts: [EntryFacts], today: Day, top: Int = 5) {
        entries = facts.count
        var days = Set<Day>()
        var perWeekday = [Int](repeating: 0, count: 8)
        for fact in facts {
            words += fact.words
            days.insert(fact.day)
            perWeekday[fact.day.isoWeekday] += 1
        }
        daysWritten = days.count
        averageWords = entries == 0 ? 0 : (words + entries / 2) / entries
        firstDay = days.min()
        lastDay = days.max()
        currentStreak = Streak.current(days, today: today)
        longestStreak = Streak.longest(days)
        if let best = (1...7).max(by: { a, b in perWeekday[a] != perWeekday[b] ? perWeekday[a] < perWeekday[b] : a > b }),
            perWeekday[best] > 0
        {
            busiestWeekday = WeekdayCount(weekday: best, entries: perWeekday[best])
        }
        topTags = Array(NameCount.tags(facts).prefix(top))
        topPlaces = Array(NameCount.places(facts).prefix(top))
        commonWeather = NameCount.weather(facts).first
    }
}
