// Threshold's page-encrypting VFS over SQLite's default (unix) VFS. The format is described in
// docs/page-encryption.md; this file is its only implementation.
// sched_getaffinity and CPU_COUNT (the helper thread only runs with a second core).
#define _GNU_SOURCE
#include "CPageCipher.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <dirent.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/core_names.h>
#include <openssl/params.h>
#include <openssl/rand.h>
#include <sqlite3.h>

const char *const tpc_vfs_name = "threshold-pagecrypt";
const char *const tpc_key_parameter = "tpc-key";
const char *const tpc_growth_parameter = "tpc-growth";

#define PAGE_BODY_END(P) ((P) - TPC_RESERVE_BYTES)
#define PAGE1_PLAIN 24          // page 1: id (0-15) and SQLite's header bytes 16-23 stay readable
#define WAL_HEADER 32
#define FRAME_HEADER 24

static const unsigned char sqlite_magic[16] = "SQLite format 3";   // 15 characters and a NUL

// ---------------------------------------------------------------------------------------------
// Memory for keys

// explicit_bzero: glibc's memset, which the compiler may not remove (OPENSSL_cleanse's guarantee at
// the speed of memset: pages are wiped after every partial read).
void tpc_wipe(void *buffer, size_t size) {
    if (buffer && size) explicit_bzero(buffer, size);
}

static size_t rounded_to_pages(size_t size) {
    long page = sysconf(_SC_PAGESIZE);
    if (page <= 0) page = 4096;
    return (size + (size_t)page - 1) / (size_t)page * (size_t)page;
}

// A page-aligned mapping of its own: locked where RLIMIT_MEMLOCK allows, excluded from core dumps.
static void *map_secure(size_t size) {
    size_t length = rounded_to_pages(size);
    void *pointer = mmap(NULL, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (pointer == MAP_FAILED) return NULL;
    (void)mlock(pointer, length);               // best effort: RLIMIT_MEMLOCK may refuse
    (void)madvise(pointer, length, MADV_DONTDUMP);
    return pointer;
}

static void unmap_secure(void *pointer, size_t size) {
    size_t length = rounded_to_pages(size);
    tpc_wipe(pointer, length);
    (void)munlock(pointer, length);
    (void)munmap(pointer, length);
}

// Small blocks of secure memory. Keys (32 bytes for a database key, 64 for an open file's derived
// keys) live in blocks carved from locked, dump-excluded pages that the process keeps: a key then
// costs no mmap, mlock, madvise, munlock or munmap (an open of the store makes several). A block is
// wiped when it is released; the pages are never returned to the system and hold only wiped or live
// keys.
#define POOL_BLOCK 64
#define POOL_BLOCKS 64     // per pool page (4 KiB), one bit each in `used`
typedef struct pool_page { unsigned char *base; uint64_t used; struct pool_page *next; } pool_page;
static pool_page *pool_pages;
static pthread_mutex_t pool_mutex = PTHREAD_MUTEX_INITIALIZER;

static void *pool_alloc(void) {
    void *block = NULL;
    pthread_mutex_lock(&pool_mutex);
    pool_page *page = pool_pages;
    while (page && page->used == UINT64_MAX) page = page->next;
    if (!page) {
        page = calloc(1, sizeof *page);
        if (page) page->base = map_secure(POOL_BLOCK * POOL_BLOCKS);
        if (page && page->base) {
            page->next = pool_pages;
            pool_pages = page;
        } else {
            free(page);
            page = NULL;
        }
    }
    if (page) {
        int index = __builtin_ctzll(~page->used);
        page->used |= (uint64_t)1 << index;
        block = page->base + (size_t)index * POOL_BLOCK;
    }
    pthread_mutex_unlock(&pool_mutex);
    return block;
}

static void pool_free(void *block) {
    if (!block) return;
    tpc_wipe(block, POOL_BLOCK);
    pthread_mutex_lock(&pool_mutex);
    for (pool_page *page = pool_pages; page; page = page->next) {
        unsigned char *p = block;
        if (p < page->base || p >= page->base + POOL_BLOCK * POOL_BLOCKS) continue;
        page->used &= ~((uint64_t)1 << ((size_t)(p - page->base) / POOL_BLOCK));
        break;
    }
    pthread_mutex_unlock(&pool_mutex);
}

void *tpc_secure_alloc(size_t size) {
    if (size <= POOL_BLOCK) {
        void *block = pool_alloc();
        if (block) memset(block, 0, POOL_BLOCK);
        return block;
    }
    return map_secure(size);
}

void tpc_secure_free(void *pointer, size_t size) {
    if (!pointer) return;
    if (size <= POOL_BLOCK) { pool_free(pointer); return; }
    unmap_secure(pointer, size);
}

int tpc_random_bytes(void *buffer, size_t size) {
    if (size == 0) return 1;
    if (size > (size_t)INT32_MAX) return 0;
    return RAND_bytes(buffer, (int)size) == 1;
}

// ---------------------------------------------------------------------------------------------
// Keys offered for the next open

#define KEY_SLOTS 16
// A slot stays taken (its key wiped) from the open that consumes it until Storage withdraws the
// token, so that the open's key check can be read back (tpc_key_result) even when SQLite's open
// itself then fails.
typedef struct { uint64_t token; int consumed; int check; unsigned char key[TPC_KEY_BYTES]; } key_slot;
static key_slot *slots;   // in secure memory, allocated once
static pthread_mutex_t slot_mutex = PTHREAD_MUTEX_INITIALIZER;

// Tokens only name a slot (they are not secrets: any code in the process could read the key
// anyway), so a counter serves; 0 is never a token.
static uint64_t last_token;

uint64_t tpc_key_offer(const unsigned char key[TPC_KEY_BYTES]) {
    uint64_t token = 0;
    pthread_mutex_lock(&slot_mutex);
    if (!slots) slots = tpc_secure_alloc(sizeof(key_slot) * KEY_SLOTS);
    if (slots) {
        for (int i = 0; i < KEY_SLOTS; i++) {
            if (slots[i].token != 0) continue;
            if (++last_token == 0) ++last_token;
            token = last_token;
            slots[i].token = token;
            slots[i].consumed = 0;
            slots[i].check = TPC_KEY_OK;
            memcpy(slots[i].key, key, TPC_KEY_BYTES);
            break;
        }
    }
    pthread_mutex_unlock(&slot_mutex);
    return token;
}

static key_slot *find_slot(uint64_t token) {
    if (token == 0 || !slots) return NULL;
    for (int i = 0; i < KEY_SLOTS; i++) if (slots[i].token == token) return &slots[i];
    return NULL;
}

// Copies the key out of an offered slot, once: the slot's copy is wiped and the slot marked consumed.
static int take_key(uint64_t token, unsigned char out[TPC_KEY_BYTES]) {
    int found = 0;
    pthread_mutex_lock(&slot_mutex);
    key_slot *slot = find_slot(token);
    if (slot && !slot->consumed) {
        memcpy(out, slot->key, TPC_KEY_BYTES);
        tpc_wipe(slot->key, TPC_KEY_BYTES);
        slot->consumed = 1;
        found = 1;
    }
    pthread_mutex_unlock(&slot_mutex);
    return found;
}

static void record_key_check(uint64_t token, int check) {
    pthread_mutex_lock(&slot_mutex);
    key_slot *slot = find_slot(token);
    if (slot) slot->check = check;
    pthread_mutex_unlock(&slot_mutex);
}

tpc_key_check tpc_key_result(uint64_t token) {
    int check = TPC_KEY_OK;
    pthread_mutex_lock(&slot_mutex);
    key_slot *slot = find_slot(token);
    if (slot) check = slot->check;
    pthread_mutex_unlock(&slot_mutex);
    return (tpc_key_check)check;
}

void tpc_key_withdraw(uint64_t token) {
    pthread_mutex_lock(&slot_mutex);
    key_slot *slot = find_slot(token);
    if (slot) tpc_wipe(slot, sizeof *slot);
    pthread_mutex_unlock(&slot_mutex);
}

// ---------------------------------------------------------------------------------------------
// Algorithms, fetched once per process

// OpenSSL 3 looks an algorithm's implementation up again (a locked search of the provider's method
// store) at every EVP init that names it through EVP_aes_256_gcm() and the like, and HMAC() fetches
// both the MAC and its digest on every call. The three algorithms the VFS uses are fetched once,
// from the default library context (so the system's provider configuration still applies), and
// every context is made from these.
static EVP_CIPHER *aes_gcm;
static EVP_CIPHER *aes_ecb;
static EVP_MAC_CTX *hmac_sha256_template;   // HMAC with its digest set, no key: duplicated per use
static pthread_once_t algorithms_once = PTHREAD_ONCE_INIT;

static void forked_child(void);

static void fetch_algorithms(void) {
    pthread_atfork(NULL, NULL, forked_child);
    aes_gcm = EVP_CIPHER_fetch(NULL, "AES-256-GCM", NULL);
    aes_ecb = EVP_CIPHER_fetch(NULL, "AES-256-ECB", NULL);
    EVP_MAC *mac = EVP_MAC_fetch(NULL, "HMAC", NULL);
    if (mac) {
        char digest[] = "SHA256";
        OSSL_PARAM params[] = { OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_DIGEST, digest, 0), OSSL_PARAM_construct_end() };
        hmac_sha256_template = EVP_MAC_CTX_new(mac);
        if (hmac_sha256_template && EVP_MAC_CTX_set_params(hmac_sha256_template, params) != 1) {
            EVP_MAC_CTX_free(hmac_sha256_template);
            hmac_sha256_template = NULL;
        }
        EVP_MAC_free(mac);   // the context keeps its own reference
    }
}

static int algorithms_ready(void) {
    pthread_once(&algorithms_once, fetch_algorithms);
    return aes_gcm && aes_ecb && hmac_sha256_template;
}

// ---------------------------------------------------------------------------------------------
// The cipher: AES-256-GCM per page, AES-256 (one block) to mask WAL frame checksums

typedef struct {
    unsigned char page_key[32];
    unsigned char mask_key[32];
} derived_keys;

_Static_assert(sizeof(derived_keys) <= POOL_BLOCK, "derived keys fit a pool block");

// One per opened main file, shared with its log (SQLite uses a connection's database file and its
// log from one thread at a time, so the contexts are never used concurrently). Each context is keyed
// at its first use: a connection that only reads never builds the sealing or masking context. After
// that, each page costs one IV set on a keyed context (EVP_*Init_ex with only the nonce).
// Page nonces are drawn from the DRBG NONCE_BATCH at a time (one RAND_bytes call costs about as much
// as sealing a 4 KiB page): random 96-bit nonces as before, taken from the end of the batch, each
// zeroed once taken. A batch is dropped in a forked child (fork_generation), which must never reuse
// its parent's nonces under the same key.
#define NONCE_BATCH 256

typedef struct {
    derived_keys *keys;          // a pool block
    EVP_CIPHER_CTX *seal;
    EVP_CIPHER_CTX *open;
    EVP_CIPHER_CTX *mask;
    int references;
    int nonces_left;
    unsigned nonces_generation;
    unsigned char nonces[NONCE_BATCH * TPC_NONCE_BYTES];
} cipher;

static unsigned fork_generation;
static void forked_child(void) { __atomic_add_fetch(&fork_generation, 1, __ATOMIC_RELAXED); }

// The next fresh nonce for a page sealed with `c` (used by one thread at a time, like its contexts).
static int next_nonce(cipher *c, unsigned char out[TPC_NONCE_BYTES]) {
    unsigned generation = __atomic_load_n(&fork_generation, __ATOMIC_RELAXED);
    if (c->nonces_left == 0 || c->nonces_generation != generation) {
        if (!tpc_random_bytes(c->nonces, sizeof c->nonces)) { c->nonces_left = 0; return 0; }
        c->nonces_left = NONCE_BATCH;
        c->nonces_generation = generation;
    }
    c->nonces_left--;
    unsigned char *taken = c->nonces + (size_t)c->nonces_left * TPC_NONCE_BYTES;
    memcpy(out, taken, TPC_NONCE_BYTES);
    memset(taken, 0, TPC_NONCE_BYTES);
    return 1;
}

static void cipher_free(cipher *c) {
    if (!c) return;
    if (__atomic_sub_fetch(&c->references, 1, __ATOMIC_ACQ_REL) > 0) return;
    EVP_CIPHER_CTX_free(c->seal);
    EVP_CIPHER_CTX_free(c->open);
    EVP_CIPHER_CTX_free(c->mask);
    pool_free(c->keys);
    tpc_wipe(c->nonces, sizeof c->nonces);
    free(c);
}

