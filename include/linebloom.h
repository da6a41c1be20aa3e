/*
 * linebloom: a blocked Bloom filter (one 64-byte cache line per key, SIMD picked at run time).
 * C ABI of the Rust crate, built with its `capi` feature:
 *
 *   cargo rustc --lib --release --no-default-features --features capi \
 *       --crate-type cdylib,staticlib
 *   cc -Iinclude app.c target/release/liblinebloom.a -lpthread -ldl -lm
 *
 * Conventions:
 *   - Every function but lb_filter_free, lb_last_error and lb_version returns an lb_status;
 *     LB_OK (0) is success, and results come back through out pointers.
 *   - After a failure, lb_last_error() gives a one-line message for the calling thread.
 *   - A null pointer where a value is needed is LB_ERR_NULL, never a crash. No Rust panic
 *     crosses this boundary (one would be a bug, reported as LB_ERR_PANIC).
 *   - A handle may be read (contains, stats, save, to_bytes) from several threads at once;
 *     inserting needs the caller to exclude every other use of that handle.
 *   - Integer keys (the _u64 calls) hash as their 8 little-endian bytes, so lb_filter_insert_u64
 *     and lb_filter_insert of those 8 bytes are the same key; the Rust API and the linebloom CLI
 *     (`build --binary`) agree.
 *   - One key encoding on every surface (FORMAT.md "Keys"): an integer is its value widened to
 *     64 bits. Pass a narrower C integer through the _u64 calls widened the way its type
 *     widens: (uint64_t)(int64_t)x for a signed int32_t x, (uint64_t)x for an unsigned one. Then
 *     it is the same key as that value in Rust (any width), Arrow, SQL and Python.
 */
#ifndef LINEBLOOM_H
#define LINEBLOOM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum lb_status {
    LB_OK = 0,
    LB_ERR_NULL = 1,              /* a required pointer was null */
    LB_ERR_INVALID_PARAMETER = 2, /* expected items, fpr or bits per key out of range */
    LB_ERR_TOO_LARGE = 3,         /* more memory than can be had */
    LB_ERR_IO = 4,                /* a file could not be opened, read, written or renamed */
    LB_ERR_TRUNCATED = 5,         /* a file or image ends early */
    LB_ERR_BAD_MAGIC = 6,         /* not a linebloom file or image */
    LB_ERR_UNSUPPORTED = 7,       /* a newer format version, layout or hash */
    LB_ERR_CORRUPT_HEADER = 8,    /* header checksum or fields damaged */
    LB_ERR_CORRUPT_BLOCKS = 9,    /* block checksum mismatch */
    LB_ERR_MISALIGNED = 10,       /* lb_filter_view_bytes: image not 64-byte aligned */
    LB_ERR_INCOMPATIBLE = 11,     /* filters of different shapes combined */
    LB_ERR_READ_ONLY = 12,        /* insert into a mapped or borrowed filter */
    LB_ERR_BUFFER_TOO_SMALL = 13, /* lb_filter_to_bytes: *len says how much is needed */
    LB_ERR_PANIC = 14,            /* an internal error: a linebloom bug */
    LB_ERR_OTHER = 15
} lb_status;

/* An opaque filter handle: owned (new, load, from_bytes), mapped (open) or a view of the
 * caller's memory (view_bytes). Free every handle with lb_filter_free. */
typedef struct lb_filter lb_filter;

/* The calling thread's last error message ("" if none); valid until its next failing call. */
const char *lb_last_error(void);
/* The library version, e.g. "0.1.0" (static storage). */
const char *lb_version(void);

/* A filter for expected_items keys at false-positive rate fpr (0 < fpr < 1). */
int lb_filter_new_fpr(uint64_t expected_items, double fpr, uint64_t seed, lb_filter **out);
/* A filter for expected_items keys with bits_per_key bits each (1 to 256). */
int lb_filter_new_bits_per_key(uint64_t expected_items, double bits_per_key, uint64_t seed,
                               lb_filter **out);
/* How a filter lays out a key's bits (the file format's layout ids, FORMAT.md). */
typedef enum lb_layout {
    LB_LAYOUT_BLOCKED = 1,    /* the default: k bits in distinct lanes of one 64-byte block */
    LB_LAYOUT_SPLIT_BLOCK = 4 /* Parquet's split block Bloom filter: 8 bits, one per lane of a
                                 32-byte block; faster per key, higher FPR per bit */
} lb_layout;

/* A filter of layout `layout` (an lb_layout) for expected_items keys, sized by exactly one of fpr
 * and bits_per_key (pass 0 for the other). */
