import Brand
import Features
import Foundation
import Migration
import Onboarding
import Secrets
import Storage
import Testing
import ThresholdCore

/// Every error case of every module, worded by ``ErrorReport`` in the pseudo-locale: no text may
/// stay plain English (the pseudo-locale accents every translated letter), except the technical
/// detail on its own marked line and the brand problems for the brand's author. A new case that
/// ``ErrorReport`` words with English, or that puts an English detail inside its sentence, fails
/// here; a new case missing from the lists below fails to compile (the switches are exhaustive).
@Suite struct ErrorWordingTests {
    /// A technical detail as a lower module would write it (English on purpose).
    static let technical = "cannot sync to disk (No space left on device)"
    /// A failed system call as ThresholdCore's key steps report it (its operation English, for logs).
    static let failure = SystemCallFailure(operation: "fsync folder", errno: ENOSPC)

    /// Every MigrationReason case (the switch in `covers` keeps the list whole).
    static let reasons: [MigrationReason] = [
        // A worded reason is already in the user's language (here: letters the scan does not flag).
        .technical(technical), .worded("Ŵöŕđéđ ŝéñţéñçé."),
        .keyDoesNotOpenArchive, .badArchiveURL, .noArchive(path: "/1/2", linkPath: true), .noArchive(path: "/1/2", linkPath: false),
        .sizeDiffers(actual: 1, expected: 2), .digestDiffers, .transferIncomplete, .serverUnreachable(host: "10.0.0.1"),
        .serverStatus(404, gone: true), .serverStatus(500, gone: false), .serverTimedOut(host: "10.0.0.1"), .nobodyCame(seconds: 600),
        .otherDeviceSilent, .stoppedListening(signal: "SIGINT", begun: true), .stoppedListening(signal: "SIGINT", begun: false),
        .importStopped, .shortCodeNotShown, .unreachable(hosts: ["10.0.0.1", "::1"], port: 4433), .closedBeforeStart,
        .connectionBroke(received: 12_345), .connectionBroke(received: nil), .busy, .otherVersion, .notThatLink, .dataChanged,
        .codeNotConfirmedBySource, .system(operation: "cannot create a file", errno: ENOENT),
    ] + links.map(MigrationReason.link)

    static let links: [MigrationLinkError] = [
        .wrongScheme, .wrongPath, .malformedQuery(technical), .missingParameter("Ω"), .duplicateParameter("Ω"),
        .unknownParameter("Ω"), .unsupportedVersion("9"), .invalidArchiveLocation(technical), .invalidKey, .invalidDigest,
        .invalidSize, .invalidHost(technical), .invalidZone(technical), .invalidPort, .invalidPin,
    ]

    static func covers(_ reason: MigrationReason) -> Bool {
        switch reason {
        case .technical, .worded, .link, .keyDoesNotOpenArchive, .badArchiveURL, .noArchive, .sizeDiffers, .digestDiffers,
             .transferIncomplete, .serverUnreachable, .serverStatus, .serverTimedOut, .nobodyCame, .otherDeviceSilent,
             .stoppedListening, .importStopped, .shortCodeNotShown, .unreachable, .closedBeforeStart, .connectionBroke, .busy,
             .otherVersion, .notThatLink, .dataChanged, .codeNotConfirmedBySource, .system: true
        }
    }

    /// Every MigrationError case, each with every reason.
    static var migrationErrors: [MigrationError] {
        func each(_ make: (MigrationReason) -> MigrationError) -> [MigrationError] { reasons.map(make) }
        let all: [MigrationError] = each(MigrationError.invalidLink) + each(MigrationError.archiveNotFound) + each(MigrationError.archiveCorrupted)
            + each(MigrationError.networkTimeout) + each(MigrationError.cancelled) + each(MigrationError.connectionRefused)
            + each(MigrationError.connectionBroken) + each(MigrationError.peerNotTrusted) + each(MigrationError.transferRefused)
            + each(MigrationError.resumeRefused) + each(MigrationError.io)
            + [.incompatibleVersion(archiveSchema: 9, supportedSchema: 8), .destinationNotEmpty, .wrongArchivePasscode,
               .shortCodeMismatch, .database(DatabaseError(kind: .sqlite, message: technical))]
        for error in all {
            switch error {
            case .invalidLink, .archiveNotFound, .archiveCorrupted, .networkTimeout, .incompatibleVersion, .destinationNotEmpty,
                 .wrongArchivePasscode, .cancelled, .connectionRefused, .connectionBroken, .peerNotTrusted, .transferRefused,
                 .shortCodeMismatch, .resumeRefused, .io, .database: break
            }
        }
        return all
    }

