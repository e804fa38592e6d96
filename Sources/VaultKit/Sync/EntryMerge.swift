import Foundation

/// A front-matter field both sides changed differently: the local value was kept in the front matter, and
/// both are written into the body between conflict markers.
public struct FieldConflict: Sendable, Equatable {
    public let key: String
    /// The local side's value, as YAML text (`key: value` lines, ending in a line break).
    public let localText: String
    /// The remote side's value, as YAML text.
    public let remoteText: String

    /// What stands for a side that has no such key: a YAML comment.
    static func absent(_ key: String) -> String { "# no \(key)" }
}

/// The outcome of merging one entry changed on both sides.
public struct EntryMergeResult: Sendable {
    /// The merged file: always valid front matter; on a body conflict both bodies, labelled, in the body; on
    /// fields changed differently on both sides, the local values in the front matter and both sides' values
    /// between labelled markers at the end of the body. With `nests`, the local text as it was.
    public let text: String
    /// False when the bodies could not be merged line by line.
    public let bodyMerged: Bool
    /// Fields kept at the local value although the remote changed them too.
    public let fieldConflicts: [FieldConflict]
    /// True when the bodies conflict and one of them still holds conflict markers: merged, the new markers
    /// would hold the old ones. `text` is then the local text unchanged; the caller keeps the remote's beside it.
    public let nests: Bool
}

/// Three-way merge of one diary entry: front matter field by field, body line by line.
///
/// - Each of the contract's keys merges as `FrontMatterKey.merge` says: a field changed on one side takes
///   that change; changed differently on both sides, the local value stays and the remote one is
///   reported; tags are united (local order first).
/// - The user's own keys merge the same way on their exact text.
/// - The body is merged by `mergeText` (git's line merge). When it cannot merge, both versions stay
///   in the body between labelled markers; conflict markers never go inside the front matter, and never
///   inside other markers (`nests`).
/// - Fields changed differently on both sides keep the local value in the front matter, and both values
///   go between labelled markers at the end of the body (`ConflictMarkers.frontMatterBlock`), where every
///   machine that receives the file sees them until the person settles them.
public enum EntryMerge {
    /// A line merge of three texts: (merged, clean). `base` is nil when both sides added the file.
    public typealias TextMerge =
        @Sendable (_ base: Data?, _ ours: Data, _ theirs: Data, _ ourLabel: String, _ theirLabel: String) throws -> (Data, Bool)

    public static func merge(
        base: EntryDocument?, ours: EntryDocument, theirs: EntryDocument, file: String,
        ourLabel: String, theirLabel: String, mergeText: TextMerge
    ) throws -> EntryMergeResult {
        let baseFM = base?.frontMatter ?? FrontMatter()
        let ourFM = ours.frontMatter ?? FrontMatter()
        let theirFM = theirs.frontMatter ?? FrontMatter()
        var conflicts: [FieldConflict] = []
        var merged = ourFM

        for key in FrontMatterKey.allCases {
            if let conflict = key.merge(base: baseFM, ours: ourFM, theirs: theirFM, into: &merged) { conflicts.append(conflict) }
        }
        merged.userFields = mergedUserFields(
            base: baseFM.userFields, ours: ourFM.userFields,
            theirs: theirFM.userFields, conflicts: &conflicts)

        let (body, clean) = try mergeText(
            base.map { Data($0.body.utf8) }, Data(ours.body.utf8), Data(theirs.body.utf8),
            ourLabel, theirLabel)
        guard let bodyText = String(data: body, encoding: .utf8) else {
            throw VaultError.notUTF8(file: file)
        }
        if !clean, holdsMarkers(ours.body) || holdsMarkers(theirs.body) {
            return EntryMergeResult(text: ours.rendered(), bodyMerged: false, fieldConflicts: conflicts, nests: true)
        }
        var document = ours
        document.frontMatter = ours.frontMatter == nil && theirs.frontMatter == nil ? nil : merged
        document.body = bodyText
        if !conflicts.isEmpty {
            document.body = appending(conflicts, to: bodyText, ourLabel: ourLabel, theirLabel: theirLabel)
        }
        let text = document.rendered()
        // The merged file must read back: front matter intact whatever the bodies held.
        _ = try EntryDocument.parse(text: text, file: file)
        return EntryMergeResult(text: text, bodyMerged: clean, fieldConflicts: conflicts, nests: false)
    }

    /// True when `body` holds a conflict block.
    static func holdsMarkers(_ body: String) -> Bool {
        !ConflictMarkers.blocks(in: body).isEmpty
    }

    /// `body`, then a blank line and one block holding both sides' values of the fields in `conflicts`.
    static func appending(_ conflicts: [FieldConflict], to body: String, ourLabel: String, theirLabel: String) -> String {
        let block = ConflictMarkers.frontMatterBlock(
            keys: conflicts.map(\.key), ours: conflicts.map(\.localText).joined(), theirs: conflicts.map(\.remoteText).joined(),
            ourLabel: ourLabel, theirLabel: theirLabel)
        let ended = body.isEmpty || body.hasSuffix("\n") ? body : body + "\n"
        return ended + (ended.isEmpty ? "" : "\n") + block
    }

    /// Tags of both sides: those removed on one side (present in base) stay removed; the rest united.
    static func unitedTags(base: [String]?, ours: [String]?, theirs: [String]?) -> [String]? {
        if ours == nil && theirs == nil { return nil }
        let baseSet = Set(base ?? [])
        let removed = baseSet.subtracting(ours ?? []).union(baseSet.subtracting(theirs ?? []))
        var out: [String] = []
        for tag in (ours ?? []) + (theirs ?? []) where !out.contains(tag) && !removed.contains(tag) { out.append(tag) }
        return out
    }

    /// The user's own keys, three-way by key on their exact text; local order, then keys only the remote added.
    static func mergedUserFields(
        base: [UserField], ours: [UserField], theirs: [UserField],
        conflicts: inout [FieldConflict]
    ) -> [UserField] {
        func text(_ fields: [UserField], _ key: String) -> String? { fields.first { $0.key == key }?.text }
        var out: [UserField] = []
        var keys = ours.map(\.key)
        for field in theirs where !keys.contains(field.key) { keys.append(field.key) }
        for key in keys {
            let (b, o, t) = (text(base, key), text(ours, key), text(theirs, key))
            let chosen: String?
            if o == t || t == b {
                chosen = o
            } else if o == b {
                chosen = t
            } else {
                chosen = o
                conflicts.append(
                    FieldConflict(
                        key: key, localText: lineEnded(o ?? FieldConflict.absent(key)),
                        remoteText: lineEnded(t ?? FieldConflict.absent(key))))
            }
            if let chosen { out.append(UserField(key: key, text: chosen)) }
        }
        return out
    }

    private static func lineEnded(_ text: String) -> String { text.hasSuffix("\n") ? text : text + "\n" }
}
