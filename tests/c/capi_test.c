/* The C ABI end to end: every call, its error paths, and a zero-copy image. Built and run by
 * .ci/capi-test.sh against the static library, with AddressSanitizer where the compiler has it. */
#include "linebloom.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int failures = 0;

#define CHECK(cond)                                                                 \
    do {                                                                            \
        if (!(cond)) {                                                              \
            fprintf(stderr, "%s:%d: CHECK(%s) failed; last error: %s\n", __FILE__, \
                    __LINE__, #cond, lb_last_error());                              \
            failures++;                                                             \
        }                                                                           \
    } while (0)

#define N 10000

static void test_create_insert_contains(void) {
    lb_filter *f = NULL;
    CHECK(lb_filter_new_fpr(N, 0.01, 7, &f) == LB_OK && f != NULL);
    for (uint64_t i = 0; i < N; i++) CHECK(lb_filter_insert_u64(f, i) == LB_OK);
    CHECK(lb_filter_insert(f, "alice", 5) == LB_OK);
    CHECK(lb_filter_insert(f, NULL, 0) == LB_OK); /* the empty key */

    bool maybe = false;
    CHECK(lb_filter_contains(f, "alice", 5, &maybe) == LB_OK && maybe);
    CHECK(lb_filter_contains(f, NULL, 0, &maybe) == LB_OK && maybe);
    CHECK(lb_filter_contains_u64(f, 17, &maybe) == LB_OK && maybe);

    /* A u64 key is its 8 little-endian bytes. */
    uint64_t k = 42;
    unsigned char le[8];
    for (int i = 0; i < 8; i++) le[i] = (unsigned char)(k >> (8 * i));
    CHECK(lb_filter_contains(f, le, 8, &maybe) == LB_OK && maybe);

    /* Batches agree with single lookups; absent keys are mostly "no" (fpr 1%). */
    static uint64_t keys[2 * N];
    static bool out[2 * N];
    for (uint64_t i = 0; i < 2 * N; i++) keys[i] = i;
    CHECK(lb_filter_contains_u64_batch(f, keys, 2 * N, out) == LB_OK);
    size_t hits_absent = 0;
    for (uint64_t i = 0; i < 2 * N; i++) {
        bool one = false;
        lb_filter_contains_u64(f, i, &one);
        CHECK(out[i] == one);
        if (i < N) CHECK(out[i]);
        else hits_absent += out[i];
    }
    CHECK(hits_absent < N / 20);

    const uint8_t *bkeys[3] = {(const uint8_t *)"alice", (const uint8_t *)"bob", NULL};
    size_t lens[3] = {5, 3, 0};
    bool bout[3] = {false, false, false};
    CHECK(lb_filter_contains_batch(f, bkeys, lens, 3, bout) == LB_OK);
    CHECK(bout[0] && bout[2]);
    bool bob = false;
    lb_filter_contains(f, "bob", 3, &bob);
    CHECK(bout[1] == bob);

    uint64_t size = 0, inserted = 0;
    uint32_t k_hashes = 0;
    CHECK(lb_filter_stats(f, &size, &k_hashes, &inserted) == LB_OK);
    CHECK(size > 0 && size % 64 == 0 && k_hashes >= 1 && k_hashes <= 16 && inserted == N + 2);
    CHECK(lb_filter_stats(f, NULL, NULL, NULL) == LB_OK);
    lb_filter_free(f);

    CHECK(lb_filter_new_bits_per_key(1000, 12.0, 0, &f) == LB_OK);
    CHECK(lb_filter_insert_u64(f, 1) == LB_OK);
    CHECK(lb_filter_contains_u64(f, 1, &maybe) == LB_OK && maybe);
    lb_filter_free(f);
    lb_filter_free(NULL);
}

static void test_errors(void) {
    lb_filter *f = NULL;
    CHECK(lb_filter_new_fpr(0, 0.01, 0, &f) == LB_ERR_INVALID_PARAMETER && f == NULL);
    CHECK(strlen(lb_last_error()) > 0);
    CHECK(lb_filter_new_fpr(100, 1.5, 0, &f) == LB_ERR_INVALID_PARAMETER);
    CHECK(lb_filter_new_fpr(100, -0.1, 0, &f) == LB_ERR_INVALID_PARAMETER);
    CHECK(lb_filter_new_bits_per_key(100, 0.5, 0, &f) == LB_ERR_INVALID_PARAMETER);
    CHECK(lb_filter_new_fpr(100, 0.01, 0, NULL) == LB_ERR_NULL);
    CHECK(strstr(lb_last_error(), "null") != NULL);
    CHECK(lb_filter_insert(NULL, "x", 1) == LB_ERR_NULL);
    CHECK(lb_filter_insert_u64(NULL, 1) == LB_ERR_NULL);
    bool maybe;
    CHECK(lb_filter_contains(NULL, "x", 1, &maybe) == LB_ERR_NULL);
    CHECK(lb_filter_contains_u64(NULL, 1, &maybe) == LB_ERR_NULL);

    CHECK(lb_filter_new_fpr(100, 0.01, 0, &f) == LB_OK);
    CHECK(lb_filter_insert(f, NULL, 3) == LB_ERR_NULL);
    CHECK(lb_filter_contains(f, "x", 1, NULL) == LB_ERR_NULL);
    CHECK(lb_filter_contains_u64_batch(f, NULL, 4, &maybe) == LB_ERR_NULL);
    CHECK(lb_filter_contains_u64_batch(f, NULL, 0, NULL) == LB_OK);
    CHECK(lb_filter_contains_batch(f, NULL, NULL, 2, NULL) == LB_ERR_NULL);
    CHECK(lb_filter_save(f, NULL) == LB_ERR_NULL);
    CHECK(lb_filter_save(f, "/nonexistent-dir/x.lbf") == LB_ERR_IO);
    CHECK(strstr(lb_last_error(), "/nonexistent-dir") != NULL);
    CHECK(lb_filter_load("/nonexistent-dir/x.lbf", &f) == LB_ERR_IO);
    CHECK(lb_filter_open("/nonexistent-dir/x.lbf", &f) == LB_ERR_IO);
    size_t len = 0;
    CHECK(lb_filter_to_bytes(f, NULL, 0, NULL) == LB_ERR_NULL);
    CHECK(lb_filter_to_bytes(f, NULL, 0, &len) == LB_ERR_BUFFER_TOO_SMALL && len > 64);
    unsigned char junk[200];
    memset(junk, 7, sizeof junk);
    lb_filter *g = NULL;
    CHECK(lb_filter_from_bytes(junk, sizeof junk, &g) == LB_ERR_BAD_MAGIC && g == NULL);
    CHECK(lb_filter_from_bytes(junk, 10, &g) == LB_ERR_TRUNCATED);
    CHECK(lb_filter_from_bytes(NULL, 10, &g) == LB_ERR_NULL);
    lb_filter_free(f);
}

static void test_files(const char *dir) {
    char path[4096];
    snprintf(path, sizeof path, "%s/c.lbf", dir);
    lb_filter *f = NULL, *loaded = NULL, *mapped = NULL;
    CHECK(lb_filter_new_fpr(N, 0.001, 3, &f) == LB_OK);
    for (uint64_t i = 0; i < N; i++) lb_filter_insert_u64(f, i * 3);
    CHECK(lb_filter_save(f, path) == LB_OK);
    CHECK(lb_filter_load(path, &loaded) == LB_OK);
    CHECK(lb_filter_open(path, &mapped) == LB_OK);
    for (uint64_t i = 0; i < 3 * N; i++) {
        bool a = false, b = false, c = false;
        lb_filter_contains_u64(f, i, &a);
        lb_filter_contains_u64(loaded, i, &b);
        lb_filter_contains_u64(mapped, i, &c);
        CHECK(a == b && b == c);
    }
    CHECK(lb_filter_insert_u64(mapped, 1) == LB_ERR_READ_ONLY);
    CHECK(lb_filter_insert_u64(loaded, 1) == LB_OK);
    /* A mapped filter saves too (a copy is written). */
    char path2[4096];
    snprintf(path2, sizeof path2, "%s/c2.lbf", dir);
    CHECK(lb_filter_save(mapped, path2) == LB_OK);
    lb_filter *again = NULL;
    CHECK(lb_filter_load(path2, &again) == LB_OK);
    uint64_t inserted = 0;
    lb_filter_stats(again, NULL, NULL, &inserted);
    CHECK(inserted == N);
    lb_filter_free(again);

    /* A corrupt file is refused with a typed error. */
    FILE *fp = fopen(path2, "r+b");
    CHECK(fp != NULL);
    if (fp) {
        fseek(fp, 5000, SEEK_SET);
        fputc(0x55, fp);
        fclose(fp);
    }
    CHECK(lb_filter_load(path2, &again) == LB_ERR_CORRUPT_BLOCKS);
    CHECK(truncate(path2, 100) == 0);
    CHECK(lb_filter_load(path2, &again) == LB_ERR_TRUNCATED);
    CHECK(lb_filter_open(path2, &again) == LB_ERR_TRUNCATED);

    lb_filter_free(f);
    lb_filter_free(loaded);
    lb_filter_free(mapped);
    unlink(path);
    unlink(path2);
}

static void test_images(void) {
    lb_filter *f = NULL;
    CHECK(lb_filter_new_fpr(N, 0.01, 11, &f) == LB_OK);
    for (uint64_t i = 0; i < N; i++) lb_filter_insert_u64(f, i);
    size_t len = 0;
    CHECK(lb_filter_to_bytes(f, NULL, 0, &len) == LB_ERR_BUFFER_TOO_SMALL);
    uint64_t size = 0;
    lb_filter_stats(f, &size, NULL, NULL);
    CHECK(len == size + 64);

    /* 64-byte aligned storage, and the same image one byte off. */
    unsigned char *buf = aligned_alloc(64, len + 64);
    CHECK(buf != NULL);
    size_t written = 0;
    CHECK(lb_filter_to_bytes(f, buf, len, &written) == LB_OK && written == len);
    CHECK(lb_filter_to_bytes(f, buf, len - 1, &written) == LB_ERR_BUFFER_TOO_SMALL);

    lb_filter *view = NULL, *copy = NULL, *misaligned = NULL, *copy_off = NULL;
    CHECK(lb_filter_view_bytes(buf, len, &view) == LB_OK);
    CHECK(lb_filter_from_bytes(buf, len, &copy) == LB_OK);
    memmove(buf + 1, buf, len);
    CHECK(lb_filter_view_bytes(buf + 1, len, &misaligned) == LB_ERR_MISALIGNED);
    CHECK(strstr(lb_last_error(), "aligned") != NULL);
    CHECK(lb_filter_from_bytes(buf + 1, len, &copy_off) == LB_OK);
    memmove(buf, buf + 1, len);
    for (uint64_t i = 0; i < 2 * N; i++) {
        bool a = false, b = false, c = false, d = false;
        lb_filter_contains_u64(f, i, &a);
        lb_filter_contains_u64(view, i, &b);
        lb_filter_contains_u64(copy, i, &c);
        lb_filter_contains_u64(copy_off, i, &d);
        CHECK(a == b && b == c && c == d);
    }
    CHECK(lb_filter_insert_u64(view, 5) == LB_ERR_READ_ONLY);
    CHECK(lb_filter_insert_u64(copy, 5) == LB_OK);
    CHECK(lb_filter_from_bytes(buf, len - 1, &misaligned) == LB_ERR_TRUNCATED);
    buf[20] ^= 1; /* inside the header: the checksum catches it */
    CHECK(lb_filter_from_bytes(buf, len, &misaligned) == LB_ERR_CORRUPT_HEADER);
    lb_filter_free(view); /* the view is freed before its bytes */
    free(buf);
    lb_filter_free(f);
    lb_filter_free(copy);
    lb_filter_free(copy_off);
}

/* The split-block layout: made by layout, keyed and by hash, and Parquet's bitset read back: a
 * bitset written here by Parquet's specification (block index from the hash's upper 32 bits, one
 * bit per lane from its lower 32 bits and the spec's salts) answers every inserted hash. */
static void test_split_block(void) {
    lb_filter *f = NULL;
    int layout = 0;
    CHECK(lb_filter_new_layout(N, 0.01, 0, 5, LB_LAYOUT_SPLIT_BLOCK, &f) == LB_OK);
    CHECK(lb_filter_layout(f, &layout) == LB_OK && layout == LB_LAYOUT_SPLIT_BLOCK);
    uint32_t k_hashes = 0;
    CHECK(lb_filter_stats(f, NULL, &k_hashes, NULL) == LB_OK && k_hashes == 8);
    bool maybe = false;
    for (uint64_t i = 0; i < N; i++) CHECK(lb_filter_insert_u64(f, i) == LB_OK);
    for (uint64_t i = 0; i < N; i++) {
        CHECK(lb_filter_contains_u64(f, i, &maybe) == LB_OK && maybe);
    }
    lb_filter_free(f);

    CHECK(lb_filter_new_layout(N, 0, 10.0, 0, LB_LAYOUT_BLOCKED, &f) == LB_OK);
    CHECK(lb_filter_layout(f, &layout) == LB_OK && layout == LB_LAYOUT_BLOCKED);
    CHECK(lb_filter_insert_hash(f, 0x0123456789abcdefULL) == LB_OK);
    CHECK(lb_filter_contains_hash(f, 0x0123456789abcdefULL, &maybe) == LB_OK && maybe);
    lb_filter_free(f);
    f = NULL;
    CHECK(lb_filter_new_layout(N, 0.01, 10.0, 0, LB_LAYOUT_BLOCKED, &f) ==
              LB_ERR_INVALID_PARAMETER &&
          f == NULL);
    CHECK(lb_filter_new_layout(N, 0, 0, 0, LB_LAYOUT_BLOCKED, &f) == LB_ERR_INVALID_PARAMETER);
    CHECK(lb_filter_new_layout(N, 0.01, 0, 0, 2, &f) == LB_ERR_INVALID_PARAMETER);
    CHECK(strstr(lb_last_error(), "layout") != NULL);

    /* Six lanes of the eight: k kept, every key found; 9 is refused. */
    CHECK(lb_filter_new_hashes(N, 0, 10.0, 3, LB_LAYOUT_SPLIT_BLOCK, 6, &f) == LB_OK);
    CHECK(lb_filter_stats(f, NULL, &k_hashes, NULL) == LB_OK && k_hashes == 6);
    for (uint64_t i = 0; i < N; i++) CHECK(lb_filter_insert_u64(f, i) == LB_OK);
    for (uint64_t i = 0; i < N; i++) {
        CHECK(lb_filter_contains_u64(f, i, &maybe) == LB_OK && maybe);
    }
    lb_filter_free(f);
    f = NULL;
    CHECK(lb_filter_new_hashes(N, 0, 10.0, 3, LB_LAYOUT_SPLIT_BLOCK, 9, &f) ==
              LB_ERR_INVALID_PARAMETER &&
          f == NULL);
    CHECK(strstr(lb_last_error(), "split-block") != NULL);
    CHECK(lb_filter_layout(NULL, &layout) == LB_ERR_NULL);

    static const uint32_t salt[8] = {0x47b6137bU, 0x44974d91U, 0x8824ad5bU, 0xa2b7289dU,
                                     0x705495c7U, 0x2df1424bU, 0x9efc4947U, 0x5c6bfb31U};
    enum { BLOCKS = 64 };
    static uint32_t bitset[BLOCKS * 8];
    memset(bitset, 0, sizeof bitset);
    uint64_t h = 0x9e3779b97f4a7c15ULL;
    for (int i = 0; i < 100; i++) {
        h = h * 6364136223846793005ULL + 1442695040888963407ULL;
        uint64_t block = ((h >> 32) * BLOCKS) >> 32;
        for (int lane = 0; lane < 8; lane++) {
            bitset[block * 8 + lane] |= 1U << (((uint32_t)h * salt[lane]) >> 27);
        }
    }
    CHECK(lb_filter_from_parquet_bitset((const uint8_t *)bitset, sizeof bitset, &f) == LB_OK);
    CHECK(lb_filter_layout(f, &layout) == LB_OK && layout == LB_LAYOUT_SPLIT_BLOCK);
    h = 0x9e3779b97f4a7c15ULL;
    for (int i = 0; i < 100; i++) {
        h = h * 6364136223846793005ULL + 1442695040888963407ULL;
        CHECK(lb_filter_contains_hash(f, h, &maybe) == LB_OK && maybe);
    }
    lb_filter_free(f);
    lb_filter *g = NULL;
    CHECK(lb_filter_from_parquet_bitset((const uint8_t *)bitset, 32, &g) ==
              LB_ERR_INVALID_PARAMETER &&
          g == NULL);
    CHECK(lb_filter_from_parquet_bitset(NULL, 64, &g) == LB_ERR_NULL);
}

int main(int argc, char **argv) {
    const char *dir = argc > 1 ? argv[1] : ".";
    CHECK(strlen(lb_version()) > 0);
    test_create_insert_contains();
    test_errors();
    test_files(dir);
    test_images();
    test_split_block();
    if (failures) {
        fprintf(stderr, "capi_test: %d check(s) failed\n", failures);
        return 1;
    }
    printf("capi_test: all checks passed (linebloom %s)\n", lb_version());
    return 0;
}
