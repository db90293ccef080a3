import Storage

/// The ordered, append-only list of Threshold's schema changes. Never edit or reorder a shipped one.
public enum CoreSchema {
    /// All migrations, oldest first.
    public static let migrations: [Migration] = [
        Migration("2026-11-30-profiles", sql: """
            CREATE TABLE settings (
                key TEXT PRIMARY KEY NOT NULL,
                value TEXT NOT NULL
            ) WITHOUT ROWID;

            CREATE TABLE reveal_kdf (
                id INTEGER PRIMARY KEY,
                salt BLOB NOT NULL,
                log2n INTEGER NOT NULL,
                r INTEGER NOT NULL,
                p INTEGER NOT NULL
            );

            CREATE TABLE profiles (
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                bio TEXT NOT NULL DEFAULT '',
                created_at INTEGER NOT NULL,
                muted INTEGER NOT NULL DEFAULT 0,
                hidden INTEGER NOT NULL DEFAULT 0,
                reveal_kdf INTEGER REFERENCES reveal_kdf(id),
                reveal_tag BLOB,
                unread INTEGER NOT NULL DEFAULT 0,
                CHECK (hidden = 0 OR (muted = 1 AND reveal_kdf IS NOT NULL AND reveal_tag IS NOT NULL))
            );
            -- Names are unique among the profiles the user can see; a hidden profile's name is free.
            CREATE UNIQUE INDEX profiles_visible_name ON profiles(name) WHERE hidden = 0;

            CREATE TABLE chats (
                id INTEGER PRIMARY KEY,
                profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
                contact TEXT NOT NULL,
                notifications INTEGER NOT NULL DEFAULT 1,
                unread INTEGER NOT NULL DEFAULT 0,
                last_message_at INTEGER
            );
            CREATE UNIQUE INDEX chats_profile_contact ON chats(profile_id, contact);

            CREATE TABLE messages (
                id INTEGER PRIMARY KEY,
                chat_id INTEGER NOT NULL REFERENCES chats(id) ON DELETE CASCADE,
                incoming INTEGER NOT NULL,
                read INTEGER NOT NULL,
                text TEXT NOT NULL,
                sent_at INTEGER NOT NULL
            );
            CREATE INDEX messages_chat ON messages(chat_id);
            CREATE INDEX messages_chat_unread ON messages(chat_id) WHERE read = 0;

            CREATE TABLE chat_queues (
                id INTEGER PRIMARY KEY,
                chat_id INTEGER NOT NULL REFERENCES chats(id) ON DELETE CASCADE,
                server TEXT NOT NULL,
                queue_id TEXT NOT NULL
            );
            CREATE INDEX chat_queues_chat ON chat_queues(chat_id);

            CREATE TABLE outbox (
                id INTEGER PRIMARY KEY,
                kind TEXT NOT NULL,
                server TEXT NOT NULL,
                queue_id TEXT NOT NULL,
                created_at INTEGER NOT NULL,
                attempts INTEGER NOT NULL DEFAULT 0,
                next_attempt_at INTEGER NOT NULL,
                last_error TEXT
            );

            -- Unread counts are kept incrementally so listing profiles costs O(profiles), not O(messages).
            CREATE TRIGGER messages_unread_insert AFTER INSERT ON messages
            WHEN NEW.incoming = 1 AND NEW.read = 0 BEGIN
                UPDATE chats SET unread = unread + 1 WHERE id = NEW.chat_id;
            END;
            CREATE TRIGGER messages_unread_update AFTER UPDATE OF read ON messages
            WHEN NEW.incoming = 1 AND OLD.read <> NEW.read BEGIN
                UPDATE chats SET unread = unread + (CASE WHEN NEW.read = 0 THEN 1 ELSE -1 END) WHERE id = NEW.chat_id;
            END;
            CREATE TRIGGER chats_unread_update AFTER UPDATE OF unread ON chats BEGIN
                UPDATE profiles SET unread = unread + NEW.unread - OLD.unread WHERE id = NEW.profile_id;
            END;
            CREATE TRIGGER chats_unread_delete AFTER DELETE ON chats BEGIN
                UPDATE profiles SET unread = unread - OLD.unread WHERE id = OLD.profile_id;
            END;
            """),
        Migration("2026-11-30-onboarding-operators", sql: """
            CREATE TABLE onboarding_progress (
                step_id TEXT PRIMARY KEY NOT NULL,
                seen_version INTEGER NOT NULL
            ) WITHOUT ROWID;

            CREATE TABLE operators (
                operator_id TEXT PRIMARY KEY NOT NULL,
                enabled INTEGER NOT NULL,
                storage INTEGER NOT NULL,
                proxy INTEGER NOT NULL
            ) WITHOUT ROWID;

            CREATE TABLE operator_acceptances (
                operator_id TEXT NOT NULL,
                conditions_version TEXT NOT NULL,
                accepted_at INTEGER NOT NULL,
                PRIMARY KEY (operator_id, conditions_version)
            ) WITHOUT ROWID;
            """),
        // Hidden profiles sealed under their own keys (docs/hidden-profiles.md). A hidden profile is
        // no longer a row of `profiles`: it lives sealed in the slot its profile reserved at creation.
        Migration("2026-12-01-sealed-hidden-profiles", sql: """
            CREATE TABLE sealed_install (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                route_key BLOB NOT NULL
            );

            CREATE TABLE sealed_slots (
                id INTEGER PRIMARY KEY,
                tag BLOB NOT NULL,
                wrapped BLOB NOT NULL,
                body BLOB NOT NULL
            );

            CREATE TABLE sealed_routes (
                id INTEGER PRIMARY KEY,
                tag BLOB NOT NULL UNIQUE,
                public_key BLOB NOT NULL
            );

            CREATE TABLE sealed_inbox (
                id INTEGER PRIMARY KEY,
                route BLOB NOT NULL,
                ephemeral BLOB NOT NULL,
                sealed BLOB NOT NULL
            );
            CREATE INDEX sealed_inbox_route ON sealed_inbox(route);

            ALTER TABLE profiles ADD COLUMN slot INTEGER REFERENCES sealed_slots(id);

            -- A remembered first-hide notice told that a profile was once hidden.
            DELETE FROM settings WHERE key = 'ui.notice.hiddenProfiles';
            """),
        // Every incoming message passes through one fixed ring of sealed cells (docs/hidden-profiles.md
        // "The mailbox"): a hidden profile's message stays there, a visible one's cell is chaff.
        // `sealed_inbox` keeps only rows older versions wrote, until their profile is next opened.
        Migration("2026-12-01-sealed-mailbox", sql: """
            CREATE TABLE sealed_mailbox (
                id INTEGER PRIMARY KEY,
                ephemeral BLOB NOT NULL,
                sealed BLOB NOT NULL
            );

            ALTER TABLE sealed_install ADD COLUMN mailbox_next INTEGER NOT NULL DEFAULT 0;
            """),
        // The row counts of `sealed_slots` and `sealed_routes` no longer tell how many profiles are
        // hidden (docs/hidden-profiles.md "Counts"): every server queue names the route it reserved
        // when it was made, and `chaff` records that the install's random chaff exists (1 for
        // every install of this version or upgraded to it). The reservations of existing queues
        // and the chaff are made in Swift (`ThresholdStore.ensureSealedInstall`), with the CSPRNG.
        Migration("2026-12-04-sealed-chaff", sql: """
            ALTER TABLE chat_queues ADD COLUMN route INTEGER REFERENCES sealed_routes(id);
            ALTER TABLE sealed_install ADD COLUMN chaff INTEGER NOT NULL DEFAULT 0;
            """),
        // Profile pictures (docs/pictures.md): every slot gets a picture cell of one fixed size
        // (``PictureCell``), a visible profile's picture in plaintext, a hidden one's sealed, chaff
        // otherwise; `profiles.picture` says whether a visible profile's cell holds one. The cells
        // of existing slots are filled with chaff in Swift (`ThresholdStore.ensureSealedInstall`,
        // the CSPRNG); until then a NULL cell holds no picture.
        Migration("2026-12-06-profile-pictures", sql: """
            ALTER TABLE profiles ADD COLUMN picture INTEGER NOT NULL DEFAULT 0;
            ALTER TABLE sealed_slots ADD COLUMN picture BLOB;
            """),
        // Every route group has the same size (docs/hidden-profiles.md "Whole route groups"):
        // `route_groups` records that the groups were filled up to whole groups of 8
        // (`ThresholdStore.padRouteGroups`, with the CSPRNG, at the next profile write).
        // `sealed_routes` loses its index on `tag` (a table scan finds a route: a few thousand rows
        // at most): rewriting a tag in place then moves no index entry, so hiding and deleting
        // (real tags against random ones) split no index page by chance and leave the same pages.
        // The queues' links are kept aside while the table is rebuilt (their foreign key).
        Migration("2026-12-06-whole-route-groups", sql: """
            ALTER TABLE sealed_install ADD COLUMN route_groups INTEGER NOT NULL DEFAULT 0;

            CREATE TEMP TABLE route_links AS SELECT id, route FROM chat_queues WHERE route IS NOT NULL;
            UPDATE chat_queues SET route = NULL WHERE route IS NOT NULL;
            CREATE TABLE sealed_routes_rebuilt (
                id INTEGER PRIMARY KEY,
                tag BLOB NOT NULL,
                public_key BLOB NOT NULL
            );
            INSERT INTO sealed_routes_rebuilt (id, tag, public_key) SELECT id, tag, public_key FROM sealed_routes;
            DROP TABLE sealed_routes;
            ALTER TABLE sealed_routes_rebuilt RENAME TO sealed_routes;
            UPDATE chat_queues SET route = (SELECT l.route FROM route_links l WHERE l.id = chat_queues.id)
                WHERE id IN (SELECT id FROM route_links);
            DROP TABLE route_links;
            """),
        // A chat's messages by time (docs/performance.md, the desktop's chat page): its newest page,
        // or the page before a message, is found in the index without sorting the whole chat (a
        // 10,000-message chat read and sorted every row to show its newest 500). The index keeps
        // the row id after `sent_at`, the order the pages are read in; it also serves every lookup
        // by `chat_id` alone, so `messages_chat` goes.
        Migration("2026-12-06-messages-by-time", sql: """
            CREATE INDEX messages_chat_time ON messages(chat_id, sent_at);
            DROP INDEX messages_chat;
            """),
    ]
}
