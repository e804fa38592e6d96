import Clibgit2

/// Changes to make to a tree, grouped by folder so each folder's tree is rebuilt once.
struct TreeEdits {
    /// What becomes of one file entry.
    enum Change {
        /// The entry points at `id` with `mode` (a blob, executable, symlink or gitlink).
        case put(ObjectID, git_filemode_t)
        /// The entry is gone.
        case remove
    }

    private(set) var files: [String: Change] = [:]
    private(set) var folders: [String: TreeEdits] = [:]

    /// Records `change` for the file at `components` (a path split at "/", never empty).
    mutating func record(_ change: Change, at components: ArraySlice<Substring>) {
        guard let first = components.first else { return }
        if components.count == 1 {
            files[String(first)] = change
        } else {
            folders[String(first), default: TreeEdits()].record(change, at: components.dropFirst())
        }
    }

    /// The change recorded for `path` ("/" separators), nil when there is none.
    func change(at path: String) -> Change? {
        var edits = self
        let components = path.split(separator: "/")
        for folder in components.dropLast() {
            guard let next = edits.folders[String(folder)] else { return nil }
            edits = next
        }
        return components.last.flatMap { edits.files[String($0)] }
    }
}

extension Repository {
    /// Writes the root tree: `base` (nil: the empty tree) with `edits` applied.
    func writeRootTree(_ edits: TreeEdits, over base: Handle<Libgit2.Tree>?) throws -> ObjectID {
        let builder = try applying(edits, to: base)
        return try write(builder)
    }

    /// Writes `base` with `edits` applied as a subtree; nil when nothing is left in it.
    private func writeSubtree(_ edits: TreeEdits, over base: Handle<Libgit2.Tree>?) throws -> ObjectID? {
        let builder = try applying(edits, to: base)
        guard git_treebuilder_entrycount(builder.pointer) > 0 else { return nil }
        return try write(builder)
    }

    private func write(_ builder: Handle<Libgit2.TreeBuilder>) throws -> ObjectID {
        var oid = git_oid()
        try check(git_treebuilder_write(&oid, builder.pointer), "git_treebuilder_write")
        let id = ObjectID(oid)
        writtenTrees?.append(id)
        return id
    }

    /// A tree builder holding `base`'s entries with `edits` applied (folders first, so a file edit wins a name clash).
    private func applying(_ edits: TreeEdits, to base: Handle<Libgit2.Tree>?) throws -> Handle<Libgit2.TreeBuilder> {
        let builder = try Handle<Libgit2.TreeBuilder>.make("git_treebuilder_new") {
            git_treebuilder_new(&$0, handle.pointer, base?.pointer)
        }
        for (name, subedits) in edits.folders {
            let existingTree = try subtree(named: name, in: builder)
            if let id = try writeSubtree(subedits, over: existingTree) {
                try insert(name, id: id, mode: GIT_FILEMODE_TREE, into: builder)
            } else if existingTree != nil {
                try check(git_treebuilder_remove(builder.pointer, name), "git_treebuilder_remove")
            }
        }
        for (name, change) in edits.files {
            switch change {
            case .put(let id, let mode):
                try insert(name, id: id, mode: mode, into: builder)
            case .remove:
                if git_treebuilder_get(builder.pointer, name) != nil {
                    try check(git_treebuilder_remove(builder.pointer, name), "git_treebuilder_remove")
                }
            }
        }
        return builder
    }

    /// The tree `builder` holds under `name`, nil when there is none or it is not a folder.
    private func subtree(named name: String, in builder: Handle<Libgit2.TreeBuilder>) throws -> Handle<Libgit2.Tree>? {
        guard let entry = git_treebuilder_get(builder.pointer, name),
            git_tree_entry_type(entry) == GIT_OBJECT_TREE
        else { return nil }
        return try lookupTree(ObjectID(git_tree_entry_id(entry).pointee))
    }

    private func insert(_ name: String, id: ObjectID, mode: git_filemode_t, into builder: Handle<Libgit2.TreeBuilder>) throws {
        var oid = id.raw
        try check(git_treebuilder_insert(nil, builder.pointer, name, &oid, mode), "git_treebuilder_insert")
    }
}