    static let profileErrors: [ProfileError] = [
        .invalidDisplayName(validName: "Ω"), .invalidDisplayName(validName: nil), .duplicateName("Ω"), .bioTooLong(bytes: 200),
        .unknownProfile("Ω"), .cantDeleteActiveProfile, .cantHideLastVisibleProfile, .cantHideActiveProfile,
        .hiddenProfileAlwaysMuted, .emptyPassword, .invalidPassword, .alreadyHidden, .notHidden, .sealedProfileDamaged,
    ]

    static let lockErrors: [LockError] = [
        .locked, .wrongPasscode, .lockOff, .samePasscode, .invalidAttemptLimit, .passcodeMismatch,
        .keyFileDamaged, .databaseMissing, .keyFileUnreadable(errno: EIO), .attemptNotRecorded(failure),
        .keyStorageFailed(failure), .installUnfinished(failure), .passcodeOn, .selfDestructTooLarge,
        .keyringEntryMissing(hasRecoveryKey: true), .keyringEntryMissing(hasRecoveryKey: false), .malformedRecoveryKey,
        .wrongRecoveryKey, .noRecoveryKey, .recoveryKeyMismatch,
    ] + keyReasons.map(LockError.keyUnavailable)

    /// Every reason the key can't be had (the switch keeps the list whole); libsecret's own
    /// message stands for the system's words on the technical line.
    static let keyReasons: [KeyUnavailableReason] = [
        .keyFileMissing, .keyringKeyWrong, .keyringDidNotKeep, .libsecretMissing, .libsecretIncomplete, .outOfMemory,
        .schemaRefused, .keyringFailed(.store, message: technical), .keyringFailed(.read, message: nil),
    ]

    static func covers(_ reason: KeyUnavailableReason) -> Bool {
        switch reason {
        case .keyFileMissing, .keyringKeyWrong, .keyringDidNotKeep, .libsecretMissing, .libsecretIncomplete, .outOfMemory,
             .schemaRefused, .keyringFailed: true
        }
    }

    static let onboardingErrors: [OnboardingError] = [
        .backNotAllowed(committedStep: "welcome"), .noPreviousStep, .notCurrentStep(expected: "welcome", got: "profile"),
        .requiredStepCannotBeSkipped("profile"), .unknownStep("x"), .duplicateStep("x"), .invalidVersion(stepID: "x", version: 0),
        .emptyStepID, .flowComplete, .notStarted, .storeFailed(message: technical), .remappedStepStillRegistered("x"),
        .duplicateRemapping("x"), .remappingCycle("x"), .unknownRemappingTarget(oldID: "x", newID: "y"),
    ]

    static let databaseKinds: [DatabaseError.Kind] = [
        .sqlite, .schemaTooNew, .corrupt, .busy, .constraint, .cannotOpen, .diskFull, .readOnly, .wrongKey, .keyRequired,
        .notEncrypted, .emptyFile, .ioError, .misuse,
    ]