static cipher *cipher_retain(cipher *c) {
    __atomic_add_fetch(&c->references, 1, __ATOMIC_RELAXED);
    return c;
}

// page key = HMAC-SHA256(database key, label) for each purpose (docs/page-encryption.md, "Keys").
static cipher *cipher_from_database_key(const unsigned char key[TPC_KEY_BYTES]) {
    static const char page_label[] = "threshold-pagecrypt-v1 page";
    static const char mask_label[] = "threshold-pagecrypt-v1 wal-frame-header";
    if (!algorithms_ready()) return NULL;
    cipher *c = calloc(1, sizeof *c);
    if (!c) return NULL;
    c->references = 1;
    c->keys = pool_alloc();
    EVP_MAC_CTX *mac = c->keys ? EVP_MAC_CTX_dup(hmac_sha256_template) : NULL;
    size_t n1 = 0, n2 = 0;
    int ok = mac
        && EVP_MAC_init(mac, key, TPC_KEY_BYTES, NULL) == 1
        && EVP_MAC_update(mac, (const unsigned char *)page_label, sizeof page_label - 1) == 1
        && EVP_MAC_final(mac, c->keys->page_key, &n1, 32) == 1 && n1 == 32
        && EVP_MAC_init(mac, key, TPC_KEY_BYTES, NULL) == 1
        && EVP_MAC_update(mac, (const unsigned char *)mask_label, sizeof mask_label - 1) == 1
        && EVP_MAC_final(mac, c->keys->mask_key, &n2, 32) == 1 && n2 == 32;
    EVP_MAC_CTX_free(mac);   // frees (and cleanses) its copy of the key
    if (!ok) { cipher_free(c); return NULL; }
    return c;
}

// The keyed contexts, made at first use and kept in `*slot`; NULL when OpenSSL can't make one.
// `encrypt` picks the direction; ECB (the frame-header mask) runs without padding.
static EVP_CIPHER_CTX *keyed_context(EVP_CIPHER_CTX **slot, const EVP_CIPHER *algorithm, const unsigned char *key,
                                     int encrypt) {
    if (*slot) return *slot;
    EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
    if (ctx && EVP_CipherInit_ex(ctx, algorithm, NULL, key, NULL, encrypt) == 1
        && (algorithm != aes_ecb || EVP_CIPHER_CTX_set_padding(ctx, 0) == 1)) return *slot = ctx;
    EVP_CIPHER_CTX_free(ctx);
    return NULL;
}

static EVP_CIPHER_CTX *open_context(cipher *c) { return keyed_context(&c->open, aes_gcm, c->keys->page_key, 0); }
static EVP_CIPHER_CTX *seal_context(cipher *c) { return keyed_context(&c->seal, aes_gcm, c->keys->page_key, 1); }
static EVP_CIPHER_CTX *mask_context(cipher *c) { return keyed_context(&c->mask, aes_ecb, c->keys->mask_key, 1); }

static void put32(unsigned char *p, uint32_t v) {
    p[0] = (unsigned char)(v >> 24); p[1] = (unsigned char)(v >> 16);
    p[2] = (unsigned char)(v >> 8); p[3] = (unsigned char)v;
}

static uint32_t get32(const unsigned char *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

// Associated data: id (16) | page number (4, big-endian) | for page 1, its bytes 16-23 (8).
static int build_ad(unsigned char ad[28], const unsigned char id[TPC_ID_BYTES], uint32_t pgno,
                    const unsigned char *page) {
    memcpy(ad, id, TPC_ID_BYTES);
    put32(ad + TPC_ID_BYTES, pgno);
    if (pgno != 1) return TPC_ID_BYTES + 4;
    memcpy(ad + TPC_ID_BYTES + 4, page + 16, 8);
    return TPC_ID_BYTES + 4 + 8;
}

// SQLite's lock-byte page: the page holding byte offset 2^30 (PENDING_BYTE) of a database over
// 1 GiB. SQLite never writes or reads it (on disk it stays zeros, or a hole), so it is stored as zeros
// and read back as zeros, never sealed or checked: export and import copy every page, this one too.
static int is_lock_byte_page(uint32_t pgno, int P) {
    return (sqlite3_int64)(pgno - 1) * P == (sqlite3_int64)0x40000000;
}

// Encrypts SQLite's image of page `pgno` (`in`, P bytes) into `out` (P bytes).
static int seal_page(cipher *c, const unsigned char id[TPC_ID_BYTES], uint32_t pgno, int P,
                     const unsigned char *in, unsigned char *out) {
    if (is_lock_byte_page(pgno, P)) { memset(out, 0, (size_t)P); return 1; }
    const int start = pgno == 1 ? PAGE1_PLAIN : 0;
    const int end = PAGE_BODY_END(P);
    unsigned char *nonce = out + end;
    unsigned char *tag = nonce + TPC_NONCE_BYTES;
    unsigned char ad[28];
    int adlen = build_ad(ad, id, pgno, in);
    int n = 0, m = 0;
    if (!next_nonce(c, nonce)) return 0;
    if (pgno == 1) {
        memcpy(out, id, TPC_ID_BYTES);
        memcpy(out + 16, in + 16, 8);
    }
    EVP_CIPHER_CTX *ctx = seal_context(c);
    if (!ctx
        || EVP_EncryptInit_ex(ctx, NULL, NULL, NULL, nonce) != 1
        || EVP_EncryptUpdate(ctx, NULL, &n, ad, adlen) != 1
        || EVP_EncryptUpdate(ctx, out + start, &n, in + start, end - start) != 1
        || EVP_EncryptFinal_ex(ctx, out + start + n, &m) != 1
        || EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_GET_TAG, TPC_TAG_BYTES, tag) != 1) {
        return 0;
    }
    return 1;
}

// Decrypts the stored page `stored` into `page` (P bytes each; the same buffer for in place) with
// `ctx` (a keyed AES-GCM open context); on failure `page` is wiped (GCM yields plaintext before the
// tag is checked) and 0 is returned.
static int open_page_with(EVP_CIPHER_CTX *ctx, const unsigned char id[TPC_ID_BYTES], uint32_t pgno, int P,
                          const unsigned char *stored, unsigned char *page) {
    if (is_lock_byte_page(pgno, P)) { memset(page, 0, (size_t)P); return 1; }
    const int start = pgno == 1 ? PAGE1_PLAIN : 0;
    const int end = PAGE_BODY_END(P);
    unsigned char nonce[TPC_NONCE_BYTES], tag[TPC_TAG_BYTES], ad[28];
    memcpy(nonce, stored + end, TPC_NONCE_BYTES);
    memcpy(tag, stored + end + TPC_NONCE_BYTES, TPC_TAG_BYTES);
    int adlen = build_ad(ad, id, pgno, stored);
    if (start > 0 && page != stored) memcpy(page, stored, (size_t)start);
    int n = 0, m = 0;
    int ok = ctx
        && EVP_DecryptInit_ex(ctx, NULL, NULL, NULL, nonce) == 1
        && EVP_DecryptUpdate(ctx, NULL, &n, ad, adlen) == 1
        && EVP_DecryptUpdate(ctx, page + start, &n, stored + start, end - start) == 1
        && EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_SET_TAG, TPC_TAG_BYTES, tag) == 1
        && EVP_DecryptFinal_ex(ctx, page + start + n, &m) == 1;
    if (pgno == 1 && ok && memcmp(page, id, TPC_ID_BYTES) != 0) ok = 0;
    if (!ok) {
        tpc_wipe(page, (size_t)P);
        return 0;
    }
    if (pgno == 1) memcpy(page, sqlite_magic, 16);
    memset(page + end, 0, TPC_RESERVE_BYTES);
    return 1;
}

// open_page_with on the cipher's own context (the thread using the file).
static int open_page_from(cipher *c, const unsigned char id[TPC_ID_BYTES], uint32_t pgno, int P,
                          const unsigned char *stored, unsigned char *page) {
    return open_page_with(open_context(c), id, pgno, P, stored, page);
}

// Decrypts a stored page in place (see open_page_with).
static int open_page(cipher *c, const unsigned char id[TPC_ID_BYTES], uint32_t pgno, int P, unsigned char *page) {
    return open_page_from(c, id, pgno, P, page, page);
}

// XORs the WAL frame header's two checksums (bytes 16-23) with AES(mask key, salts | frame index).
static int mask_frame_header(cipher *c, unsigned char header[FRAME_HEADER], uint64_t frame) {
    unsigned char block[16], pad[16];
    int n = 0;
    memcpy(block, header + 8, 8);
    put32(block + 8, (uint32_t)(frame >> 32));
    put32(block + 12, (uint32_t)frame);
    EVP_CIPHER_CTX *ctx = mask_context(c);
    if (!ctx || EVP_EncryptUpdate(ctx, pad, &n, block, 16) != 1 || n != 16) return 0;
    for (int i = 0; i < 8; i++) header[16 + i] ^= pad[i];
    tpc_wipe(pad, sizeof pad);
    return 1;
}

// A spool page (docs/page-encryption.md, "Spool files"): a whole P-byte page image sealed into
// P + 28 bytes (ciphertext, nonce, tag), AD = 16 zero bytes | page number. For pages that have no
// reserved bytes, under a key that lives only in memory.
static int spool_ad(unsigned char ad[TPC_ID_BYTES + 4], uint32_t pgno) {
    memset(ad, 0, TPC_ID_BYTES);
    put32(ad + TPC_ID_BYTES, pgno);
    return TPC_ID_BYTES + 4;
}

static int seal_spool_page(cipher *c, uint32_t pgno, int P, const unsigned char *in, unsigned char *out) {
    unsigned char ad[TPC_ID_BYTES + 4];
    int adlen = spool_ad(ad, pgno);
    unsigned char *nonce = out + P, *tag = out + P + TPC_NONCE_BYTES;
    int n = 0, m = 0;
    if (!next_nonce(c, nonce)) return 0;
    EVP_CIPHER_CTX *ctx = seal_context(c);
    return ctx
        && EVP_EncryptInit_ex(ctx, NULL, NULL, NULL, nonce) == 1
        && EVP_EncryptUpdate(ctx, NULL, &n, ad, adlen) == 1
        && EVP_EncryptUpdate(ctx, out, &n, in, P) == 1
        && EVP_EncryptFinal_ex(ctx, out + n, &m) == 1
        && EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_GET_TAG, TPC_TAG_BYTES, tag) == 1;
}

// Opens a spool page (`stored`, P + 28 bytes) into `out` (P bytes); wipes `out` on failure.
static int open_spool_page(cipher *c, uint32_t pgno, int P, const unsigned char *stored, unsigned char *out) {
    unsigned char ad[TPC_ID_BYTES + 4], tag[TPC_TAG_BYTES];
    int adlen = spool_ad(ad, pgno);
    memcpy(tag, stored + P + TPC_NONCE_BYTES, TPC_TAG_BYTES);
    int n = 0, m = 0;
    EVP_CIPHER_CTX *ctx = open_context(c);
    int ok = ctx
        && EVP_DecryptInit_ex(ctx, NULL, NULL, NULL, stored + P) == 1
        && EVP_DecryptUpdate(ctx, NULL, &n, ad, adlen) == 1
        && EVP_DecryptUpdate(ctx, out, &n, stored, P) == 1
        && EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_SET_TAG, TPC_TAG_BYTES, tag) == 1
        && EVP_DecryptFinal_ex(ctx, out + n, &m) == 1;
    if (!ok) tpc_wipe(out, (size_t)P);
    return ok;
}

// ---------------------------------------------------------------------------------------------
// Format recognition

static int page_size_from_header(const unsigned char *h) {
    int size = h[16] << 8 | h[17];
    if (size == 1) size = 65536;
    if (size < 512 || size > 65536 || (size & (size - 1)) != 0) return 0;
    return size;
}

// Bytes 16-23 of an encrypted page 1: a valid page size, versions 1 or 2, reserve 28, 64/32/32.
static int looks_encrypted(const unsigned char h[PAGE1_PLAIN]) {
    return page_size_from_header(h) != 0 && (h[18] == 1 || h[18] == 2) && (h[19] == 1 || h[19] == 2)
        && h[20] == TPC_RESERVE_BYTES && h[21] == 64 && h[22] == 32 && h[23] == 32
        && memcmp(h, sqlite_magic, 16) != 0;
}

