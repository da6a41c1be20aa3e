//! CuckooFilter files: round trips through save, load and the mapping, a golden digest, and every
//! corruption refused with a typed error (never a panic), as for Bloom filter files.

use linebloom::{
    Backend, CuckooFilter, ErrorKind, Filter, MmapCuckooFilter, MmapFilter, HEADER_LEN,
};
use linebloom_support::Scratch;
use xxhash_rust::xxh3::xxh3_64;

fn golden(bits: u32, backend: Backend) -> CuckooFilter {
    let mut f = CuckooFilter::builder()
        .capacity(1000)
        .fingerprint_bits(bits)
        .seed(7)
        .backend(backend)
        .build()
        .unwrap();
    for k in 0..1000u64 {
        f.insert(&k).unwrap();
    }
    f.insert("golden").unwrap();
    assert!(f.remove(&500u64));
    f
}

fn bytes_of(f: &CuckooFilter) -> Vec<u8> {
    let mut v = Vec::new();
    f.write_to(&mut v).unwrap();
    v
}

/// The same inserts give the same file on every back end and target (x86-64 and, under qemu,
/// aarch64): the table does not depend on the back end. Changing it is a format change.
#[test]
fn golden_file_digest_is_stable_across_backends_and_targets() {
    for b in Backend::available() {
        let bytes = bytes_of(&golden(16, b));
        assert_eq!(bytes.len(), HEADER_LEN + 512 * 8);
        assert_eq!(
            xxh3_64(&bytes),
            0xa827_8bea_dbaa_bf93,
            "{b}: digest {:#x}",
            xxh3_64(&bytes)
        );
    }
}

#[test]
fn save_load_and_map_round_trip() {
    let dir = Scratch::new("test-cuckoo-roundtrip").unwrap();
    for bits in [8, 16] {
        let f = golden(bits, Backend::detect());
        let path = dir.join(format!("c{bits}.lbf"));
        f.save(&path).unwrap();
        f.save(&path).unwrap(); // overwrites
        let g = CuckooFilter::load(&path).unwrap();
        assert_eq!(g.as_bytes(), f.as_bytes());
        assert_eq!(
            (g.insert_count(), g.fingerprint_bits(), g.seed()),
            (1000, bits, 7)
        );
        // SAFETY: the test's own file; nothing changes it while it is mapped.
        let m = unsafe { MmapCuckooFilter::open_verified(&path) }.unwrap();
        let keys: Vec<u64> = (0..1000).filter(|&k| k != 500).collect();
        assert!(keys.iter().all(|k| g.contains(k) && m.contains(k)));
        assert!(m.contains("golden") && m.insert_count() == 1000);
        let mut out = vec![false; keys.len()];
        m.contains_batch(&keys, &mut out);
        assert!(out.iter().all(|&x| x));
        let mut h = m.to_owned_filter().unwrap();
        assert!(h.remove(&1u64));
        assert_eq!(h.insert_count(), 999);
        let back = CuckooFilter::read_from(&mut &bytes_of(&f)[..]).unwrap();
        assert_eq!(back.as_bytes(), f.as_bytes());
    }
    let names = std::fs::read_dir(&dir).unwrap().count();
    assert_eq!(names, 2, "temporary files left behind");
}

/// Re-seals a header after editing it, so a test reaches the checks behind the checksum.
fn reseal(bytes: &mut [u8]) {
    bytes[64..72].fill(0);
    let sum = xxh3_64(&bytes[..HEADER_LEN]);
    bytes[64..72].copy_from_slice(&sum.to_le_bytes());
}

