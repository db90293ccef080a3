#ifndef THRESHOLD_CPAGECIPHER_H
#define THRESHOLD_CPAGECIPHER_H

// Threshold's page-encrypting SQLite VFS (docs/page-encryption.md). The callbacks are C because
// SQLite's VFS is a C struct of function pointers called for every page read and write; C keeps
// them free of Swift runtime costs (exclusivity checks, retain/release, bridging of buffers).

#include <stddef.h>
#include <stdint.h>

#define TPC_KEY_BYTES 32
#define TPC_RESERVE_BYTES 28
#define TPC_NONCE_BYTES 12
#define TPC_TAG_BYTES 16
#define TPC_ID_BYTES 16

/// The VFS's registered name (never the default VFS).
extern const char *const tpc_vfs_name;
/// The URI parameter naming a key offered with tpc_key_offer.
extern const char *const tpc_key_parameter;

/// Registers the VFS once per process (thread-safe); returns an SQLite result code.
int tpc_register(void);

/// Hands a copy of `key` to the VFS for the next open that names the returned token in its URI
/// (`?tpc-key=<token>`). The copy is consumed (and wiped) by that open. Returns 0 when no slot is free.
uint64_t tpc_key_offer(const unsigned char key[TPC_KEY_BYTES]);
/// Frees the token's slot, wiping a key that no open consumed. Every offer must be withdrawn.
void tpc_key_withdraw(uint64_t token);

/// What the first bytes of a file say it is, without a key.
typedef enum {
    TPC_FILE_EMPTY = 0,       // 0 bytes
    TPC_FILE_PLAINTEXT = 1,   // an ordinary SQLite database ("SQLite format 3\0")
    TPC_FILE_ENCRYPTED = 2,   // this VFS's format (page size, reserve 28 and 64/32/32 in bytes 16-23)
    TPC_FILE_OTHER = 3,       // anything else (damaged, foreign or truncated)
    TPC_FILE_UNREADABLE = 4   // the file can't be opened or read (errno in *error)
} tpc_file_kind;

/// Classifies the file at `path` from its first 24 bytes.
tpc_file_kind tpc_classify_file(const char *path, int *error);

/// What checking an encrypted file's first pages with a key found.
typedef enum {
    TPC_KEY_OK = 0,            // page 1 authenticates under the key
    TPC_KEY_REJECTED = 1,      // neither page 1 nor page 2 authenticates: the key is wrong
    TPC_KEY_DAMAGED = 2,       // page 1 fails but page 2 authenticates, or the file is cut short
    TPC_KEY_UNREADABLE = 3     // the file can't be read (errno in *error)
} tpc_key_check;

/// Checks that `key` opens the encrypted file at `path` (reads pages 1 and 2 only).
tpc_key_check tpc_check_key(const char *path, const unsigned char key[TPC_KEY_BYTES], int *error);
/// The same check as made by the VFS itself when an open consumed the key offered under `token`
/// (on the file SQLite opened, so an open needs no second pass over it; a file that fails is read
/// and written no further, and SQLite's open then fails). TPC_KEY_OK when the check passed, when
/// the file was empty, or when no open consumed the token. Call before tpc_key_withdraw.
tpc_key_check tpc_key_result(uint64_t token);

/// The full damage check of the encrypted database at `path` (docs/page-encryption.md, "Damage"):
/// reads and authenticates every page of the main file under `key`, without SQLite and without
/// writing. `progress(done, total, context)` is called after each page (may be NULL). Returns the
/// number of pages that fail, their numbers (from 1) in `bad` up to `max_bad`; -1 when the file
/// can't be read (errno in *error) or is not in this format (*error 0). Pages that fail are also
/// reported to the damage latch, so a session open on the file refuses writes from then on.
int64_t tpc_check_pages(const char *path, const unsigned char key[TPC_KEY_BYTES], uint32_t *bad, int max_bad,
                        void (*progress)(uint32_t done, uint32_t total, void *context), void *context, int *error);

/// Overwrites the regular file at `path` with zeros over its whole length, in place, and syncs it
/// (a symbolic link is not followed). Returns 0 (also for a missing file) or the errno. The VFS does
/// this to a log before unlinking it; Swift to a replaced key or database file before its last
/// name goes (docs/security.md, "Nothing earlier survives").
int tpc_overwrite_file(const char *path);