static ssize_t read_fully(int fd, void *buffer, size_t size, off_t offset) {
    size_t done = 0;
    while (done < size) {
        ssize_t n = pread(fd, (char *)buffer + done, size - done, offset + (off_t)done);
        if (n < 0) { if (errno == EINTR) continue; return -1; }
        if (n == 0) break;
        done += (size_t)n;
    }
    return (ssize_t)done;
}

tpc_file_kind tpc_classify_file(const char *path, int *error) {
    unsigned char header[PAGE1_PLAIN];
    if (error) *error = 0;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) { if (error) *error = errno; return TPC_FILE_UNREADABLE; }
    ssize_t n = read_fully(fd, header, sizeof header, 0);
    int saved = errno;
    close(fd);
    if (n < 0) { if (error) *error = saved; return TPC_FILE_UNREADABLE; }
    if (n == 0) return TPC_FILE_EMPTY;
    if ((size_t)n == sizeof header && memcmp(header, sqlite_magic, 16) == 0) return TPC_FILE_PLAINTEXT;
    if ((size_t)n == sizeof header && looks_encrypted(header)) return TPC_FILE_ENCRYPTED;
    return TPC_FILE_OTHER;
}

tpc_key_check tpc_check_key(const char *path, const unsigned char key[TPC_KEY_BYTES], int *error) {
    if (error) *error = 0;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) { if (error) *error = errno; return TPC_KEY_UNREADABLE; }
    tpc_key_check result = TPC_KEY_DAMAGED;
    unsigned char *page = NULL;
    cipher *c = NULL;
    unsigned char header[PAGE1_PLAIN];
    ssize_t n = read_fully(fd, header, sizeof header, 0);
    int P = n == (ssize_t)sizeof header && looks_encrypted(header) ? page_size_from_header(header) : 0;
    if (n < 0) { if (error) *error = errno; result = TPC_KEY_UNREADABLE; goto done; }
    if (P == 0) goto done;
    page = malloc((size_t)P);
    c = cipher_from_database_key(key);
    if (!page || !c) { if (error) *error = ENOMEM; result = TPC_KEY_UNREADABLE; goto done; }
    unsigned char id[TPC_ID_BYTES];
    memcpy(id, header, TPC_ID_BYTES);
    n = read_fully(fd, page, (size_t)P, 0);
    if (n == P && open_page(c, id, 1, P, page)) { result = TPC_KEY_OK; goto done; }
    // The header looked encrypted but the file ends inside page 1: damaged, whatever the key.
    if (n >= 0 && n < P) { result = TPC_KEY_DAMAGED; goto done; }
    n = read_fully(fd, page, (size_t)P, P);
    // A second page that authenticates proves the key; then page 1 itself is damaged.
    result = (n == P && open_page(c, id, 2, P, page)) ? TPC_KEY_DAMAGED : TPC_KEY_REJECTED;
    // Pages 1 and 2 both fail: any later page that authenticates proves the key (as at open).
    for (off_t at = 2 * (off_t)P; result == TPC_KEY_REJECTED; at += P) {
        if (is_lock_byte_page((uint32_t)(at / P) + 1, P)) continue;
        if (read_fully(fd, page, (size_t)P, at) != P) break;
        if (open_page(c, id, (uint32_t)(at / P) + 1, P, page)) result = TPC_KEY_DAMAGED;
    }
done:
    if (page) { tpc_wipe(page, (size_t)P); free(page); }
    cipher_free(c);
    close(fd);
    return result;
}

// ---------------------------------------------------------------------------------------------
// Sealing a stream of page images

struct tpc_sealer {
    cipher *cipher;
    unsigned char id[TPC_ID_BYTES];
};

tpc_sealer *tpc_sealer_new(const unsigned char key[TPC_KEY_BYTES]) {
    tpc_sealer *sealer = calloc(1, sizeof *sealer);
    if (!sealer) return NULL;
    sealer->cipher = cipher_from_database_key(key);
    if (!sealer->cipher || !tpc_random_bytes(sealer->id, TPC_ID_BYTES)) { tpc_sealer_free(sealer); return NULL; }
    return sealer;
}

int tpc_sealer_seal(tpc_sealer *sealer, uint32_t pgno, int page_size, const unsigned char *in, unsigned char *out) {
    if (pgno == 0 || page_size < 512 || page_size > 65536 || (page_size & (page_size - 1)) != 0) return 0;
    if (pgno == 1 && (page_size_from_header(in) != page_size || in[20] != TPC_RESERVE_BYTES)) return 0;
    return seal_page(sealer->cipher, sealer->id, pgno, page_size, in, out);
}

int tpc_sealer_seal_spool(tpc_sealer *sealer, uint32_t pgno, int page_size, const unsigned char *in, unsigned char *out) {
    if (pgno == 0 || page_size < 512 || page_size > 65536 || (page_size & (page_size - 1)) != 0) return 0;
    return seal_spool_page(sealer->cipher, pgno, page_size, in, out);
}

int tpc_sealer_open(tpc_sealer *sealer, const unsigned char id[TPC_ID_BYTES], uint32_t pgno, int page_size,
                    const unsigned char *stored, unsigned char *out) {
    if (pgno == 0 || page_size < 512 || page_size > 65536 || (page_size & (page_size - 1)) != 0) return 0;
    if (is_lock_byte_page(pgno, page_size)) return 0;
    return open_page_from(sealer->cipher, id, pgno, page_size, stored, out);
}

void tpc_sealer_free(tpc_sealer *sealer) {
    if (!sealer) return;
    cipher_free(sealer->cipher);
    tpc_wipe(sealer, sizeof *sealer);
    free(sealer);
}

// ---------------------------------------------------------------------------------------------
// Growing files (docs/page-encryption.md, "Growing files")

// One record per file being written; the writer and every connection reading it hold a reference.
// All fields are read and written under growth_mutex; `changed` is signalled at each advance and end.
typedef struct growth {
    uint64_t token;
    int64_t final_size;
    int64_t stored;
    int state;                   // GROWTH_WRITING, GROWTH_COMPLETE or GROWTH_ABANDONED
    int cancelled;               // set by tpc_growth_cancel: every later read fails (atomic)
    int64_t read_bytes;          // bytes its readers read (atomic): the import's check's progress
    int references;
    pthread_cond_t changed;
    struct growth *next;
} growth;

enum { GROWTH_WRITING = 0, GROWTH_COMPLETE = 1, GROWTH_ABANDONED = 2 };

static growth *growths;
static uint64_t last_growth_token;
static pthread_mutex_t growth_mutex = PTHREAD_MUTEX_INITIALIZER;

static growth *find_growth_locked(uint64_t token) {
    for (growth *g = growths; g; g = g->next) if (g->token == token) return g;
    return NULL;
}

static void release_growth_locked(growth *g) {
    if (--g->references > 0) return;
    for (growth **p = &growths; *p; p = &(*p)->next) {
        if (*p == g) { *p = g->next; break; }
    }
    pthread_cond_destroy(&g->changed);
    free(g);
}

uint64_t tpc_growth_begin(int64_t final_size) {
    growth *g = calloc(1, sizeof *g);
    if (!g || final_size < 0) { free(g); return 0; }
    if (pthread_cond_init(&g->changed, NULL) != 0) { free(g); return 0; }
    g->final_size = final_size;
    g->references = 1;
    pthread_mutex_lock(&growth_mutex);
    g->token = ++last_growth_token;
    g->next = growths;
    growths = g;
    pthread_mutex_unlock(&growth_mutex);
    return g->token;
}

void tpc_growth_advance(uint64_t token, int64_t stored) {
    pthread_mutex_lock(&growth_mutex);
    growth *g = find_growth_locked(token);
    if (g && g->state == GROWTH_WRITING && stored > g->stored) {
        g->stored = stored < g->final_size ? stored : g->final_size;
        pthread_cond_broadcast(&g->changed);
    }
    pthread_mutex_unlock(&growth_mutex);
}

void tpc_growth_end(uint64_t token, int completed) {
    pthread_mutex_lock(&growth_mutex);
    growth *g = find_growth_locked(token);
    if (g && g->state == GROWTH_WRITING) {
        g->state = completed ? GROWTH_COMPLETE : GROWTH_ABANDONED;
        if (completed) g->stored = g->final_size;
        pthread_cond_broadcast(&g->changed);
    }
    pthread_mutex_unlock(&growth_mutex);
}

void tpc_growth_cancel(uint64_t token) {
    pthread_mutex_lock(&growth_mutex);
    growth *g = find_growth_locked(token);
    if (g) {
        __atomic_store_n(&g->cancelled, 1, __ATOMIC_RELEASE);
        if (g->state == GROWTH_WRITING) g->state = GROWTH_ABANDONED;
        pthread_cond_broadcast(&g->changed);
    }
    pthread_mutex_unlock(&growth_mutex);
}

// Waits until the first `bytes` (at most the final size) are stored: 1, or 0 once abandoned.
static int wait_growth_locked(growth *g, int64_t bytes) {
    if (bytes > g->final_size) bytes = g->final_size;
    while (g->state == GROWTH_WRITING && g->stored < bytes) pthread_cond_wait(&g->changed, &growth_mutex);
    return g->state != GROWTH_ABANDONED;
}

int64_t tpc_growth_read_bytes(uint64_t token) {
    pthread_mutex_lock(&growth_mutex);
    growth *g = find_growth_locked(token);
    int64_t bytes = g ? __atomic_load_n(&g->read_bytes, __ATOMIC_RELAXED) : 0;
    pthread_mutex_unlock(&growth_mutex);
    return bytes;
}

int tpc_growth_wait(uint64_t token, int64_t bytes) {
    pthread_mutex_lock(&growth_mutex);
    growth *g = find_growth_locked(token);
    int ok = g ? wait_growth_locked(g, bytes) : 0;
    pthread_mutex_unlock(&growth_mutex);
    return ok;
}

void tpc_growth_release(uint64_t token) {
    pthread_mutex_lock(&growth_mutex);
    growth *g = find_growth_locked(token);
    if (g) {
        // The writer's reference: a writer that never ended leaves its readers failing, not waiting.
        if (g->state == GROWTH_WRITING) { g->state = GROWTH_ABANDONED; pthread_cond_broadcast(&g->changed); }
        release_growth_locked(g);
    }
    pthread_mutex_unlock(&growth_mutex);
}

// ---------------------------------------------------------------------------------------------
// The VFS

enum { KIND_MAIN = 1, KIND_WAL = 2, KIND_JOURNAL = 3 };

// A rollback journal may hold its header fields (the first 28 bytes of a write) and page numbers,
// never a page image: a write with any non-zero byte past its 28th is refused. A journal keeps
// images only of pages that existed when a transaction began; the one journal that SQLite opens
// here is VACUUM INTO's, on a file that starts empty, so none is ever needed.
#define JOURNAL_HEADER_FIELDS 28
static int journal_write_allowed(const unsigned char *in, int amount) {
    for (int i = JOURNAL_HEADER_FIELDS; i < amount; i++) if (in[i] != 0) return 0;
    return 1;
}

typedef struct tpc_file {
    sqlite3_file base;
    sqlite3_file *real;          // the unix VFS's file, allocated right after this struct
    int kind;
    cipher *cipher;
    unsigned char id[TPC_ID_BYTES];
    int has_id;
    int page_size;               // 0 until known (an empty main database)
    int foreign;                 // main file whose header is not this format: every read fails
    int spool;                   // main file in the spool layout (read-only, pages of P + 28 bytes)
    int key_check;               // main file: what the key check at open found (tpc_key_check)
    int damaged;                 // main file: a page failed its check while open (see mark_damaged)
    unsigned char *page1;        // main file, after the check: page 1 as stored, then decrypted (2 x P
                                 // bytes), until SQLite's first whole read of page 1 (see read_main_page)
    unsigned char *scratch;      // page_size + FRAME_HEADER bytes
    const char *name;            // the name SQLite opened it with (main files, for the WAL lookup)
    uint64_t header_frame;       // the WAL frame whose header was written last, plus one (0: none)
    uint32_t header_pgno;
    struct tpc_file *next;       // the list of open main files
    growth *growth;              // main file opened with tpc-growth: still being written (or NULL)
    int grown;                   // ... and seen complete: reads need no more waiting
    unsigned char *ahead;        // ... then stored pages read ahead in one call (see read_grown_page)
    uint32_t ahead_first;        //     the first page in `ahead`, and how many it holds
    uint32_t ahead_count;
    uint32_t last_pgno;          //     the page read last, for the direction of a run
    uint32_t run_length;         //     reads in a row that continued a run, and its direction
    int run_down;
    struct ahead_helper *helper; //     the thread sharing each run's decryption (or NULL)
    int helper_failed;           //     ... which could not be started
} tpc_file;