int lb_filter_new_layout(uint64_t expected_items, double fpr, double bits_per_key, uint64_t seed,
                         int layout, lb_filter **out);
/* lb_filter_new_layout with num_hashes bits set per key: 1 to 16 for LB_LAYOUT_BLOCKED, 1 to 8
 * for LB_LAYOUT_SPLIT_BLOCK (8 is Parquet's; fewer lanes of the 8 give a lower false-positive
 * rate below about 12 bits per key, but the bits are then no longer Parquet's), or 0 for the
 * layout's default. */
int lb_filter_new_hashes(uint64_t expected_items, double fpr, double bits_per_key, uint64_t seed,
                         int layout, uint32_t num_hashes, lb_filter **out);
/* A split-block filter holding a Parquet split block Bloom filter's bitset (the len bytes after
 * its Thrift header; a non-zero multiple of 64). Probe it with lb_filter_contains_hash and
 * Parquet's hashes (xxHash64, seed 0, of the value's plain encoding). */
int lb_filter_from_parquet_bitset(const uint8_t *bitset, size_t len, lb_filter **out);
/* *layout = the filter's layout, an lb_layout value. */
int lb_filter_layout(const lb_filter *f, int *layout);

/* Frees a handle; null is a no-op. */
void lb_filter_free(lb_filter *f);

/* Inserts a key of len bytes (key may be null when len is 0). LB_ERR_READ_ONLY on a mapped or
 * borrowed filter. */
int lb_filter_insert(lb_filter *f, const void *key, size_t len);
int lb_filter_insert_u64(lb_filter *f, uint64_t key);

/* Keys by the caller's own 64-bit hash (no hashing inside): the same key must always come with
 * the same hash. These and the keyed calls are two key spaces: a key inserted by hash is found
 * by that hash, not by its bytes. */
int lb_filter_insert_hash(lb_filter *f, uint64_t hash);
int lb_filter_contains_hash(const lb_filter *f, uint64_t hash, bool *maybe);

/* *maybe = whether the key may have been inserted (false: it certainly was not). */
int lb_filter_contains(const lb_filter *f, const void *key, size_t len, bool *maybe);
int lb_filter_contains_u64(const lb_filter *f, uint64_t key, bool *maybe);
/* Batched lookups, hashed and prefetched in chunks: out[i] for keys[i], i < n. */
int lb_filter_contains_u64_batch(const lb_filter *f, const uint64_t *keys, size_t n, bool *out);
int lb_filter_contains_batch(const lb_filter *f, const uint8_t *const *keys, const size_t *lens,
                             size_t n, bool *out);

/* Bytes of the bit array, bits set per key, keys inserted; any out pointer may be null. */
int lb_filter_stats(const lb_filter *f, uint64_t *size_bytes, uint32_t *num_hashes,
                    uint64_t *insert_count);

/* Files (FORMAT.md): save writes atomically (a temporary file renamed into place); load copies
 * the file into memory and checks every checksum. */
int lb_filter_save(const lb_filter *f, const char *path);
int lb_filter_load(const char *path, lb_filter **out);
/* Maps the file zero-copy, read only, checking its header only. While the handle lives the file
 * must not be truncated or modified in place (that makes lookups fault with SIGBUS); replacing
 * it by renaming a new file over its name, as lb_filter_save does, is safe. */
int lb_filter_open(const char *path, lb_filter **out);

/* Embedded images (FORMAT.md, "Embedded images"): a 64-byte header and the blocks, for a filter
 * stored inside another file. to_bytes writes the image into buf when cap is large enough and
 * always sets *len to its size; with a smaller cap (or buf null) it returns
 * LB_ERR_BUFFER_TOO_SMALL, so one call with cap 0 sizes the buffer. */
int lb_filter_to_bytes(const lb_filter *f, uint8_t *buf, size_t cap, size_t *len);
/* Copies a filter out of an image of exactly len bytes, at any alignment; checks every
 * checksum. */
int lb_filter_from_bytes(const uint8_t *image, size_t len, lb_filter **out);
/* A zero-copy, read-only handle over an image of exactly len bytes that starts on a 64-byte
 * boundary (else LB_ERR_MISALIGNED); checks the header only. The bytes must stay allocated and
 * unchanged until the handle is freed. */
int lb_filter_view_bytes(const uint8_t *image, size_t len, lb_filter **out);

#ifdef __cplusplus
}
#endif

#endif /* LINEBLOOM_H */