    /// Every error every module declares (and the ones ErrorReport meets from Foundation).
    static var allErrors: [any Error] {
        var errors: [any Error] = migrationErrors + profileErrors + lockErrors + onboardingErrors
        errors += databaseKinds.map { DatabaseError(kind: $0, message: technical) }
        errors += [ChatError.unknownChat("Ω"), ChatError.noActiveProfile, ChatError.unknownQueue, ChatError.messageTooLarge(1)]
        errors += [OperatorError.noOperatorSelected, OperatorError.unknownOperator("Ω")]
        errors += [SessionError.dataInUse(directory: "/1"), SessionError.lockFailed(directory: "/1", errno: EACCES)]
        errors += [DataDirectoryError(path: "/1", problem: .isFile), DataDirectoryError(path: "/1", problem: .otherOwner),
                   DataDirectoryError(path: "/1", problem: .cannotTighten(technical)), DataDirectoryError(path: "/1", problem: .cannotCreate(technical))]
        errors += [BrandError.unreadable(path: "/1", reason: technical), BrandError.conditionsUnavailable(path: "/1", reason: technical),
                   BrandError.invalid([BrandIssue(file: "brand.json", position: SourcePosition(line: 1, column: 1), path: "name",
                                                  code: .missingField, message: technical)])]
        errors += [SecretsError.libcrypto(operation: "scrypt"), SecretsError.invalidParameters(technical)]
        errors += [UnknownLanguageError(code: "it", available: ["de"]), POSIXError(.EACCES), POSIXError(.EIO),
                   CocoaError(.fileWriteNoPermission), Unexpected()]
        return errors
    }

    struct Unexpected: Error {}