/// Sets the function told each named step of a log's overwrite (the kill harness; NULL: none).
void tpc_set_step_hook(void (*hook)(const char *name));

/// Seals plaintext page images into this format under one key and a fresh random database id,
/// for writing a database file from a stream (a migration import) without a plaintext copy.
typedef struct tpc_sealer tpc_sealer;
/// A sealer for a new database under `key`; NULL when memory or the random generator fails.
tpc_sealer *tpc_sealer_new(const unsigned char key[TPC_KEY_BYTES]);
/// Seals SQLite's image of page `pgno` (`page_size` bytes) into `out`. Returns 0 for a page that
/// can't be stored (page 1 whose header does not say `page_size` and a 28-byte reserve).
int tpc_sealer_seal(tpc_sealer *sealer, uint32_t pgno, int page_size, const unsigned char *in, unsigned char *out);
/// Opens `stored` (one page of `page_size` bytes as this format stores it) as page `pgno` of the
/// database `id` under the sealer's key, into `out`; 1 when it authenticates, 0 otherwise (`out`
/// wiped). For examining raw bytes (the tests' scan of a disk image for pages a key still opens).
int tpc_sealer_open(tpc_sealer *sealer, const unsigned char id[TPC_ID_BYTES], uint32_t pgno, int page_size,
                    const unsigned char *stored, unsigned char *out);
/// Seals a page image that has no reserved bytes (`page_size` bytes) into the spool layout:
/// `out` receives page_size + 28 bytes. A spool is read back through the VFS, read-only, by
/// opening it with `?tpc-key=<token>&tpc-spool=<page size>` (docs/page-encryption.md, "Spool files").
int tpc_sealer_seal_spool(tpc_sealer *sealer, uint32_t pgno, int page_size, const unsigned char *in, unsigned char *out);
/// Wipes and frees a sealer.
void tpc_sealer_free(tpc_sealer *sealer);

/// A main database file this process is still writing, front to back (the import's staged
/// database, docs/page-encryption.md "Growing files"). A connection opened with the URI parameter
/// `tpc-growth=<token>` (read-only, with `immutable=1`; it refuses writes) sees the file's final
/// size from the start, and each of its reads waits until the writer has stored the bytes it
/// covers; once the writer gives up, its reads fail.
/// Returns the token, or 0 when memory is short. The writer ends with tpc_growth_end, then
/// tpc_growth_release; an open file keeps the record alive until it closes.
uint64_t tpc_growth_begin(int64_t final_size);
/// The writer has stored (written, not necessarily synced) the file's first `stored` bytes.
void tpc_growth_advance(uint64_t token, int64_t stored);
/// The writer is done: `completed` 1 when the whole file is stored, 0 when it gave up.
void tpc_growth_end(uint64_t token, int completed);
/// Blocks until the first `bytes` are stored (1), or the writer gave up first or the token is
/// unknown (0).
int tpc_growth_wait(uint64_t token, int64_t bytes);
/// Makes every later read of the file by its readers fail (a check no longer wanted ends at once),
/// whether or not the writer completed it.
void tpc_growth_cancel(uint64_t token);
/// How many bytes the file's readers have read from it so far (the import's check's progress).
int64_t tpc_growth_read_bytes(uint64_t token);
/// Drops the writer's reference (after tpc_growth_end).
void tpc_growth_release(uint64_t token);
/// The URI parameter naming a growing file's token.
extern const char *const tpc_growth_parameter;

/// Memory for key material, zeroed: locked in RAM where the system allows (mlock), kept out of core
/// dumps (MADV_DONTDUMP). Up to 64 bytes: a block of a pool of such pages that the process keeps (no
/// system call); larger: a page-aligned mapping of its own. Returns NULL when the allocation fails.
void *tpc_secure_alloc(size_t size);
/// Wipes and frees memory from tpc_secure_alloc (`size` as allocated).
void tpc_secure_free(void *pointer, size_t size);
/// Fills `buffer` with bytes from OpenSSL's CSPRNG; returns 1 on success.
int tpc_random_bytes(void *buffer, size_t size);
/// Wipes `size` bytes (not optimised away).
void tpc_wipe(void *buffer, size_t size);

#endif