#[test]
fn corruptions_give_specific_errors() {
    let good = bytes_of(&golden(16, Backend::Scalar));
    let dir = Scratch::new("test-cuckoo-corrupt").unwrap();
    let check = |name: &str, bytes: &[u8], kind: ErrorKind| {
        let path = dir.join(name);
        std::fs::write(&path, bytes).unwrap();
        let e = CuckooFilter::load(&path).unwrap_err();
        assert_eq!(e.kind(), kind, "{name}: {e}");
        assert!(e.to_string().contains(name), "{name}: unnamed file: {e}");
        // SAFETY: the test's own file; nothing changes it while it is mapped.
        match unsafe { MmapCuckooFilter::open(&path) } {
            Err(e) => assert_eq!(e.kind(), kind, "{name} mmap: {e}"),
            Ok(m) => {
                // The open is O(1): only the table's own checks are left to verify.
                assert!(
                    matches!(kind, ErrorKind::CorruptBlocks | ErrorKind::CorruptHeader),
                    "{name}: mmap open accepted it"
                );
                assert_eq!(m.verify().unwrap_err().kind(), kind, "{name} verify");
            }
        }
        if name != "trailing" {
            let e = CuckooFilter::read_from(&mut &bytes[..]).unwrap_err();
            let ok = e.kind() == kind || (name == "huge" && e.kind() == ErrorKind::TooLarge);
            assert!(ok, "{name} read_from: {e}");
        }
    };
    check("empty", &[], ErrorKind::Truncated);
    check("short-header", &good[..100], ErrorKind::Truncated);
    check("short-table", &good[..good.len() - 1], ErrorKind::Truncated);
    let mut long = good.clone();
    long.push(0);
    check("trailing", &long, ErrorKind::CorruptHeader);
    let mut magic = good.clone();
    magic[0] ^= 1;
    check("magic", &magic, ErrorKind::BadMagic);
    let mut version = good.clone();
    version[8] = 2;
    check("version", &version, ErrorKind::Unsupported);
    let mut flipped = good.clone();
    flipped[25] ^= 0x10;
    check("header-bit", &flipped, ErrorKind::CorruptHeader);
    let mut bits = good.clone();
    bits[20] = 12;
    reseal(&mut bits);
    check("fp-bits", &bits, ErrorKind::CorruptHeader);
    let mut lines = good.clone();
    lines[32] = 3; // 3 lines: 24 buckets, not a power of two
    reseal(&mut lines);
    check("lines", &lines, ErrorKind::CorruptHeader);
    let mut huge = good.clone();
    huge[32..40].copy_from_slice(&(1u64 << 40).to_le_bytes());
    reseal(&mut huge);
    check("huge", &huge, ErrorKind::Truncated);
    let mut count = good.clone();
    count[40..48].copy_from_slice(&1001u64.to_le_bytes());
    reseal(&mut count);
    check("count", &count, ErrorKind::CorruptHeader);
    let mut over = good.clone();
    over[40..48].copy_from_slice(&u64::MAX.to_le_bytes());
    reseal(&mut over);
    check("over", &over, ErrorKind::CorruptHeader);
    let mut table = good.clone();
    let last = table.len() - 3;
    table[last] ^= 0x40;
    check("table-bit", &table, ErrorKind::CorruptBlocks);
}

#[test]
fn each_kind_refuses_the_others_file() {
    let dir = Scratch::new("test-cuckoo-kinds").unwrap();
    let (c, b) = (dir.join("c.lbf"), dir.join("b.lbf"));
    golden(8, Backend::detect()).save(&c).unwrap();
    Filter::with_fpr(100, 0.01).unwrap().save(&b).unwrap();
    for e in [
        Filter::load(&c).unwrap_err(),
        // SAFETY: the test's own file; nothing changes it while it is mapped.
        unsafe { MmapFilter::open(&c) }.unwrap_err(),
        CuckooFilter::load(&b).unwrap_err(),
        // SAFETY: the test's own file; nothing changes it while it is mapped.
        unsafe { MmapCuckooFilter::open(&b) }.unwrap_err(),
    ] {
        assert_eq!(e.kind(), ErrorKind::Incompatible, "{e}");
    }
}