static sqlite3_vfs *base_vfs;
static sqlite3_vfs tpc_vfs;
static pthread_once_t register_once = PTHREAD_ONCE_INIT;
static int register_result = SQLITE_ERROR;
static tpc_file *open_mains;
static pthread_mutex_t mains_mutex = PTHREAD_MUTEX_INITIALIZER;

static unsigned char *scratch_for(tpc_file *f) {
    if (!f->scratch && f->page_size) f->scratch = malloc((size_t)f->page_size + FRAME_HEADER + TPC_RESERVE_BYTES);
    return f->scratch;
}

// The damage latch (docs/page-encryption.md, "Damage"): once a page of a database fails its
// check, every open main file of that database (same id) in this process refuses writes until it
// is closed, so a session never writes over, or commits beside, damage it has seen. A fresh open
// checks again (key check, log check at recovery).
static int damaged_opens;        // open main files with `damaged` set (read without the mutex)

static void mark_damaged(const unsigned char id[TPC_ID_BYTES]) {
    pthread_mutex_lock(&mains_mutex);
    for (tpc_file *m = open_mains; m; m = m->next) {
        if (m->damaged || !m->has_id || memcmp(m->id, id, TPC_ID_BYTES) != 0) continue;
        m->damaged = 1;
        __atomic_add_fetch(&damaged_opens, 1, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&mains_mutex);
}

static int is_damaged(const unsigned char id[TPC_ID_BYTES]) {
    if (__atomic_load_n(&damaged_opens, __ATOMIC_ACQUIRE) == 0) return 0;
    int found = 0;
    pthread_mutex_lock(&mains_mutex);
    for (tpc_file *m = open_mains; m && !found; m = m->next) {
        found = m->damaged && memcmp(m->id, id, TPC_ID_BYTES) == 0;
    }
    pthread_mutex_unlock(&mains_mutex);
    return found;
}

static void drop_page1(tpc_file *f) {
    if (!f->page1) return;
    tpc_wipe(f->page1, 2 * (size_t)f->page_size);
    free(f->page1);
    f->page1 = NULL;
}

static void drop_growth(tpc_file *f);
static void ahead_helper_stop(tpc_file *f);

static int tpc_close(sqlite3_file *file) {
    tpc_file *f = (tpc_file *)file;
    drop_page1(f);
    if (f->kind == KIND_MAIN) {
        pthread_mutex_lock(&mains_mutex);
        for (tpc_file **p = &open_mains; *p; p = &(*p)->next) {
            if (*p == f) { *p = f->next; break; }
        }
        if (f->damaged) __atomic_sub_fetch(&damaged_opens, 1, __ATOMIC_RELEASE);
        pthread_mutex_unlock(&mains_mutex);
    }
    ahead_helper_stop(f);
    int rc = f->real->pMethods ? f->real->pMethods->xClose(f->real) : SQLITE_OK;
    drop_growth(f);
    cipher_free(f->cipher);
    if (f->scratch) { tpc_wipe(f->scratch, (size_t)f->page_size + FRAME_HEADER + TPC_RESERVE_BYTES); free(f->scratch); }
    free(f->ahead);
    f->ahead = NULL;
    f->cipher = NULL;
    f->scratch = NULL;
    return rc;
}

static int file_size(tpc_file *f, sqlite3_int64 *size) {
    if (f->growth) {
        // A growing file has its final size from the start (its reads wait for their bytes).
        pthread_mutex_lock(&growth_mutex);
        *size = f->growth->final_size;
        pthread_mutex_unlock(&growth_mutex);
        return SQLITE_OK;
    }
    return f->real->pMethods->xFileSize(f->real, size);
}

// Reads stored bytes of the underlying file; on a growing file, once the writer has stored them
// (SQLITE_IOERR_READ when it gave up first).
static int real_read(tpc_file *f, void *out, int amount, sqlite3_int64 offset) {
    if (f->growth && __atomic_load_n(&f->growth->cancelled, __ATOMIC_ACQUIRE)) return SQLITE_IOERR_READ;
    if (f->growth && !f->grown) {
        pthread_mutex_lock(&growth_mutex);
        int ok = wait_growth_locked(f->growth, offset + amount);
        if (ok && f->growth->state == GROWTH_COMPLETE) f->grown = 1;
        pthread_mutex_unlock(&growth_mutex);
        if (!ok) return SQLITE_IOERR_READ;
    }
    if (f->growth) __atomic_add_fetch(&f->growth->read_bytes, amount, __ATOMIC_RELAXED);
    return f->real->pMethods->xRead(f->real, out, amount, offset);
}

static void drop_growth(tpc_file *f) {
    if (!f->growth) return;
    pthread_mutex_lock(&growth_mutex);
    release_growth_locked(f->growth);
    pthread_mutex_unlock(&growth_mutex);
    f->growth = NULL;
}

// Read-ahead on a complete growing file (the import's integrity check, docs/page-encryption.md,
// "Growing files"): `PRAGMA integrity_check` walks each b-tree from its last page down, then scans
// the tables up, one page per read. Once AHEAD_MIN_RUN reads in a row each continued a run (within
// AHEAD_RUN pages of the one before, one direction), the stored pages of the run's next AHEAD_BYTES
// are read in one call; other reads (lookups that jump about) read their page alone. The check has
// the machine to itself by then, so a long scan's pages are shared between two threads: the reading
// thread decrypts each page SQLite asks for, straight into SQLite's buffer, unless a helper thread
// of the file's own got to it first (woken only for a read-ahead that takes up where the last one
// ended); the helper decrypts from the far end of the run towards the reader, into locked,
// dump-excluded memory, and stops where they meet. Each page is claimed by
// exactly one of them (an atomic state per page) and authenticated on its own. The file is complete
// and immutable, so what was read ahead can't go stale. The threads hand a run over by spinning a
// moment before they sleep: a sleeping thread's wake-up costs about as much as decrypting a run.
// read_grown_page returns -1 when the page is read as usual (not part of a run, or past the end).
enum { AHEAD_BYTES = 1024 * 1024, AHEAD_RUN = 4, AHEAD_MIN_RUN = 8, AHEAD_HELPED = 8, AHEAD_SPINS = 100000 };
enum { PAGE_FREE = 0, PAGE_HELPER = 1, PAGE_DECRYPTED = 2, PAGE_READER = 3 };

typedef struct ahead_helper {
    pthread_t thread;
    pthread_mutex_t mutex;
    pthread_cond_t changed;
    unsigned char stop;          // the file is closing: the thread ends (atomic)
    unsigned char posted;        // a run is being shared (atomic; 0 once the helper let go of it)
    unsigned char abandon;       // the reader moved on: the helper stops at its next page (atomic)
    // The run: `count` stored pages from page `first` (at `stored`); the helper starts at its low end
    // (`from_low`, a run walked down) or its high end.
    const unsigned char *stored;
    uint32_t first, count;
    int from_low;
    unsigned char *state;        // per page: PAGE_* (atomic)
    unsigned char *ok;           // per page the helper decrypted: whether it authenticated
    unsigned char *plain;        // secure memory, AHEAD_BYTES: the pages the helper decrypted
    uint32_t wiped_low, wiped_high;   // the helper's plaintext of the last run, to wipe before the next
    // Read-only while the thread runs.
    cipher *cipher;
    unsigned char id[TPC_ID_BYTES];
    int page_size;
    EVP_CIPHER_CTX *ctx;         // the thread's own keyed open context
} ahead_helper;

// One turn of a spin-wait: the CPU's pause hint where there is one.
static inline void spin_pause(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__) || defined(__arm__)
    __asm__ __volatile__("yield");
#endif
}

// Spins on `*value` while it equals `unwanted`: a pause per turn, a yield of the core after the first
// thousand (the other thread may have been preempted).
static void spin_while(const unsigned char *value, unsigned char unwanted) {
    for (int turn = 0; __atomic_load_n(value, __ATOMIC_ACQUIRE) == unwanted; turn++) {
        if (turn < 1000) spin_pause(); else sched_yield();
    }
}

// The cores this thread may run on (its affinity mask), at least 1.
static int usable_cores(void) {
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) != 0) return 1;
    const int count = CPU_COUNT(&set);
    return count > 0 ? count : 1;
}

