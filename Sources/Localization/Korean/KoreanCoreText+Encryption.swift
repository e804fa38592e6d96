// MARK: - Encryption (issue 12)

extension KoreanText {
    public func vaultLocked(path: String) -> String {
        "\(path): 암호화된 일기장이 잠겨 있습니다(여기서는 일기가 암호문이고 키가 설치되어 있지 않습니다). 'diary encrypt export-key'나 'git-crypt export-key'로 내보낸 키로 'diary encrypt unlock KEYFILE'을 실행해 잠금을 푸세요"
    }
    public func encryptionAlreadyOn(keyFile: String) -> String {
        "\(keyFile): 이 일기장은 이미 암호화되어 있습니다. 무엇이 암호화되었는지는 'diary encrypt status'로 보세요"
    }
    public func encryptionOff(path: String) -> String {
        "\(path): 이 일기장은 암호화되어 있지 않습니다(.git/git-crypt/keys/default에 키가 없습니다). 먼저 'diary encrypt init'을 실행하세요"
    }
    public func badKeyFile(file: String, incompatible: Bool) -> String {
        incompatible
            ? "\(file): diary가 읽는 것보다 새로운 형식의 git-crypt 키입니다. 이 일기장의 diary나 예전 git-crypt로 다시 내보내세요"
            : "\(file): git-crypt 키 파일이 아닙니다. 'diary encrypt export-key'나 'git-crypt export-key'가 쓴 파일을 주세요"
    }
    public func wrongKey(file: String, entry: String) -> String {
        "\(file): 이 키로는 \(josa(entry, .eulReul)) 복호화할 수 없습니다. 다른 일기장의 키입니다. 아무것도 바꾸지 않았습니다"
    }
    public func keyFileExists(file: String) -> String {
        "\(file): 이미 있는 파일입니다. 새 파일 이름을 주세요(키는 다른 파일 위에 쓰지 않습니다)"
    }
    public func encryptionDropped(file: String) -> String {
        "\(file): .gitattributes가 더 이상 이 파일을 암호화하지 않지만, 이 일기장은 이 컴퓨터에서 암호화되어 있어 아무것도 "
            + "커밋하거나 보내지 않았습니다(글은 남아 있습니다). .gitattributes에 diary의 줄을 되돌려 놓거나(커밋하지 않은 수정은 "
            + "'git checkout HEAD -- .gitattributes'로 되돌립니다), 일부러 암호화를 끄려면 'diary encrypt off'를 실행하세요"
    }
    public func remoteDropsEncryption(remote: String, commit: String, file: String) -> String {
        "\(remote)(\(commit)): 그쪽 .gitattributes가 더 이상 \(josa(file, .eulReul)) 암호화하지 않는데, 이 일기장은 이 "
            + "컴퓨터에서 암호화되어 있습니다. 아무것도 병합하거나 보내지 않았습니다. 다른 컴퓨터에서 일부러 암호화를 껐다면 "
            + "여기서도 'diary encrypt off'를 실행하세요. 그렇지 않다면 누군가 git 호스트에서 파일을 바꾼 것입니다. "
            + "'diary sync --keep-encryption'은 나머지를 병합하고 이 컴퓨터의 .gitattributes를 다시 보냅니다"
    }
    public func remoteEncrypted(remote: String, unsent: Int) -> String {
        "\(remote): 그쪽 일기장이 이제 git-crypt로 암호화되어 있고, 여기서 한 변경 \(unsent)개가 아직 그쪽에 없습니다. "
            + "아무것도 병합하거나 보내지 않았습니다. 먼저 일기장의 키로 잠금을 푸세요(암호화한 컴퓨터에서 "
            + "'diary encrypt export-key FILE', 여기서 'diary encrypt unlock FILE'). 그런 다음 'diary sync'를 다시 실행하세요"
    }
    public func plainTextToSend(file: String, commit: String) -> String {
        "\(file): 아직 보내지 않은 커밋 \(commit)에 이 파일이 평문으로 들어 있는데, 이 일기장은 이 컴퓨터에서 암호화되어 "
            + "있습니다. 아무것도 보내지 않았습니다. 그 커밋을 기록에서 빼거나('git rebase -i'), 일부러 암호화를 끄려면 "
            + "'diary encrypt off'를 실행하세요"
    }
    public func syncEncryptedByRemote(remote: String) -> String {
        "\(josa(remote, .iGa)) 이 일기장을 git-crypt로 암호화했습니다. 키로 잠금을 풀 때까지 여기서는 일기가 암호문입니다"
            + "(암호화한 컴퓨터에서 'diary encrypt export-key FILE', 여기서 'diary encrypt unlock FILE')."
    }
    public func syncKeptEncryption(remote: String) -> String {
        "\(remote)의 .gitattributes가 더 이상 일기를 암호화하지 않았습니다. 암호화하는 이 컴퓨터의 것을 유지하고 다시 보냈습니다."
    }
    public func encryptOffDone(files: Int) -> String {
        "암호화를 껐습니다: 파일 \(files)개를 평문으로 다시 커밋했습니다. 이전 커밋은 암호화된 채로 남고, 그것을 읽을 키는 "
            + ".git/git-crypt/keys/default에 그대로 있습니다. 다른 컴퓨터마다 다음 동기화 전에 'diary encrypt off'를 실행하세요."
    }
    public func uncommittedChanges(command: String, files: [String]) -> String {
        let shown = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
        return "\(shown): git에 커밋되지 않은 변경이 있습니다. 먼저 동기화하거나 커밋한 뒤 \(josa("'\(command)'", .eulReul)) 다시 실행하세요"
    }
    public func encryptInitDone(files: Int, entries: Int, keyFile: String) -> String {
        "파일 \(files)개(일기 \(entries)편)를 git-crypt 방식으로 git 안에서 암호화했습니다. 키는 \(keyFile)입니다."
    }
    public func encryptEarlierCommits(_ count: Int) -> String {
        "이전 커밋 \(count)개에는 여전히 평문으로 남아 있습니다. 그 기록 없이 원격 저장소를 시작하는 방법은 'diary encrypt init --help'에 있습니다."
    }
    public var encryptKeepKey: String {
        "키 사본을 안전한 곳에 보관하세요('diary encrypt export-key FILE'). 키가 없으면 다른 컴퓨터에서는 누구도, 본인조차 일기장을 읽을 수 없습니다."
    }
    public func encryptKeyExported(file: String) -> String {
        "일기장의 키를 \(josa(file, .euroRo)) 내보냈습니다(본인만 읽을 수 있습니다). 일기장 사본은 "
            + "\(josa("'diary encrypt unlock \(file)'", .inaNa)) \(josa("'git-crypt unlock \(file)'", .euroRo)) 잠금을 푸세요."
    }
    public func encryptUnlocked(files: Int) -> String {
        "잠금을 풀었습니다: 작업 트리의 파일 \(files)개를 복호화했습니다."
    }
    public func encryptStatusState(on: Bool, unlocked: Bool) -> String {
        !on
            ? "암호화: 꺼짐(일기가 git에 평문으로 저장됩니다)"
            : unlocked
                ? "암호화: 켜짐, 잠금 풀림(git-crypt 방식, 작업 트리는 평문)"
                : "암호화: 켜짐, 잠김(여기에는 키가 설치되어 있지 않습니다)"
    }
    public func encryptStatusEncrypted(_ count: Int) -> String {
        "HEAD에서 암호화된 파일: \(count)개"
    }
    public func encryptStatusPlain(_ files: [String]) -> String {
        "암호화하지 않는 파일(.gitattributes 필터 밖): " + files.joined(separator: ", ")
    }
    public func encryptStatusNotEncryptedInHead(_ files: [String]) -> String {
        ".gitattributes가 암호화하는데도 HEAD에서 암호화되지 않은 파일('diary encrypt status --fix'를 실행하세요): " + files.joined(separator: ", ")
    }
    public func encryptStatusLockedFiles(_ count: Int) -> String {
        "작업 트리의 암호문 파일: \(count)개('diary encrypt unlock KEYFILE'을 실행하세요)"
    }
    public func encryptStatusFixed(_ count: Int) -> String {
        "파일 \(count)개를 암호화해 다시 커밋했습니다."
    }
}
