import Foundation
import Secrets
import Storage
import ThresholdCore

/// Receive through the mailbox (docs/hidden-profiles.md "The mailbox"): a message for a hidden
/// profile's queue against one for a visible chat (both rewrite one cell), and a reveal that finds
/// messages in a full ring with a profile of 10 chats against a reveal of a profile without chats.
func benchReceive() throws {
    let parameters = ScryptParameters.owaspMinimum
    let folder = temporaryFolder("receive"), bare = temporaryFolder("receive-bare")
    defer { try? FileManager.default.removeItem(atPath: folder); try? FileManager.default.removeItem(atPath: bare) }
    print("receive: preparing a visible chat and a hidden profile with 10 chats...")
    let store = try ThresholdStore(path: folder + "/threshold.db", kdfParameters: parameters)
    try store.createProfile(name: "Main")
    try store.receiveMessage(profile: ProfileRef("Main"), contact: "Ann", text: "hello")
    let visibleQueue = try queueOfFirstChat(store)
    try store.createProfile(name: "Hidden")
    for chat in 0..<10 { try store.receiveMessage(profile: ProfileRef("Hidden"), contact: "Contact \(chat)", text: "hi") }
    let hiddenQueue = try queueOfFirstChat(store, contact: "Contact 0")
    try store.activateProfile(ProfileRef("Main"))
    try store.hideProfile("Hidden", password: "hidden pw")
    let text = "a message of an ordinary length, about a line of text"
    let (tv, th) = try interleaved(rounds: 101, {
        try store.receiveMessage(server: ThresholdStore.defaultServer, queue: visibleQueue, text: text)
    }, {
        try store.receiveMessage(server: ThresholdStore.defaultServer, queue: hiddenQueue, text: text)
    })
    report("receive hidden vs visible", baseline: tv, measured: th, target: 1.5)
    // The ring is full of the hidden profile's messages now (101 of them, the rest visible chaff).
    let empty = try ThresholdStore(path: bare + "/threshold.db", kdfParameters: parameters)
    try empty.createProfile(name: "Main")
    try empty.createProfile(name: "Hidden")
    try empty.activateProfile(ProfileRef("Main"))
    try empty.hideProfile("Hidden", password: "hidden pw")
    let (tb, tr) = try interleaved(rounds: 7, {
        _ = try empty.listProfiles(revealing: "hidden pw")
    }, {
        _ = try store.listProfiles(revealing: "hidden pw")
    })
    report("reveal 10 chats+ring vs none", baseline: tb, measured: tr, target: 1.25)
}

/// The queue id of the first chat (of `contact`, when given), read with the database key.
private func queueOfFirstChat(_ store: ThresholdStore, contact: String? = nil) throws -> String {
    let dump = try store.dumpDatabase()
    let chats = dump.table("chats")?.rows ?? []
    let chat = chats.first { contact == nil || $0[2] == .text(contact ?? "") }?[0]
    let queue = dump.table("chat_queues")?.rows.first { $0[1] == chat }?[3]
    guard case .text(let id)? = queue else { throw BenchReceiveError.noQueue }
    return id
}

/// The receive benchmark found no queue to receive on.
enum BenchReceiveError: Error { case noQueue }
