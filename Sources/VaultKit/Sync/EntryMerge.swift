import Foundation

/// A front-matter field both sides changed differently: the local value was kept, the remote one is here.
public struct FieldConflict: Sendable, Equatable {
    public let key: String
    /// The remote side's value, as YAML text (`key: value` lines).
    public let remoteText: String
}

/// The outcome of merging one entry changed on both sides.
public struct EntryMergeResult: Sendable {
    /// The merged file: always valid front matter; on a body conflict both bodies, labelled, in the body.
    public let text: String
    /// False when the bodies could not be merged line by line.
    public let bodyMerged: Bool
    /// Fields kept at the local value although the remote changed them too.
    public let fieldConflicts: [FieldConflict]
}

/// Three-way merge of one diary entry: front matter field by field, body line by line.
///
/// - Each of the contract's keys merges as `FrontMatterKey.merge` says: a field changed on one side takes
///   that change; changed differently on both sides, the local value stays and the remote one is
///   reported; tags are united (local order first).
/// - The user's own keys merge the same way on their exact text.
/// - The body is merged by `mergeText` (git's line merge). When it cannot merge, both versions stay
///   in the body between labelled markers; conflict markers never go inside the front matter.
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
        var document = ours
        document.frontMatter = ours.frontMatter == nil && theirs.frontMatter == nil ? nil : merged
        document.body = bodyText
        let text = document.rendered()
        // The merged file must read back: front matter intact whatever the bodies held.
        _ = try EntryDocument.parse(text: text, file: file)
        return EntryMergeResult(text: text, bodyMerged: clean, fieldConflicts: conflicts)
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
                conflicts.append(FieldConflict(key: key, remoteText: t ?? "\(key): (removed)"))
            }
            if let chosen { out.append(UserField(key: key, text: chosen)) }
        }
        return out
    }
}