    /// The text left plain English: runs of two or more ASCII letters outside a technical line.
    static func unmarked(_ message: String) -> [String] {
        let technicalLabel = marked("Technical detail:")
        let authorLabel = marked("Its problems, for the brand's author:")
        var found: [String] = []
        var afterAuthor = false
        for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
            if afterAuthor { continue }
            var text = String(line)
            if let range = text.range(of: technicalLabel) { text = String(text[..<range.lowerBound]) }
            if let range = text.range(of: authorLabel) { text = String(text[..<range.lowerBound]); afterAuthor = true }
            // Values the test put in, and names that are not words (a signal, a language code, a UTC).
            for allowed in ["SIGINT", "UTC", "KiB", "MiB", "GiB", "TiB", "de (Deutsch)", "\"it\""] { text = text.replacingOccurrences(of: allowed, with: "") }
            var run = ""
            for scalar in text.unicodeScalars {
                if scalar.isASCII && CharacterSet.letters.contains(scalar) { run.unicodeScalars.append(scalar) } else {
                    if run.count >= 2 { found.append(run) }
                    run = ""
                }
            }
            if run.count >= 2 { found.append(run) }
        }
        return found
    }

    /// `english` as the pseudo-locale writes it, without its brackets and padding.
    static func marked(_ english: String) -> String {
        var text = PseudoLocale.transform(english)
        text.removeFirst()
        while let last = text.last, last == "]" || last == "·" || last == " " { text.removeLast() }
        return text
    }

    /// Found running the binary in German with threshold.key removed: "Der Schlüssel ... ist im
    /// Schlüsselbund ... nicht verfügbar" followed by "Technisches Detail: threshold.key, the file
    /// that holds the key of this data, is missing ...". Now one sentence in the language, about
    /// the key file, with no English and no technical line.
    @Test(arguments: ["de", "ja", "ar", "fa", "zh_CN"])
    func aMissingKeyFileIsSaidWholeInTheLanguage(language: String) {
        let english = Texts.with(.english) { ErrorReport(LockError.keyUnavailable(.keyFileMissing)).message }
        Texts.with(Translator(preferences: [language])) {
            let message = ErrorReport(LockError.keyUnavailable(.keyFileMissing)).message
            #expect(message != english && !message.contains("\n") && message.contains("threshold.key"), "\(language): \(message)")
            #expect(!message.contains("the file that holds"), "\(language): \(message)")
        }
        #expect(!english.contains("keyring"), "\(english)")
    }

    /// Found running the binary in Japanese and Arabic: the languages to choose from and a
    /// brand's allowed roles were joined with ", " in every language. Now the language's own list.
    @Test(arguments: ["ja", "ar", "de", "zh_CN"])
    func choicesAreListedTheLanguagesWay(language: String) {
        Texts.with(Translator(preferences: [language])) {
            let message = ErrorReport(UnknownLanguageError(code: "xx", available: ["de", "fr", "ja"])).message
            let names = ["de (Deutsch)", "fr (Français)", "ja (日本語)"]
            #expect(message.contains(Formats.list(names)) && (language == "de" || !message.contains("(Deutsch), fr")), "\(language): \(message)")
            let role = BrandIssue(file: "brand.json", position: SourcePosition(line: 1, column: 1), path: "roles[0]", code: .unknownRole,
                                  message: "English", values: ["relay", "storage, proxy"])
            let sentence = BrandIssueText.sentence(role)
            #expect(sentence.contains(Formats.list(["storage", "proxy"])) && !sentence.contains("storage, proxy"), "\(language): \(sentence)")
        }
    }

    @Test func everyReasonIsListed() {
        #expect(Self.reasons.allSatisfy(Self.covers))
        #expect(Self.keyReasons.allSatisfy(Self.covers))
    }

    @Test func everyErrorIsWordedInThePseudoLocale() {
        Texts.with(.pseudo) {
            for error in Self.allErrors {
                let report = ErrorReport(error)
                #expect(Self.unmarked(report.message).isEmpty, "\(error): \(report.message)")
            }
        }
    }

    @Test func aTechnicalDetailStaysOutOfTheTranslatedSentence() {
        Texts.with(.pseudo) {
            for error in Self.allErrors {
                let message = ErrorReport(error).message
                guard message.contains(Self.technical) else { continue }
                let line = message.split(separator: "\n").first { $0.contains(Self.technical) } ?? ""
                let label = message.contains(Self.marked("Its problems, for the brand's author:")) || line.contains(Self.marked("Technical detail:"))
                #expect(label, "\(error): \(message)")
                #expect(!message.split(separator: "\n")[0].contains(Self.technical), "\(error): \(message)")
            }
        }
    }

    /// A reason Features worded is the whole message: nothing is joined to it (issue 35: Japanese
    /// got "…貼り付けてください。 何も変更されていません。"), and no Japanese message joins two
    /// sentences with a space.
    @Test func noMessageJoinsTwoSentencesWithASpaceInJapanese() {
        Texts.with(Translator(preferences: ["ja"])) {
            let whole = "リンクがありません。何も変更されていません。"
            let makers: [(MigrationReason) -> MigrationError] = [MigrationError.invalidLink, MigrationError.archiveCorrupted,
                                                                 MigrationError.cancelled, MigrationError.io]
            for make in makers {
                #expect(ErrorReport(make(.worded(whole))).message == whole)
            }
            for error in Self.allErrors {
                let message = ErrorReport(error).message
                for glued in ["。 ", "！ "] { #expect(!message.contains(glued), "\(error): \(message)") }
            }
            let failed = MigrationImportText.failure(ErrorReport(DatabaseError(kind: .busy, message: Self.technical)))
            #expect(!failed.contains("。 ") && !failed.contains("。こ"), "\(failed)")
        }
    }

    /// The errnos ErrorReport meets are worded in the language, on the technical line too
    /// (issue 35: "Technical detail: No such file or directory"), and so is an unreadable brand
    /// file ("the brand file cannot be read"): nothing is left plain English anywhere.
    static let errnos: [Int32] = [0, ENOENT, EACCES, EPERM, ENOSPC, EROFS, EEXIST, ENOTDIR, EISDIR, EIO, EBUSY, ENAMETOOLONG, ELOOP, EMFILE, 9999]

    @Test func errnosAndAnUnreadableBrandFileAreWordedWhole() {
        Texts.with(.pseudo) {
            var errors: [any Error] = [BrandError.unreadable(path: "/1/2", reason: "cannot be read")]
            for code in Self.errnos {
                errors += [MigrationError.io(.system(operation: "cannot create a file", errno: code)),
                           MigrationError.archiveNotFound(.system(operation: "cannot open the archive", errno: code)),
                           SessionError.lockFailed(directory: "/1", errno: code),
                           // Storage's failed system calls carry their errno (strerror's English only in message).
                           DatabaseError(kind: .cannotOpen, message: "cannot open a file to sync it: No such file or directory", errno: code),
                           LockError.keyFileUnreadable(errno: code),
                           // Issue 35: a key step's strerror reached the technical line in English.
                           LockError.keyStorageFailed(SystemCallFailure(operation: "rename", errno: code)),
                           LockError.attemptNotRecorded(SystemCallFailure(operation: "open threshold.key.lock", errno: code)),
                           LockError.installUnfinished(SystemCallFailure(operation: "remove the old data: unlink", errno: code))]
                if let posix = POSIXErrorCode(rawValue: code) { errors.append(POSIXError(posix)) }
            }
            for error in errors {
                let message = ErrorReport(error).message
                // The whole message, the technical line included, with only the label removed.
                let whole = message.replacingOccurrences(of: Self.marked("Technical detail:"), with: "")
                    .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "--brand", with: "")
                #expect(Self.unmarked(whole).isEmpty, "\(error): \(message)")
                #expect(!message.contains("No such file") && !message.contains("cannot"), "\(error): \(message)")
            }
        }
    }

    /// Every brand problem, each code with the values Brand gives it (and without, where a code
    /// has a form with none), made of no English letters.
    static var brandIssues: [BrandIssue] {
        BrandIssue.Code.allCases.flatMap { code -> [BrandIssue] in
            let values: [String] = switch code {
            case .badColor, .duplicateRole, .duplicateOperator, .duplicateStep, .duplicateMode, .badVersion, .duplicateVersion,
                 .unknownLanguage, .invalidValue, .wrongType, .unsupportedFormat: ["Ω"]
            case .unknownRole, .unknownStep, .unknownMode: ["Ω", "Ψ, Φ"]
            case .unknownField: ["Ψ, Φ"]
            case .outOfRange: ["9", "1", "5"]
            case .lengthMismatch: ["2", "3"]
            case .syntaxError, .missingField, .duplicateField, .emptyValue, .noOperators, .missingConditions, .missingStep,
                 .missingDefault: []
            }
            let issue = { (values: [String]) in
                BrandIssue(file: "brand.json", position: SourcePosition(line: 12, column: 5), path: "operators[1].roles[0]",
                           code: code, message: "English for logs", values: values)
            }
            // Every kind expected and found, every rule broken, each with its own sentence.
            let more: [[String]] = switch code {
            case .wrongType: BrandValueKind.allCases.map { [$0.rawValue, BrandValueKind.string.rawValue] } + [["array", "object"]]
            case .invalidValue: BrandValueRule.allCases.map { ["Ω", $0.rawValue] }
            default: []
            }
            return (values.isEmpty ? [issue([])] : [issue(values), issue([])]) + more.map(issue)
        }
    }

    /// Issue 35: a brand file's problems reached every language in Brand's English
    /// (`unknown role "relay" (expected one of: storage, proxy)`). Each code is now one sentence
    /// in the language, after its location, which is kept as it is.
    @Test func everyBrandProblemIsWordedInThePseudoLocaleAfterItsLocation() {
        Texts.with(.pseudo) {
            let issues = Self.brandIssues
            #expect(Set(issues.map(\.code)) == Set(BrandIssue.Code.allCases))
            let message = ErrorReport(BrandError.invalid(issues)).message
            let lines = message.split(separator: "\n").dropFirst()
            #expect(lines.count == issues.count, "\(message)")
            for line in lines {
                let location = "brand.json:12:5: operators[1].roles[0]: "
                #expect(line.hasPrefix(location), "\(line)")
                let sentence = String(line.dropFirst(location.count))
                // createProfile is the step's name as the file writes it, put in as a value.
                #expect(Self.unmarked(sentence.replacingOccurrences(of: "createProfile", with: "")).isEmpty, "\(line)")
                #expect(!sentence.contains("English for logs"))
            }
        }
    }

    @Test func operatorRolesStepNamesAndLevelsAreTranslated() {
        Texts.with(.pseudo) {
            #expect(Self.unmarked(OperatorDetails.roles(["storage", "proxy"])).isEmpty, "\(OperatorDetails.roles(["storage", "proxy"]))")
            for step in ["welcome", "createProfile", "conditions", "notifications"] {
                #expect(Self.unmarked(OnboardingStepName.of(step)).isEmpty, "\(OnboardingStepName.of(step))")
            }
            for level in [ProtectionLevel.passcode, .keyring, .keyfile] {
                #expect(Self.unmarked(RecoveryKeyText.recovered(level: level).replacingOccurrences(of: "'threshold lock recovery-key'", with: "")).isEmpty)
            }
        }
    }
}