static void *ahead_helper_main(void *argument) {
    ahead_helper *h = argument;
    const size_t P = (size_t)h->page_size;
    for (;;) {
        for (int spin = 0; spin < AHEAD_SPINS && !__atomic_load_n(&h->posted, __ATOMIC_ACQUIRE)
             && !__atomic_load_n(&h->stop, __ATOMIC_ACQUIRE); spin++) spin_pause();
        pthread_mutex_lock(&h->mutex);
        while (!__atomic_load_n(&h->stop, __ATOMIC_ACQUIRE) && !__atomic_load_n(&h->posted, __ATOMIC_ACQUIRE)) {
            pthread_cond_wait(&h->changed, &h->mutex);
        }
        pthread_mutex_unlock(&h->mutex);
        if (__atomic_load_n(&h->stop, __ATOMIC_ACQUIRE)) break;
        EVP_CIPHER_CTX *ctx = keyed_context(&h->ctx, aes_gcm, h->cipher->keys->page_key, 0);
        uint32_t low = h->count, high = 0;
        for (uint32_t n = 0; n < h->count && ctx; n++) {
            const uint32_t i = h->from_low ? n : h->count - 1 - n;
            if (__atomic_load_n(&h->abandon, __ATOMIC_ACQUIRE)) break;
            unsigned char expected = PAGE_FREE;
            if (!__atomic_compare_exchange_n(&h->state[i], &expected, PAGE_HELPER, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) break;
            h->ok[i] = (unsigned char)open_page_with(ctx, h->id, h->first + i, h->page_size, h->stored + i * P, h->plain + i * P);
            __atomic_store_n(&h->state[i], PAGE_DECRYPTED, __ATOMIC_RELEASE);
            if (i < low) low = i;
            if (i + 1 > high) high = i + 1;
        }
        h->wiped_low = low;
        h->wiped_high = high;
        __atomic_store_n(&h->posted, 0, __ATOMIC_RELEASE);
    }
    return NULL;
}

// The file's helper, started at its first use; NULL when a thread or its memory can't be had (the
// reader then decrypts every page itself).
static ahead_helper *ahead_helper_for(tpc_file *f) {
    if (f->helper || f->helper_failed) return f->helper;
    // A helper only pays with a second core to run on: on one (a one-core device, or a process
    // confined by `taskset` or a cpuset) its spins would take the core from the reader it waits
    // for, and the import measured 9.8 CPU s instead of 5.2 on 1 GiB.
    if (usable_cores() < 2) { f->helper_failed = 1; return NULL; }
    ahead_helper *h = calloc(1, sizeof *h);
    if (!h) return NULL;
    const size_t span = (size_t)(AHEAD_BYTES / f->page_size);
    h->plain = tpc_secure_alloc(AHEAD_BYTES);
    h->ok = calloc(span, 1);
    h->state = calloc(span, 1);
    h->cipher = f->cipher;
    memcpy(h->id, f->id, TPC_ID_BYTES);
    h->page_size = f->page_size;
    int made = h->plain && h->ok && h->state && pthread_mutex_init(&h->mutex, NULL) == 0;
    if (made && pthread_cond_init(&h->changed, NULL) != 0) { pthread_mutex_destroy(&h->mutex); made = 0; }
    if (made && pthread_create(&h->thread, NULL, ahead_helper_main, h) != 0) {
        pthread_cond_destroy(&h->changed);
        pthread_mutex_destroy(&h->mutex);
        made = 0;
    }
    if (!made) {
        f->helper_failed = 1;                 // not tried again for this file
        tpc_secure_free(h->plain, AHEAD_BYTES);
        free(h->ok);
        free(h->state);
        free(h);
        return NULL;
    }
    return f->helper = h;
}

// Takes the current run back from the helper: it stops at its next page; returns once it let go.
static void ahead_helper_end_run(ahead_helper *h) {
    __atomic_store_n(&h->abandon, 1, __ATOMIC_RELEASE);
    spin_while(&h->posted, 1);
    __atomic_store_n(&h->abandon, 0, __ATOMIC_RELEASE);
    if (h->wiped_high > h->wiped_low) {
        const size_t P = (size_t)h->page_size;
        tpc_wipe(h->plain + h->wiped_low * P, (h->wiped_high - h->wiped_low) * P);
    }
    h->wiped_low = h->wiped_high = 0;
    h->count = 0;
}

static void ahead_helper_start_run(ahead_helper *h, const unsigned char *stored, uint32_t first, uint32_t count,
                                   int from_low) {
    memset(h->state, PAGE_FREE, count);
    h->stored = stored;
    h->first = first;
    h->count = count;
    h->from_low = from_low;
    pthread_mutex_lock(&h->mutex);
    __atomic_store_n(&h->posted, 1, __ATOMIC_RELEASE);
    pthread_cond_broadcast(&h->changed);
    pthread_mutex_unlock(&h->mutex);
}

static void ahead_helper_stop(tpc_file *f) {
    ahead_helper *h = f->helper;
    if (!h) return;
    ahead_helper_end_run(h);
    pthread_mutex_lock(&h->mutex);
    __atomic_store_n(&h->stop, 1, __ATOMIC_RELEASE);
    pthread_cond_broadcast(&h->changed);
    pthread_mutex_unlock(&h->mutex);
    pthread_join(h->thread, NULL);
    pthread_cond_destroy(&h->changed);
    pthread_mutex_destroy(&h->mutex);
    EVP_CIPHER_CTX_free(h->ctx);
    tpc_secure_free(h->plain, AHEAD_BYTES);   // wiped
    free(h->ok);
    free(h->state);
    free(h);
    f->helper = NULL;
}

static int read_grown_page(tpc_file *f, uint32_t pgno, unsigned char *page) {
    const int P = f->page_size;
    if (__atomic_load_n(&f->growth->cancelled, __ATOMIC_ACQUIRE)) return SQLITE_IOERR_READ;
    const uint32_t last = f->last_pgno;
    f->last_pgno = pgno;
    // The run so far: reads in a row, each within AHEAD_RUN pages of the one before, one direction.
    const int down = pgno < last;
    if (last != 0 && pgno != last && (down ? last - pgno : pgno - last) <= AHEAD_RUN && down == f->run_down) {
        f->run_length++;
    } else {
        f->run_length = 1;
        f->run_down = down;
    }
    if (f->ahead_count == 0 || pgno < f->ahead_first || pgno - f->ahead_first >= f->ahead_count) {
        const uint32_t span = (uint32_t)(AHEAD_BYTES / P);
        sqlite3_int64 size = 0;
        // Only a real run is read ahead (an index checked against its table jumps about).
        if (span < 2 || f->run_length < AHEAD_MIN_RUN || file_size(f, &size) != SQLITE_OK) return -1;
        const sqlite3_int64 pages = size / P;
        if ((sqlite3_int64)pgno > pages) return -1;
        uint32_t first, count;
        if (down) {
            first = pgno > span ? pgno - span + 1 : 2;
            count = pgno - first + 1;
        } else {
            first = pgno;
            count = (sqlite3_int64)(pgno - 1) + span <= pages ? span : (uint32_t)(pages - pgno + 1);
        }
        // Whether this read-ahead takes up where the last one ended (a long scan): only then is the
        // helper worth waking; elsewhere it would decrypt pages nobody reads.
        const int continues = f->ahead_count > 0
            && (down ? f->ahead_first > pgno && f->ahead_first - pgno <= AHEAD_RUN
                     : pgno >= f->ahead_first + f->ahead_count && pgno - (f->ahead_first + f->ahead_count) < AHEAD_RUN);
        if (!f->ahead && !(f->ahead = malloc((size_t)span * (size_t)P))) return -1;
        const int helped = count >= AHEAD_HELPED && continues;
        ahead_helper *h = helped ? ahead_helper_for(f) : f->helper;
        if (h) ahead_helper_end_run(h);       // it may still read the previous run's bytes
        f->ahead_count = 0;
        if (real_read(f, f->ahead, (int)(count * (uint32_t)P), (sqlite3_int64)(first - 1) * P) != SQLITE_OK) return -1;
        f->ahead_first = first;
        f->ahead_count = count;
        // The helper starts at the run's far end: its lowest page walking down, its highest going up.
        if (h && helped) ahead_helper_start_run(h, f->ahead, first, count, down);
    }
    const uint32_t i = pgno - f->ahead_first;
    ahead_helper *h = f->helper;
    if (h && i < h->count) {
        unsigned char expected = PAGE_FREE;
        if (!__atomic_compare_exchange_n(&h->state[i], &expected, PAGE_READER, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
            // The helper has it: wait for its plaintext (one page's work at most).
            spin_while(&h->state[i], PAGE_HELPER);
            if (__atomic_load_n(&h->state[i], __ATOMIC_ACQUIRE) == PAGE_DECRYPTED) {
                if (!h->ok[i]) { tpc_wipe(page, (size_t)P); return SQLITE_IOERR_DATA; }
                memcpy(page, h->plain + (size_t)i * (size_t)P, (size_t)P);
                return SQLITE_OK;
            }
            // PAGE_READER: read before, decrypted again below.
        }
    }
    const unsigned char *stored = f->ahead + (size_t)i * (size_t)P;
    return open_page_from(f->cipher, f->id, pgno, P, stored, page) ? SQLITE_OK : SQLITE_IOERR_DATA;
}

// Reads the stored page `pgno` of the main file into `page` and decrypts it. SQLITE_IOERR_SHORT_READ
// (page zeroed) when the page lies wholly past the end of the file.
static int read_main_page(tpc_file *f, uint32_t pgno, unsigned char *page) {
    const int P = f->page_size;
    sqlite3_int64 offset = (sqlite3_int64)(pgno - 1) * P;
    if (f->grown && pgno != 1) {
        int rc = read_grown_page(f, pgno, page);
        if (rc != -1) return rc;
    }
    int rc = real_read(f, page, P, offset);
    if (rc == SQLITE_IOERR_SHORT_READ) {
        sqlite3_int64 size = 0;
        if (file_size(f, &size) == SQLITE_OK && size <= offset) {
            memset(page, 0, (size_t)P);
            return SQLITE_IOERR_SHORT_READ;
        }
        tpc_wipe(page, (size_t)P);
        if (!f->growth) mark_damaged(f->id);
        return SQLITE_IOERR_DATA;         // a page cut short: damage
    }
    if (rc != SQLITE_OK) return rc;
    if (pgno == 1 && f->page1) {
        // Page 1 as the key check at open decrypted it. SQLite reads it twice right after (its
        // 100-byte header, then the whole page): bytes identical to those decrypted then decrypt
        // to the same page, so they are not decrypted again; anything else is. Kept until the
        // first whole read of page 1.
        int same = memcmp(page, f->page1, (size_t)P) == 0;
        if (same) memcpy(page, f->page1 + P, (size_t)P);
        if (page != f->scratch || !same) drop_page1(f);
        if (same) return SQLITE_OK;
    }
    if (!open_page(f->cipher, f->id, pgno, P, page)) {
        if (!f->growth) mark_damaged(f->id);
        return SQLITE_IOERR_DATA;
    }
    return SQLITE_OK;
}

static int spool_read(tpc_file *f, unsigned char *out, int amount, sqlite3_int64 offset) {
    const int P = f->page_size;
    const sqlite3_int64 stored_size = (sqlite3_int64)P + TPC_RESERVE_BYTES;
    unsigned char *scratch = scratch_for(f);
    if (!scratch) return SQLITE_IOERR_NOMEM;
    int short_read = 0;
    while (amount > 0) {
        uint32_t pgno = (uint32_t)(offset / P) + 1;
        int within = (int)(offset % P);
        int n = P - within < amount ? P - within : amount;
        sqlite3_int64 at = (sqlite3_int64)(pgno - 1) * stored_size;
        int rc = real_read(f, scratch, (int)stored_size, at);
        if (rc == SQLITE_IOERR_SHORT_READ) {
            sqlite3_int64 size = 0;
            if (file_size(f, &size) != SQLITE_OK || size > at) return SQLITE_IOERR_DATA;
            memset(out, 0, (size_t)n);
            short_read = 1;
        } else if (rc != SQLITE_OK) {
            return rc;
        } else {
            if (!open_spool_page(f->cipher, pgno, P, scratch, scratch)) return SQLITE_IOERR_DATA;
            memcpy(out, scratch + within, (size_t)n);
        }
        out += n; amount -= n; offset += n;
    }
    tpc_wipe(scratch, (size_t)stored_size);
    return short_read ? SQLITE_IOERR_SHORT_READ : SQLITE_OK;
}

static int main_read(tpc_file *f, unsigned char *out, int amount, sqlite3_int64 offset) {
    if (f->spool) return spool_read(f, out, amount, offset);
    if (f->foreign) return SQLITE_IOERR_DATA;
    if (!f->page_size) {
        // An empty database: nothing stored yet, so SQLite can only be reading past the end.
        int rc = real_read(f, out, amount, offset);
        if (rc == SQLITE_OK) { tpc_wipe(out, (size_t)amount); return SQLITE_IOERR_DATA; }
        return rc;
    }
    const int P = f->page_size;
    if (amount == P && offset % P == 0) return read_main_page(f, (uint32_t)(offset / P) + 1, out);
    unsigned char *scratch = scratch_for(f);
    if (!scratch) return SQLITE_IOERR_NOMEM;
    int short_read = 0;
    while (amount > 0) {
        uint32_t pgno = (uint32_t)(offset / P) + 1;
        int within = (int)(offset % P);
        int n = P - within < amount ? P - within : amount;
        int rc = read_main_page(f, pgno, scratch);
        if (rc == SQLITE_IOERR_SHORT_READ) short_read = 1;
        else if (rc != SQLITE_OK) { tpc_wipe(scratch, (size_t)P); return rc; }
        memcpy(out, scratch + within, (size_t)n);
        out += n; amount -= n; offset += n;
    }
    tpc_wipe(scratch, (size_t)P);
    return short_read ? SQLITE_IOERR_SHORT_READ : SQLITE_OK;
}

static int main_write(tpc_file *f, const unsigned char *in, int amount, sqlite3_int64 offset) {
    if (f->growth) return SQLITE_READONLY;     // another writer owns a growing file
    if (f->foreign || f->spool) return SQLITE_IOERR_WRITE;
    if (f->has_id && is_damaged(f->id)) return SQLITE_IOERR_DATA;
    if (!f->page_size) {
        // The first write to a new database fixes the page size: SQLite writes whole pages, though
        // not always page 1 first (a transaction larger than the cache spills pages early). Page 1's
        // header, when it comes, must say the same size and reserve our bytes.
        if (amount < 512 || amount > 65536 || (amount & (amount - 1)) != 0 || offset % amount != 0) return SQLITE_IOERR_WRITE;
        if (!f->has_id) {
            if (!tpc_random_bytes(f->id, TPC_ID_BYTES)) return SQLITE_IOERR_WRITE;
            f->has_id = 1;
        }
        f->page_size = amount;
    }
    const int P = f->page_size;
    if (amount != P || offset % P != 0) return SQLITE_IOERR_WRITE;
    uint32_t pgno = (uint32_t)(offset / P) + 1;
    if (pgno == 1 && (page_size_from_header(in) != P || in[20] != TPC_RESERVE_BYTES)) return SQLITE_IOERR_WRITE;
    drop_page1(f);
    unsigned char *scratch = scratch_for(f);
    if (!scratch) return SQLITE_IOERR_NOMEM;
    if (!seal_page(f->cipher, f->id, pgno, P, in, scratch)) return SQLITE_IOERR_WRITE;
    return f->real->pMethods->xWrite(f->real, scratch, P, offset);
}

// WAL geometry: a 32-byte header, then frames of a 24-byte header and one page.
static int wal_locate(tpc_file *f, sqlite3_int64 offset, uint64_t *frame, int *within) {
    const sqlite3_int64 F = (sqlite3_int64)f->page_size + FRAME_HEADER;
    if (!f->page_size || offset < WAL_HEADER) return 0;
    *frame = (uint64_t)((offset - WAL_HEADER) / F);
    *within = (int)((offset - WAL_HEADER) % F);
    return 1;
}

// SQLite's log checksum (walChecksumBytes): pairs of 32-bit words, big- or little-endian as the
// log header's magic says, summed into (s1, s2).
static void wal_checksum(int big_endian, const unsigned char *data, int count, uint32_t sums[2]) {
    uint32_t s1 = sums[0], s2 = sums[1];
    for (int i = 0; i + 8 <= count; i += 8) {
        const unsigned char *p = data + i;
        uint32_t x0 = big_endian ? get32(p) : (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
        uint32_t x1 = big_endian ? get32(p + 4) : (uint32_t)p[4] | (uint32_t)p[5] << 8 | (uint32_t)p[6] << 16 | (uint32_t)p[7] << 24;
        s1 += x0 + s2;
        s2 += x1 + s1;
    }
    sums[0] = s1;
    sums[1] = s2;
}

#define WAL_MAGIC 0x377f0682u
#define WAL_VERSION 3007000u

// Gives a log header new salts (and its checksum again), as SQLite's own restart does: every frame
// after it is then of an older generation, which recovery ignores and the damage check does not
// call damage. 0 when `header` is not a log header (left as it is).
static int retire_wal_header(unsigned char header[32]) {
    uint32_t magic = get32(header);
    if ((magic & ~1u) != WAL_MAGIC) return 0;
    put32(header + 16, get32(header + 16) + 1);
    unsigned char salt[4];
    if (!tpc_random_bytes(salt, 4)) memcpy(salt, header + 20, 4), salt[0] ^= 0x5a;
    put32(header + 20, get32(header + 20) ^ (get32(salt) | 1));
    uint32_t sums[2] = {0, 0};
    wal_checksum((int)(magic & 1), header, 24, sums);
    put32(header + 24, sums[0]);
    put32(header + 28, sums[1]);
    return 1;
}

// Reads frame `i` of the log into `frame` (P + 24 bytes), checksums unmasked, page decrypted in
// place when it authenticates. Returns an SQLite code; *authentic says whether the page number is
// one SQLite can log and the page authenticates under the key.
static int read_log_frame(tpc_file *f, unsigned char *frame, uint64_t i, int *authentic) {
    const int P = f->page_size;
    const sqlite3_int64 F = (sqlite3_int64)P + FRAME_HEADER;
    *authentic = 0;
    int rc = f->real->pMethods->xRead(f->real, frame, (int)F, WAL_HEADER + (sqlite3_int64)i * F);
    if (rc != SQLITE_OK) return rc;
    if (!mask_frame_header(f->cipher, frame, i)) return SQLITE_IOERR_READ;
    uint32_t pgno = get32(frame);
    *authentic = pgno != 0 && !is_lock_byte_page(pgno, P) && open_page(f->cipher, f->id, pgno, P, frame + FRAME_HEADER);
    return SQLITE_OK;
}

// Whether an authentic frame's stored checksum is the running checksum `sums` carried over it
// (which it then becomes).
static int frame_checksum_holds(int big_endian, const unsigned char *frame, int P, uint32_t sums[2]) {
    uint32_t next[2] = {sums[0], sums[1]};
    wal_checksum(big_endian, frame, 8, next);
    wal_checksum(big_endian, frame + FRAME_HEADER, P, next);
    int holds = next[0] == get32(frame + 16) && next[1] == get32(frame + 20);
    sums[0] = next[0];
    sums[1] = next[1];
    return holds;
}

// The log check made when SQLite recovers the log (docs/page-encryption.md, "Damage"), before it
// reads a frame: SQLite takes the first frame that fails its checks for the end of the log and
// silently drops every frame after it, which is right for a torn last write and wrong for damage.
// Damaged: a header that fails its checks while a frame of the file authenticates; a frame whose
// page, page number or salts fail while a later commit frame of the same generation (the header's
// salts) authenticates; a frame whose stored checksum alone is wrong (the next frame's checksum
// holds over the computed one). A frame that fails only on a checksum carried over changed data is
// not damage: a commit killed while rewriting the checksums of pages it wrote twice leaves that.
// Returns 0 when the log is sound or merely torn at its end, 1 when damaged, or a negated SQLite
// error code when it can't be read.
static int wal_check(tpc_file *f) {
    const int P = f->page_size;
    const sqlite3_int64 F = (sqlite3_int64)P + FRAME_HEADER;
    sqlite3_int64 size = 0;
    int rc = f->real->pMethods->xFileSize(f->real, &size);
    if (rc != SQLITE_OK) return -rc;
    if (size < WAL_HEADER + F) return 0;
    unsigned char header[WAL_HEADER];
    rc = f->real->pMethods->xRead(f->real, header, WAL_HEADER, 0);
    if (rc != SQLITE_OK) return rc == SQLITE_IOERR_SHORT_READ ? 0 : -rc;
    uint32_t magic = get32(header);
    int big_endian = (int)(magic & 1);
    uint32_t sums[2] = {0, 0};
    wal_checksum(big_endian, header, 24, sums);
    int header_ok = (magic & ~1u) == WAL_MAGIC && get32(header + 4) == WAL_VERSION && get32(header + 8) == (uint32_t)P
        && sums[0] == get32(header + 24) && sums[1] == get32(header + 28);
    unsigned char *frame = malloc((size_t)F);
    if (!frame) return -SQLITE_IOERR_NOMEM;
    int damaged = 0, broken = !header_ok, authentic = 0;
    uint64_t count = (uint64_t)((size - WAL_HEADER) / F);
    for (uint64_t i = 0; i < count && !damaged; i++) {
        rc = read_log_frame(f, frame, i, &authentic);
        if (rc != SQLITE_OK) break;
        int same_generation = header_ok && memcmp(frame + 8, header + 16, 8) == 0;
        if (broken) {
            // Past the break (or under a header that fails): a frame that still authenticates and,
            // under a sound header, is a commit frame of this generation was committed after it.
            damaged = authentic && (!header_ok || (same_generation && get32(frame + 4) != 0));
            continue;
        }
        if (!authentic || !same_generation) { broken = 1; continue; }
        if (frame_checksum_holds(big_endian, frame, P, sums)) continue;
        // Only the checksum fails: damage to the stored checksum when the next frame's holds over
        // the computed one; otherwise data changed in place (the end of the log, as SQLite says).
        if (i + 1 < count && read_log_frame(f, frame, i + 1, &authentic) == SQLITE_OK && authentic
            && memcmp(frame + 8, header + 16, 8) == 0) {
            damaged = frame_checksum_holds(big_endian, frame, P, sums);
        }
        rc = SQLITE_OK;
        break;
    }
    tpc_wipe(frame, (size_t)F);
    free(frame);
    if (rc != SQLITE_OK && !damaged) return -rc;
    return damaged;
}

static int wal_read(tpc_file *f, unsigned char *out, int amount, sqlite3_int64 offset) {
    if (offset == 0 && amount == WAL_HEADER && f->has_id && f->page_size) {
        // SQLite reads the log's header only to recover the log (or to read it without a shared
        // index): check the whole log first, while SQLite holds the locks that keep writers out.
        int check = wal_check(f);
        if (check < 0) return -check;
        if (check == 1) { mark_damaged(f->id); return SQLITE_IOERR_DATA; }
    }
    if (offset + amount <= WAL_HEADER) return f->real->pMethods->xRead(f->real, out, amount, offset);
    uint64_t frame; int within;
    if (!f->has_id || !wal_locate(f, offset, &frame, &within)) return SQLITE_IOERR_READ;
    const int P = f->page_size;
    unsigned char *scratch = scratch_for(f);
    if (!scratch) return SQLITE_IOERR_NOMEM;
    sqlite3_int64 frame_offset = offset - within;
    if (within < FRAME_HEADER && within + amount <= FRAME_HEADER) {
        // (Part of) a frame header: its checksums are stored masked.
        unsigned char header[FRAME_HEADER];
        int rc = f->real->pMethods->xRead(f->real, header, FRAME_HEADER, frame_offset);
        if (rc != SQLITE_OK) { if (rc == SQLITE_IOERR_SHORT_READ) memset(out, 0, (size_t)amount); return rc; }
        if (!mask_frame_header(f->cipher, header, frame)) return SQLITE_IOERR_READ;
        memcpy(out, header + within, (size_t)amount);
        return SQLITE_OK;
    }
    if (within == FRAME_HEADER && amount == P) {
        // A page image: read its frame header too, for the page number.
        int rc = f->real->pMethods->xRead(f->real, scratch, P + FRAME_HEADER, frame_offset);
        if (rc != SQLITE_OK) { if (rc == SQLITE_IOERR_SHORT_READ) memset(out, 0, (size_t)amount); return rc; }
        uint32_t pgno = get32(scratch);
        // SQLite never logs the lock-byte page, so a frame that names it is forged: it must not
        // get that page's exemption from authentication (it would read as zeros).
        if (pgno == 0 || is_lock_byte_page(pgno, P) || !open_page(f->cipher, f->id, pgno, P, scratch + FRAME_HEADER)) {
            tpc_wipe(scratch, (size_t)P + FRAME_HEADER);
            mark_damaged(f->id);
            return SQLITE_IOERR_DATA;
        }
        memcpy(out, scratch + FRAME_HEADER, (size_t)P);
        tpc_wipe(scratch, (size_t)P + FRAME_HEADER);
        return SQLITE_OK;
    }
    if (within == 0 && amount == P + FRAME_HEADER) {
        // A whole frame (log recovery, checksum rewrites). A frame that does not authenticate is
        // handed back with page number 0, which SQLite takes as the end of the log (as for a torn
        // write); its page is never returned.
        int rc = f->real->pMethods->xRead(f->real, out, amount, offset);
        if (rc != SQLITE_OK) return rc;
        if (!mask_frame_header(f->cipher, out, frame)) return SQLITE_IOERR_READ;
        uint32_t pgno = get32(out);
        if (pgno == 0 || is_lock_byte_page(pgno, P) || !open_page(f->cipher, f->id, pgno, P, out + FRAME_HEADER)) {
            memset(out, 0, (size_t)amount);
        }
        return SQLITE_OK;
    }
    return SQLITE_IOERR_READ;
}

static int wal_write(tpc_file *f, const unsigned char *in, int amount, sqlite3_int64 offset) {
    if (f->has_id && is_damaged(f->id)) return SQLITE_IOERR_DATA;
    if (offset + amount <= WAL_HEADER) return f->real->pMethods->xWrite(f->real, in, amount, offset);
    uint64_t frame; int within;
    if (!f->has_id || !wal_locate(f, offset, &frame, &within)) return SQLITE_IOERR_WRITE;
    const int P = f->page_size;
    if (within == 0 && amount == FRAME_HEADER) {
        unsigned char header[FRAME_HEADER];
        memcpy(header, in, FRAME_HEADER);
        if (!mask_frame_header(f->cipher, header, frame)) return SQLITE_IOERR_WRITE;
        f->header_frame = frame + 1;
        f->header_pgno = get32(in);
        return f->real->pMethods->xWrite(f->real, header, FRAME_HEADER, offset);
    }
    if (within == FRAME_HEADER && amount == P) {
        uint32_t pgno;
        if (f->header_frame == frame + 1) {
            pgno = f->header_pgno;
        } else {
            // A page rewritten in place (its header was written earlier): the header is on disk.
            unsigned char stored[4];
            int rc = f->real->pMethods->xRead(f->real, stored, 4, offset - FRAME_HEADER);
            if (rc != SQLITE_OK) return SQLITE_IOERR_WRITE;
            pgno = get32(stored);
        }
        if (pgno == 0) return SQLITE_IOERR_WRITE;
        if (pgno == 1 && (page_size_from_header(in) != P || in[20] != TPC_RESERVE_BYTES)) return SQLITE_IOERR_WRITE;
        unsigned char *scratch = scratch_for(f);
        if (!scratch) return SQLITE_IOERR_NOMEM;
        if (!seal_page(f->cipher, f->id, pgno, P, in, scratch)) return SQLITE_IOERR_WRITE;
        return f->real->pMethods->xWrite(f->real, scratch, P, offset);
    }
    return SQLITE_IOERR_WRITE;
}

static int tpc_read(sqlite3_file *file, void *out, int amount, sqlite3_int64 offset) {
    tpc_file *f = (tpc_file *)file;
    switch (f->kind) {
    case KIND_MAIN: return main_read(f, out, amount, offset);
    case KIND_WAL: return wal_read(f, out, amount, offset);
    default: return f->real->pMethods->xRead(f->real, out, amount, offset);
    }
}

static int tpc_write(sqlite3_file *file, const void *in, int amount, sqlite3_int64 offset) {
    tpc_file *f = (tpc_file *)file;
    switch (f->kind) {
    case KIND_MAIN: return main_write(f, in, amount, offset);
    case KIND_WAL: return wal_write(f, in, amount, offset);
    default:
        if (!journal_write_allowed(in, amount)) return SQLITE_IOERR_WRITE;
        return f->real->pMethods->xWrite(f->real, in, amount, offset);
    }
}

#define REAL(file) (((tpc_file *)(file))->real)

// Zeros written over what a truncation or deletion is about to free (docs/security.md,
// "Nothing earlier survives"): SQLite truncates or deletes the log only after a checkpoint has
// copied and synced its frames into the database, and truncates the database only past its last
// page, so the bytes overwritten are never needed again; they are synced before the blocks are
// freed, so a freed block holds zeros, never a page the key still opens.
static const unsigned char zero_block[65536];

// The kill harness's steps inside an overwrite (Storage sets it in a debug build; KillPoint):
// "wal.salted" (new salts synced), "wal.framesZeroed", "wal.overwritten" (all zeros, synced,
// before the truncation or unlink).
static void (*step_hook)(const char *name) = NULL;
void tpc_set_step_hook(void (*hook)(const char *name)) { step_hook = hook; }
static void step(const char *name) { if (step_hook) step_hook(name); }

static int overwrite_real(sqlite3_file *real, sqlite3_int64 from, sqlite3_int64 to) {
    for (sqlite3_int64 at = from; at < to;) {
        int amount = (int)(to - at < (sqlite3_int64)sizeof zero_block ? to - at : (sqlite3_int64)sizeof zero_block);
        int rc = real->pMethods->xWrite(real, zero_block, amount, at);
        if (rc != SQLITE_OK) return rc;
        at += amount;
    }
    return from < to ? real->pMethods->xSync(real, SQLITE_SYNC_NORMAL) : SQLITE_OK;
}

static int tpc_truncate(sqlite3_file *file, sqlite3_int64 size) {
    tpc_file *f = (tpc_file *)file;
    if (f->spool || f->growth) return SQLITE_READONLY;
    if (f->kind != KIND_JOURNAL && f->has_id && is_damaged(f->id)) return SQLITE_IOERR_DATA;
    if (f->kind == KIND_MAIN || f->kind == KIND_WAL) {
        sqlite3_int64 current = 0;
        sqlite3_file *real = REAL(file);
        int rc = real->pMethods->xFileSize(real, &current);
        if (rc == SQLITE_OK && current > size && f->kind == KIND_WAL && size < WAL_HEADER && current >= WAL_HEADER) {
            // The whole log goes: new salts first (a kill from here on leaves a log of stale
            // frames, read as empty), then the frames, then the header itself.
            unsigned char header[WAL_HEADER];
            rc = real->pMethods->xRead(real, header, WAL_HEADER, 0);
            if (rc == SQLITE_OK && retire_wal_header(header)) {
                rc = real->pMethods->xWrite(real, header, WAL_HEADER, 0);
                if (rc == SQLITE_OK) rc = real->pMethods->xSync(real, SQLITE_SYNC_NORMAL);
                if (rc == SQLITE_OK) step("wal.salted");
            }
            if (rc == SQLITE_OK) rc = overwrite_real(real, WAL_HEADER, current);
            if (rc == SQLITE_OK) step("wal.framesZeroed");
            if (rc == SQLITE_OK) rc = overwrite_real(real, size, WAL_HEADER);
            if (rc == SQLITE_OK) step("wal.overwritten");
        } else if (rc == SQLITE_OK && current > size) {
            // Past the new end only: a log's frames there are of an older generation (SQLite cut
            // it after a restart), a database's pages past its last.
            rc = overwrite_real(real, size, current);
        }
        if (rc != SQLITE_OK) return rc;
    }
    return REAL(file)->pMethods->xTruncate(REAL(file), size);
}

// Zeros over [from, to) of `fd`, synced; 0 or the errno.
static int overwrite_fd(int fd, off_t from, off_t to) {
    for (off_t at = from; at < to;) {
        size_t amount = to - at < (off_t)sizeof zero_block ? (size_t)(to - at) : sizeof zero_block;
        ssize_t written = pwrite(fd, zero_block, amount, at);
        if (written < 0) { if (errno != EINTR) return errno; }
        else at += written;
    }
    return from < to && fdatasync(fd) != 0 ? errno : 0;
}

static int overwrite_path(const char *path, int log) {
    int fd = open(path, (log ? O_RDWR : O_WRONLY) | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0) return errno == ENOENT ? 0 : errno;
    struct stat info;
    int error = 0;
    if (fstat(fd, &info) != 0) error = errno;
    else if (S_ISREG(info.st_mode)) {
        off_t start = 0;
        unsigned char header[WAL_HEADER];
        // A log: new salts first, then the frames, then the header (as tpc_truncate).
        if (log && info.st_size >= WAL_HEADER && pread(fd, header, WAL_HEADER, 0) == WAL_HEADER && retire_wal_header(header)) {
            if (pwrite(fd, header, WAL_HEADER, 0) != WAL_HEADER || fdatasync(fd) != 0) error = errno ? errno : EIO;
            else { start = WAL_HEADER; step("wal.salted"); }
        }
        if (error == 0) error = overwrite_fd(fd, start, info.st_size);
        if (error == 0 && log) step("wal.framesZeroed");
        if (error == 0) error = overwrite_fd(fd, 0, start);
        if (error == 0 && log) step("wal.overwritten");
    }
    close(fd);
    return error;
}

int tpc_overwrite_file(const char *path) { return overwrite_path(path, 0); }
static int tpc_sync(sqlite3_file *file, int flags) { return REAL(file)->pMethods->xSync(REAL(file), flags); }
static int tpc_file_size(sqlite3_file *file, sqlite3_int64 *size) {
    tpc_file *f = (tpc_file *)file;
    int rc = file_size(f, size);
    // A spool's pages are stored 28 bytes longer than SQLite sees them.
    if (rc == SQLITE_OK && f->spool) *size = *size / (f->page_size + TPC_RESERVE_BYTES) * f->page_size;
    return rc;
}
static int tpc_lock(sqlite3_file *file, int level) { return REAL(file)->pMethods->xLock(REAL(file), level); }
static int tpc_unlock(sqlite3_file *file, int level) { return REAL(file)->pMethods->xUnlock(REAL(file), level); }
static int tpc_check_reserved(sqlite3_file *file, int *out) { return REAL(file)->pMethods->xCheckReservedLock(REAL(file), out); }
static int tpc_sector_size(sqlite3_file *file) { return REAL(file)->pMethods->xSectorSize(REAL(file)); }
static int tpc_device(sqlite3_file *file) { return REAL(file)->pMethods->xDeviceCharacteristics(REAL(file)); }
// The descriptor this process already holds on the file `target` describes (the unix VFS's one
// on the WAL index), found by device and inode among its open files; -1 when there is none. Never
// a descriptor opened here: closing any descriptor of a file drops every POSIX lock the process
// holds on it, SQLite's WAL-index locks included.
static int held_descriptor(const struct stat *target) {
    int found = -1;
    DIR *dir = opendir("/proc/self/fd");
    if (dir) {
        struct dirent *entry;
        while (found < 0 && (entry = readdir(dir)) != NULL) {
            char *end = NULL;
            long fd = strtol(entry->d_name, &end, 10);
            if (end == entry->d_name || *end != '\0' || fd == dirfd(dir)) continue;
            struct stat info;
            if (fstat((int)fd, &info) == 0 && info.st_dev == target->st_dev && info.st_ino == target->st_ino) found = (int)fd;
        }
        closedir(dir);
        return found;
    }
    // No /proc: the low descriptors, where a short-lived process keeps its files.
    for (int fd = 0; fd < 4096 && found < 0; fd++) {
        struct stat info;
        if (fstat(fd, &info) == 0 && info.st_dev == target->st_dev && info.st_ino == target->st_ino) found = fd;
    }
    return found;
}

// The WAL index (`-shm`) is shared memory: SQLite's unix VFS maps it and writes it through the
// mapping. When it grows the file it writes one byte per 4 KiB, which on a file system with
// smaller blocks (1 KiB ext4) leaves the other blocks of each page unallocated; the first store
// into them then needs a block, and on a full disk the kernel answers with SIGBUS, killing the
// process in the middle of a read transaction. So every region mapped is allocated for real first
// (fallocate, keeping the size): a disk without room for it is SQLITE_FULL (`diskFull`), before
// anything is written through the mapping. A file system without fallocate keeps the old behaviour.
static int allocate_shm_region(tpc_file *f, int region, int size) {
    if (!f->name) return SQLITE_OK;
    size_t length = strlen(f->name);
    char *path = malloc(length + 5);
    if (!path) return SQLITE_NOMEM;
    memcpy(path, f->name, length);
    memcpy(path + length, "-shm", 5);
    struct stat target;
    int known = stat(path, &target) == 0;
    free(path);
    if (!known) return SQLITE_OK;
    int fd = held_descriptor(&target);
    if (fd < 0) return SQLITE_OK;
    int result;
    do {
        result = fallocate(fd, FALLOC_FL_KEEP_SIZE, (off_t)region * size, size);
    } while (result != 0 && errno == EINTR);
    if (result == 0) return SQLITE_OK;
    return errno == ENOSPC || errno == EDQUOT ? SQLITE_FULL : SQLITE_OK;
}

static int tpc_shm_map(sqlite3_file *file, int region, int size, int extend, void volatile **out) {
    int rc = REAL(file)->pMethods->xShmMap(REAL(file), region, size, extend, out);
    if (rc != SQLITE_OK || *out == NULL) return rc;
    rc = allocate_shm_region((tpc_file *)file, region, size);
    // SQLite keeps the pointer it is given and maps no more: it must not get one it can't write.
    if (rc != SQLITE_OK) *out = NULL;
    return rc;
}
static int tpc_shm_lock(sqlite3_file *file, int offset, int n, int flags) {
    return REAL(file)->pMethods->xShmLock(REAL(file), offset, n, flags);
}
static void tpc_shm_barrier(sqlite3_file *file) { REAL(file)->pMethods->xShmBarrier(REAL(file)); }
static int tpc_shm_unmap(sqlite3_file *file, int delete_flag) { return REAL(file)->pMethods->xShmUnmap(REAL(file), delete_flag); }

static int tpc_file_control(sqlite3_file *file, int op, void *arg) {
    tpc_file *f = (tpc_file *)file;
    if (op == SQLITE_FCNTL_VFSNAME) {
        *(char **)arg = sqlite3_mprintf("%s", tpc_vfs_name);
        return SQLITE_OK;
    }
    return f->real->pMethods->xFileControl(f->real, op, arg);
}

// Memory-mapped reads would hand SQLite the stored (encrypted) bytes: always decline.
static int tpc_fetch(sqlite3_file *file, sqlite3_int64 offset, int amount, void **out) {
    (void)file; (void)offset; (void)amount;
    *out = NULL;
    return SQLITE_OK;
}
static int tpc_unfetch(sqlite3_file *file, sqlite3_int64 offset, void *pointer) {
    (void)file; (void)offset; (void)pointer;
    return SQLITE_OK;
}

static const sqlite3_io_methods tpc_methods = {
    3, tpc_close, tpc_read, tpc_write, tpc_truncate, tpc_sync, tpc_file_size, tpc_lock, tpc_unlock,
    tpc_check_reserved, tpc_file_control, tpc_sector_size, tpc_device, tpc_shm_map, tpc_shm_lock,
    tpc_shm_barrier, tpc_shm_unmap, tpc_fetch, tpc_unfetch
};

// The key check of every open (docs/page-encryption.md, "Checks at open"), made here on the file
// SQLite has just opened, with the cipher it will use: page 1 must authenticate under the key; when
// it does not, a page 2 that does proves the key right and page 1 damaged. A file that fails is
// read and written no further (`foreign`); the opener reads the result with tpc_key_result.
static int check_key_at_open(tpc_file *f) {
    const int P = f->page_size;
    unsigned char *page = scratch_for(f);
    if (!page) return SQLITE_NOMEM;
    int rc = real_read(f, page, P, 0);
    if (rc != SQLITE_OK && rc != SQLITE_IOERR_SHORT_READ) return rc;
    unsigned char *kept = rc == SQLITE_OK ? malloc(2 * (size_t)P) : NULL;
    if (kept) memcpy(kept, page, (size_t)P);
    if (rc == SQLITE_OK && open_page(f->cipher, f->id, 1, P, page)) {
        f->key_check = TPC_KEY_OK;
        if (kept) { memcpy(kept + P, page, (size_t)P); f->page1 = kept; kept = NULL; }
    } else if (rc == SQLITE_IOERR_SHORT_READ) {
        // The header looked encrypted but the file ends inside page 1: damaged, whatever the key.
        f->key_check = TPC_KEY_DAMAGED;
        f->foreign = 1;
        rc = SQLITE_OK;
    } else {
        rc = real_read(f, page, P, P);
        if (rc != SQLITE_OK && rc != SQLITE_IOERR_SHORT_READ) {
            if (kept) { tpc_wipe(kept, 2 * (size_t)P); free(kept); }
            tpc_wipe(page, (size_t)P);
            return rc;
        }
        f->key_check = rc == SQLITE_OK && open_page(f->cipher, f->id, 2, P, page) ? TPC_KEY_DAMAGED : TPC_KEY_REJECTED;
        if (f->key_check == TPC_KEY_REJECTED) {
            // Pages 1 and 2 both fail: a wrong key, or damage to both. Any later page that
            // authenticates proves the key right (the whole file is read only on this path).
            sqlite3_int64 size = 0;
            uint32_t pages = file_size(f, &size) == SQLITE_OK ? (uint32_t)(size / P) : 0;
            for (uint32_t pgno = 3; pgno <= pages && f->key_check == TPC_KEY_REJECTED; pgno++) {
                if (is_lock_byte_page(pgno, P)) continue;
                if (real_read(f, page, P, (sqlite3_int64)(pgno - 1) * P) != SQLITE_OK) break;
                if (open_page(f->cipher, f->id, pgno, P, page)) f->key_check = TPC_KEY_DAMAGED;
            }
        }
        f->foreign = 1;
        rc = SQLITE_OK;
    }
    if (kept) { tpc_wipe(kept, 2 * (size_t)P); free(kept); }
    tpc_wipe(page, (size_t)P);
    return SQLITE_OK;
}

static int open_main(tpc_file *f, const char *name, int flags) {
    const char *token_text = sqlite3_uri_parameter(name, tpc_key_parameter);
    unsigned char key[TPC_KEY_BYTES];
    if (!token_text) return SQLITE_CANTOPEN;
    uint64_t token = strtoull(token_text, NULL, 10);
    if (!take_key(token, key)) return SQLITE_CANTOPEN;
    f->cipher = cipher_from_database_key(key);
    tpc_wipe(key, sizeof key);
    if (!f->cipher) return SQLITE_NOMEM;
    sqlite3_int64 spool_page_size = sqlite3_uri_int64(name, "tpc-spool", 0);
    const char *growth_text = sqlite3_uri_parameter(name, tpc_growth_parameter);
    if (growth_text) {
        if (!(flags & SQLITE_OPEN_READONLY) || !sqlite3_uri_boolean(name, "immutable", 0)) return SQLITE_CANTOPEN;
        pthread_mutex_lock(&growth_mutex);
        f->growth = find_growth_locked(strtoull(growth_text, NULL, 10));
        if (f->growth) f->growth->references++;
        pthread_mutex_unlock(&growth_mutex);
        if (!f->growth) return SQLITE_CANTOPEN;
    }
    sqlite3_int64 size = 0;
    int rc = file_size(f, &size);
    if (rc != SQLITE_OK) return rc;
    if (spool_page_size > 0) {
        if (spool_page_size < 512 || spool_page_size > 65536 || (spool_page_size & (spool_page_size - 1)) != 0
            || !(flags & SQLITE_OPEN_READONLY)) return SQLITE_CANTOPEN;
        f->spool = 1;
        f->page_size = (int)spool_page_size;
        f->has_id = 1;
    } else if (size > 0) {
        unsigned char header[PAGE1_PLAIN];
        rc = real_read(f, header, PAGE1_PLAIN, 0);
        if (rc == SQLITE_OK && looks_encrypted(header)) {
            memcpy(f->id, header, TPC_ID_BYTES);
            f->has_id = 1;
            f->page_size = page_size_from_header(header);
            rc = check_key_at_open(f);
            if (rc != SQLITE_OK) return rc;
        } else if (rc == SQLITE_OK || rc == SQLITE_IOERR_SHORT_READ) {
            f->foreign = 1;
            f->key_check = TPC_KEY_DAMAGED;
        } else {
            return rc;
        }
    }
    if (f->key_check != TPC_KEY_OK) record_key_check(token, f->key_check);
    f->name = name;
    pthread_mutex_lock(&mains_mutex);
    f->next = open_mains;
    open_mains = f;
    pthread_mutex_unlock(&mains_mutex);
    return SQLITE_OK;
}

// The log belongs to the main file SQLite opened with the same name block (same pointer).
static int open_wal(tpc_file *f, const char *name) {
    const char *database = sqlite3_filename_database(name);
    int rc = SQLITE_CANTOPEN;
    pthread_mutex_lock(&mains_mutex);
    for (tpc_file *m = open_mains; m; m = m->next) {
        if (m->name != database) continue;
        f->cipher = cipher_retain(m->cipher);
        memcpy(f->id, m->id, TPC_ID_BYTES);
        f->has_id = m->has_id;
        f->page_size = m->page_size;
        rc = SQLITE_OK;
        break;
    }
    pthread_mutex_unlock(&mains_mutex);
    return rc;
}

static int tpc_open(sqlite3_vfs *vfs, sqlite3_filename name, sqlite3_file *file, int flags, int *out_flags) {
    (void)vfs;
    tpc_file *f = (tpc_file *)file;
    memset(f, 0, sizeof *f);
    f->real = (sqlite3_file *)(f + 1);
    // Only the database, its log and header-only rollback journals are ever stored. Temporary
    // databases, statement journals and sorter spills are refused: the connection keeps them in
    // memory (temp_store=MEMORY), so nothing else can reach the disk.
    if (!name || !(flags & (SQLITE_OPEN_MAIN_DB | SQLITE_OPEN_WAL | SQLITE_OPEN_MAIN_JOURNAL))) return SQLITE_CANTOPEN;
    f->kind = (flags & SQLITE_OPEN_MAIN_DB) ? KIND_MAIN : (flags & SQLITE_OPEN_WAL) ? KIND_WAL : KIND_JOURNAL;
    int rc = base_vfs->xOpen(base_vfs, name, f->real, flags, out_flags);
    if (rc != SQLITE_OK) { f->real->pMethods = NULL; return rc; }
    rc = f->kind == KIND_MAIN ? open_main(f, name, flags) : f->kind == KIND_WAL ? open_wal(f, name) : SQLITE_OK;
    if (rc != SQLITE_OK) {
        f->real->pMethods->xClose(f->real);
        f->real->pMethods = NULL;
        cipher_free(f->cipher);
        f->cipher = NULL;
        drop_growth(f);
        drop_page1(f);
        if (f->scratch) { tpc_wipe(f->scratch, (size_t)f->page_size + FRAME_HEADER + TPC_RESERVE_BYTES); free(f->scratch); }
        f->scratch = NULL;
        return rc;
    }
    f->base.pMethods = &tpc_methods;
    return SQLITE_OK;
}

// A log is overwritten before it is unlinked (SQLite deletes it only after the last connection's
// checkpoint), so its freed blocks hold zeros. Other files (journals) hold no page image.
static int tpc_delete(sqlite3_vfs *v, const char *n, int s) {
    (void)v;
    size_t length = n ? strlen(n) : 0;
    if (length > 4 && memcmp(n + length - 4, "-wal", 4) == 0 && overwrite_path(n, 1) != 0) return SQLITE_IOERR_DELETE;
    return base_vfs->xDelete(base_vfs, n, s);
}
static int tpc_access(sqlite3_vfs *v, const char *n, int f, int *o) { (void)v; return base_vfs->xAccess(base_vfs, n, f, o); }
static int tpc_full_pathname(sqlite3_vfs *v, const char *n, int size, char *out) { (void)v; return base_vfs->xFullPathname(base_vfs, n, size, out); }
static void *tpc_dl_open(sqlite3_vfs *v, const char *n) { (void)v; return base_vfs->xDlOpen(base_vfs, n); }
static void tpc_dl_error(sqlite3_vfs *v, int n, char *out) { (void)v; base_vfs->xDlError(base_vfs, n, out); }
static void (*tpc_dl_sym(sqlite3_vfs *v, void *h, const char *s))(void) { (void)v; return base_vfs->xDlSym(base_vfs, h, s); }
static void tpc_dl_close(sqlite3_vfs *v, void *h) { (void)v; base_vfs->xDlClose(base_vfs, h); }
static int tpc_randomness(sqlite3_vfs *v, int n, char *out) { (void)v; return base_vfs->xRandomness(base_vfs, n, out); }
static int tpc_sleep(sqlite3_vfs *v, int us) { (void)v; return base_vfs->xSleep(base_vfs, us); }
static int tpc_current_time(sqlite3_vfs *v, double *out) { (void)v; return base_vfs->xCurrentTime(base_vfs, out); }
static int tpc_last_error(sqlite3_vfs *v, int n, char *out) { (void)v; return base_vfs->xGetLastError(base_vfs, n, out); }
static int tpc_current_time64(sqlite3_vfs *v, sqlite3_int64 *out) { (void)v; return base_vfs->xCurrentTimeInt64(base_vfs, out); }

static void register_vfs(void) {
    base_vfs = sqlite3_vfs_find(NULL);
    if (!base_vfs || base_vfs->iVersion < 2) { register_result = SQLITE_ERROR; return; }
    tpc_vfs.iVersion = 2;
    tpc_vfs.szOsFile = (int)sizeof(tpc_file) + base_vfs->szOsFile;
    tpc_vfs.mxPathname = base_vfs->mxPathname;
    tpc_vfs.zName = tpc_vfs_name;
    tpc_vfs.xOpen = tpc_open;
    tpc_vfs.xDelete = tpc_delete;
    tpc_vfs.xAccess = tpc_access;
    tpc_vfs.xFullPathname = tpc_full_pathname;
    tpc_vfs.xDlOpen = tpc_dl_open;
    tpc_vfs.xDlError = tpc_dl_error;
    tpc_vfs.xDlSym = tpc_dl_sym;
    tpc_vfs.xDlClose = tpc_dl_close;
    tpc_vfs.xRandomness = tpc_randomness;
    tpc_vfs.xSleep = tpc_sleep;
    tpc_vfs.xCurrentTime = tpc_current_time;
    tpc_vfs.xGetLastError = tpc_last_error;
    tpc_vfs.xCurrentTimeInt64 = tpc_current_time64;
    register_result = sqlite3_vfs_register(&tpc_vfs, 0);
}

int tpc_register(void) {
    pthread_once(&register_once, register_vfs);
    return register_result;
}

// ---------------------------------------------------------------------------------------------
// The full damage check

int64_t tpc_check_pages(const char *path, const unsigned char key[TPC_KEY_BYTES], uint32_t *bad, int max_bad,
                        void (*progress)(uint32_t done, uint32_t total, void *context), void *context, int *error) {
    if (error) *error = 0;
    if (!algorithms_ready()) return -1;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) { if (error) *error = errno; return -1; }
    unsigned char header[PAGE1_PLAIN];
    struct stat info;
    if (fstat(fd, &info) != 0 || read_fully(fd, header, sizeof header, 0) != (ssize_t)sizeof header || !looks_encrypted(header)) {
        if (error) *error = errno;
        close(fd);
        return -1;
    }
    const int P = page_size_from_header(header);
    unsigned char id[TPC_ID_BYTES];
    memcpy(id, header, TPC_ID_BYTES);
    unsigned char *page = malloc((size_t)P);
    cipher *c = cipher_from_database_key(key);
    if (!page || !c) {
        free(page);
        cipher_free(c);
        close(fd);
        if (error) *error = ENOMEM;
        return -1;
    }
    const uint32_t total = (uint32_t)((info.st_size + P - 1) / P);
    int64_t failed = 0;
    for (uint32_t pgno = 1; pgno <= total; pgno++) {
        ssize_t n = read_fully(fd, page, (size_t)P, (off_t)(pgno - 1) * P);
        int ok = n == P && open_page(c, id, pgno, P, page);
        if (!ok) {
            if (bad && failed < max_bad) bad[failed] = pgno;
            failed++;
        }
        if (progress) progress(pgno, total, context);
    }
    tpc_wipe(page, (size_t)P);
    free(page);
    cipher_free(c);
    close(fd);
    if (failed > 0) mark_damaged(id);
    return failed;
}
