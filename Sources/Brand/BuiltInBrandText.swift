/// The JSON text of Threshold's built-in brand. Documented in docs/brand.md.
enum BuiltInBrandText {
    static let json = #"""
    {
      "formatVersion": 1,
      "appName": "Threshold",
      "tagline": "The future of messaging",
      "logo": {
        "light": [
          "┌─────┐",
          "│ ▐█▌ │  ▀█▀ █ █ █▀█ █▀▀ █▀▀ █ █ █▀█ █   █▀▄",
          "│ ▐█▌ │   █  █▀█ █▀▄ █▀▀ ▀▀█ █▀█ █ █ █   █ █",
          "└──▀──┘   ▀  ▀ ▀ ▀ ▀ ▀▀▀ ▀▀▀ ▀ ▀ ▀▀▀ ▀▀▀ ▀▀ "
        ],
        "dark": [
          "╔═════╗",
          "║ ░▒░ ║  ▀█▀ █ █ █▀█ █▀▀ █▀▀ █ █ █▀█ █   █▀▄",
          "║ ░▒░ ║   █  █▀█ █▀▄ █▀▀ ▀▀█ █▀█ █ █ █   █ █",
          "╚══▀══╝   ▀  ▀ ▀ ▀ ▀ ▀▀▀ ▀▀▀ ▀ ▀ ▀▀▀ ▀▀▀ ▀▀ "
        ]
      },
      "accentColor": { "light": "#2B59C3", "dark": "#7FA7FF" },
      "highlights": [
        { "title": "Privacy redefined", "text": "No user identifiers." },
        { "title": "Immune to spam", "text": "You decide who can connect." },
        { "title": "Decentralized", "text": "Anybody can host servers." }
      ],
      "operators": [
        {
          "id": "lumen",
          "tag": "LMN",
          "tradeName": "Lumen Relay",
          "legalName": "Lumen Relay Cooperative (fictional)",
          "serverDomains": ["smp.lumen-relay.example", "xftp.lumen-relay.example"],
          "roles": ["storage", "proxy"]
        },
        {
          "id": "harbor",
          "tag": "HBR",
          "tradeName": "Harbor Servers",
          "legalName": "Harbor Servers Ltd. (fictional)",
          "serverDomains": ["relay.harbor-servers.example"],
          "roles": ["proxy"]
        }
      ],
      "conditions": {
        "version": "2026-01",
        "text": "Threshold conditions of use\n\nThese conditions apply when you use the servers of the operators you enable in Threshold. They are written for people, not lawyers; they are short on purpose.\n\n1. What operators can see. Operators relay and briefly store encrypted messages. They cannot read your private chats, your groups or your contact list, and they receive no user identifiers from the app. They can see the network address a connection comes from unless you use a proxy operator.\n\n2. What operators keep. Encrypted messages are deleted once delivered, or after at most 21 days if they are never collected. Operators keep no record of who talks to whom beyond what delivery requires at that moment.\n\n3. Your part. Do not use the servers to send spam, to distribute material that is illegal where you or the operator are, or to attack the servers or other users. An operator may stop serving a queue that is abused.\n\n4. No guarantees. The servers are offered as they are. An operator may change or stop its service; you can enable another operator at any time in Settings.\n\n5. Changes. When these conditions change, the app shows you the new version and asks you to review it before it applies to you."
      },
      "notifications": {
        "modes": ["instant", "periodic", "off"],
        "periodicIntervalMinutes": 10
      },
      "whatsNew": [
        {
          "version": "1.2",
          "title": "Hidden profiles, faster",
          "items": [
            "Revealing hidden profiles takes one password check, however many you have.",
            "Move everything to a new device with an encrypted archive and a link."
          ]
        },
        {
          "version": "1.1",
          "title": "Choose your operators",
          "items": [
            "Pick which server operators relay your messages.",
            "Read the conditions of use before you accept them."
          ]
        },
        {
          "version": "1.0",
          "title": "Welcome to Threshold",
          "items": [
            "Several chat profiles on one device.",
            "Mute or hide a profile with a password."
          ]
        }
      ],
      "steps": ["welcome", "createProfile", "conditions", "notifications"]
    }
    """#
}
