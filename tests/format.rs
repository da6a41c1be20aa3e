//! The file format: round trips, a golden digest, and every corruption refused with a typed error.

use linebloom::{Backend, ErrorKind, Filter, MapAdvice, MmapFilter, HEADER_LEN};
use linebloom_support::Scratch;
use xxhash_rust::xxh3::xxh3_64;

fn golden_filter(backend: Backend) -> Filter {
    let mut f = Filter::builder()
        .expected_items(1000)
        .bits_per_key(10.0)
        .seed(7)
        .backend(backend)
        .build()
        .unwrap();
    let keys: Vec<u64> = (0..1000).collect();
    f.insert_batch(&keys);
    f.insert("golden");
    f
}

fn bytes_of(f: &Filter) -> Vec<u8> {
    let mut v = Vec::new();
    f.write_to(&mut v).unwrap();
    v
}

/// A fresh directory for one test, removed when it goes out of scope.
fn scratch(name: &str) -> Scratch {
    Scratch::new(&format!("test-{name}")).unwrap()
}

/// The same keys and seed give the same file on every back end and target (x86-64 and, under
/// qemu, aarch64). Changing this digest is a format change: bump the version, layout or hash id
/// (the hash id went from 1 to 2 with the one key encoding of FORMAT.md "Keys"; the blocks did
/// not change).
#[test]
fn golden_file_digest_is_stable_across_backends_and_targets() {
    for b in Backend::available() {
        let bytes = bytes_of(&golden_filter(b));
        assert_eq!(bytes.len(), HEADER_LEN + 64 * 20);
        assert_eq!(
            xxh3_64(&bytes),
            0x0a99_9c24_3c38_ae89,
            "{b}: digest {:#x}",
            xxh3_64(&bytes)
        );
    }
}

#[test]
fn write_read_save_load_round_trip() {
    let f = golden_filter(Backend::detect());
    let g = Filter::read_from(&mut &bytes_of(&f)[..]).unwrap();
    assert_eq!(f, g);
    assert_eq!(g.insert_count(), 1001);
    let dir = scratch("roundtrip");
    let path = dir.join("f.lbf");
    f.save(&path).unwrap();
    f.save(&path).unwrap(); // overwrites
    let h = Filter::load(&path).unwrap();
    assert_eq!(f, h);
    assert!((0..1000u64).all(|k| h.contains(&k)) && h.contains("golden"));
    let names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names.len(), 1, "temporary files left behind: {names:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn failed_save_leaves_nothing_behind() {
    let dir = scratch("failsave");
    let f = golden_filter(Backend::Scalar);
    let e = f.save(dir.join("missing-dir/f.lbf")).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Io, "{e}");
    // Saving over a directory fails at the rename; the temporary file must be gone.
    std::fs::create_dir(dir.join("taken")).unwrap();
    assert!(f.save(dir.join("taken")).is_err());
    let names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, vec![std::ffi::OsString::from("taken")]);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Re-seals a header after editing it, so a test reaches the checks behind the checksum.
fn reseal(bytes: &mut [u8]) {
    bytes[64..72].fill(0);
    let sum = xxh3_64(&bytes[..HEADER_LEN]);
    bytes[64..72].copy_from_slice(&sum.to_le_bytes());
}

#[test]
fn corruptions_give_specific_errors() {
    let good = bytes_of(&golden_filter(Backend::Scalar));
    let dir = scratch("corrupt");
    let check = |name: &str, bytes: &[u8], kind: ErrorKind| {
        let path = dir.join(name);
        std::fs::write(&path, bytes).unwrap();
        let e = Filter::load(&path).unwrap_err();
        assert_eq!(e.kind(), kind, "{name}: {e}");
        assert!(
            e.to_string().contains(name),
            "{name}: message does not name the file: {e}"
        );
        // A stream has no length to compare, so trailing bytes are only caught in files.
        // The mapped open checks everything but the block checksum, which verify adds.
        // SAFETY: the test's own file; nothing changes it while it is mapped.
        match unsafe { MmapFilter::open(&path) } {
            Err(e) => assert_eq!(e.kind(), kind, "{name} mmap: {e}"),
            Ok(m) => {
                assert_eq!(
                    kind,
                    ErrorKind::CorruptBlocks,
                    "{name}: mmap open accepted it"
                );
                assert_eq!(m.verify().unwrap_err().kind(), kind);
                assert_eq!(
                    // SAFETY: the test's own file; nothing changes it while it is mapped.
                    unsafe { MmapFilter::open_verified(&path) }
                        .err()
                        .map(|e| e.kind()),
                    Some(kind)
                );
            }
        }
        if name != "trailing" {
            let e = Filter::read_from(&mut &bytes[..]).unwrap_err();
            // A stream cannot be sized first: a huge claim fails at allocation instead.
            let ok = e.kind() == kind || (name == "huge" && e.kind() == ErrorKind::TooLarge);
            assert!(ok, "{name} read_from: {e}");
        }
    };
    check("empty", &[], ErrorKind::Truncated);
    check("short-header", &good[..100], ErrorKind::Truncated);
    check(
        "short-blocks",
        &good[..good.len() - 1],
        ErrorKind::Truncated,
    );
    let mut long = good.clone();
    long.push(0);
    check("trailing", &long, ErrorKind::CorruptHeader);
    let mut magic = good.clone();
    magic[0] ^= 1;
    check("magic", &magic, ErrorKind::BadMagic);
    let mut version = good.clone();
    version[8] = 2;
    check("version", &version, ErrorKind::Unsupported);
    let mut layout = good.clone();
    layout[12] = 9;
    reseal(&mut layout);
    check("layout", &layout, ErrorKind::Unsupported);
    let mut flipped = good.clone();
    flipped[25] ^= 0x10; // the seed
    check("header-bit", &flipped, ErrorKind::CorruptHeader);
    let mut reserved = good.clone();
    reserved[1000] = 1;
    check("reserved", &reserved, ErrorKind::CorruptHeader);
    reseal(&mut reserved);
    check("reserved-resealed", &reserved, ErrorKind::CorruptHeader);
    let mut k = good.clone();
    k[20] = 17;
    reseal(&mut k);
    check("k", &k, ErrorKind::CorruptHeader);
    let mut huge = good.clone();
    huge[32..40].copy_from_slice(&(1u64 << 40).to_le_bytes()); // 64 TiB claimed
    reseal(&mut huge);
    check("huge", &huge, ErrorKind::Truncated);
    let mut block = good.clone();
    block[HEADER_LEN + 77] ^= 4;
    check("block-bit", &block, ErrorKind::CorruptBlocks);

    let e = Filter::load(dir.join("does-not-exist")).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Io);
    let e = Filter::load(&dir).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Io, "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn every_single_byte_mutation_is_refused_or_harmless() {
    let f = Filter::builder()
        .expected_items(50)
        .bits_per_key(10.0)
        .build()
        .unwrap();
    let mut f = f;
    f.insert_batch(&(0..50u64).collect::<Vec<_>>());
    let good = bytes_of(&f);
    let queries: Vec<u64> = (0..500).collect();
    let answers: Vec<bool> = queries.iter().map(|q| f.contains(q)).collect();
    for i in 0..good.len() {
        for flip in [0x01u8, 0x80, 0xff] {
            let mut bad = good.clone();
            bad[i] ^= flip;
            match Filter::read_from(&mut &bad[..]) {
                Err(_) => {}
                Ok(g) => assert_eq!(
                    queries.iter().map(|q| g.contains(q)).collect::<Vec<_>>(),
                    answers,
                    "byte {i}"
                ),
            }
        }
    }
}

#[test]
fn mapped_filter_answers_like_the_owned_one() {
    let dir = scratch("mmap");
    let path = dir.join("m.lbf");
    let mut f = Filter::with_bits_per_key(100_000, 10.0).unwrap();
    f.insert_batch(&(0..100_000u64).collect::<Vec<_>>());
    f.save(&path).unwrap();
    // SAFETY: the test's own file; nothing changes it while it is mapped.
    let mut m = unsafe { MmapFilter::open_verified(&path) }.unwrap();
    m.advise(MapAdvice::Random).unwrap();
    m.advise(MapAdvice::WillNeed).unwrap();
    #[cfg(target_os = "linux")]
    let _ = m.advise(MapAdvice::HugePage); // granted or refused by the kernel; never a panic
    assert_eq!(
        // SAFETY: the test's own file; nothing changes it while it is mapped.
        unsafe { MmapFilter::open_populated(&path) }
            .unwrap()
            .view()
            .as_bytes(),
        f.as_bytes()
    );
    assert_eq!(m.view().as_bytes(), f.as_bytes());
    assert_eq!(m.insert_count(), 100_000);
    let q: Vec<u64> = (50_000..250_000).collect();
    let (mut a, mut b) = (vec![false; q.len()], vec![false; q.len()]);
    f.contains_batch(&q, &mut a);
    for backend in Backend::available() {
        m.set_backend(backend).unwrap();
        m.contains_batch(&q, &mut b);
        assert_eq!(a, b, "{backend}");
        assert!(q.iter().zip(&a).all(|(k, &x)| m.contains(k) == x));
    }
    assert_eq!(m.view().estimated_fpr(), f.estimated_fpr());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn writable_mapping_builds_the_same_file_and_leaves_nothing_when_dropped() {
    let dir = scratch("mmapmut");
    let builder = Filter::builder()
        .expected_items(20_000)
        .bits_per_key(10.0)
        .seed(9);
    let keys: Vec<u64> = (0..20_000).collect();
    let mut owned = builder.build().unwrap();
    owned.insert_batch(&keys);
    owned.insert("one more");
    owned.save(dir.join("owned.lbf")).unwrap();
    let mut w = linebloom::MmapFilterMut::create(dir.join("mapped.lbf"), &builder).unwrap();
    w.insert_batch(&keys[..10_000]);
    w.insert_hash_batch(
        &keys[10_000..]
            .iter()
            .map(|k| owned.hash(k))
            .collect::<Vec<_>>(),
    );
    w.insert("one more");
    assert!(w.view().contains(&5u64));
    w.finish().unwrap();
    assert_eq!(
        std::fs::read(dir.join("owned.lbf")).unwrap(),
        std::fs::read(dir.join("mapped.lbf")).unwrap()
    );

    let w = linebloom::MmapFilterMut::create(dir.join("abandoned.lbf"), &builder).unwrap();
    drop(w);
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    names.sort();
    assert_eq!(names, ["mapped.lbf", "owned.lbf"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn save_refuses_destinations_that_are_not_regular_files_and_leaves_them_alone() {
    use std::os::unix::fs::FileTypeExt as _;
    let dir = scratch("nonregular");
    let f = golden_filter(Backend::Scalar);
    // A directory, a symbolic link to a regular file, a FIFO, a device.
    std::fs::create_dir(dir.join("d")).unwrap();
    std::fs::write(dir.join("target"), b"keep me").unwrap();
    std::os::unix::fs::symlink(dir.join("target"), dir.join("link")).unwrap();
    let fifo = dir.join("fifo");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    let mut dests = vec![
        dir.join("d"),
        dir.join("link"),
        std::path::PathBuf::from("/dev/null"),
    ];
    if made.is_ok_and(|s| s.success()) {
        dests.push(fifo);
    }
    for dest in &dests {
        let err = f.save(dest).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::Io, "{}", dest.display());
        assert!(err.to_string().contains("not a regular file"), "{err}");
    }
    assert!(std::fs::symlink_metadata(dir.join("link"))
        .unwrap()
        .file_type()
        .is_symlink());
    assert_eq!(std::fs::read(dir.join("target")).unwrap(), b"keep me");
    assert!(std::fs::metadata("/dev/null")
        .unwrap()
        .file_type()
        .is_char_device());
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n != "fifo")
        .collect();
    names.sort();
    assert_eq!(names, ["d", "link", "target"], "something was left behind");
}

#[test]
fn long_names_save_and_temp_files_never_collide_with_old_leftovers() {
    let dir = scratch("longname");
    let f = golden_filter(Backend::Scalar);
    let long = "n".repeat(254);
    f.save(dir.join(&long)).unwrap();
    assert_eq!(Filter::load(dir.join(&long)).unwrap(), f);
    // A leftover in the old `.NAME.tmp-PID-N` scheme (and any other file) is neither in the way
    // nor removed by a save.
    let leftover = dir.join(format!(".x.lbf.tmp-{}-0", std::process::id()));
    std::fs::write(&leftover, b"someone else's").unwrap();
    f.save(dir.join("x.lbf")).unwrap();
    f.save(dir.join("x.lbf")).unwrap();
    assert_eq!(std::fs::read(&leftover).unwrap(), b"someone else's");
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            leftover.file_name().unwrap().to_str().unwrap(),
            &long,
            "x.lbf"
        ]
    );
}

/// `FileKind::sniff` names every kind from its first 16 bytes, and refuses the rest with a kind.
#[test]
fn sniff_names_each_kind() {
    use linebloom::{ContainerKind, CuckooFilter, FileKind, RotatingFilter, ScalableFilter};
    let dir = scratch("sniff");
    let f = golden_filter(Backend::detect());
    f.save(dir.join("b")).unwrap();
    CuckooFilter::with_capacity(10)
        .unwrap()
        .save(dir.join("c"))
        .unwrap();
    ScalableFilter::builder()
        .build()
        .unwrap()
        .save(dir.join("s"))
        .unwrap();
    RotatingFilter::builder()
        .build()
        .unwrap()
        .save(dir.join("r"))
        .unwrap();
    std::fs::write(dir.join("i"), f.to_image()).unwrap();
    std::fs::write(dir.join("junk"), [7u8; 100]).unwrap();
    std::fs::write(dir.join("short"), b"LINEBLOM").unwrap();
    let kind = |name: &str| FileKind::sniff(dir.join(name));
    assert_eq!(kind("b").unwrap(), FileKind::Bloom);
    assert_eq!(kind("c").unwrap(), FileKind::Cuckoo);
    assert_eq!(
        kind("s").unwrap(),
        FileKind::Container(ContainerKind::Scalable)
    );
    assert_eq!(
        kind("r").unwrap(),
        FileKind::Container(ContainerKind::Rotating)
    );
    assert_eq!(kind("i").unwrap(), FileKind::Image);
    assert_eq!(kind("junk").unwrap_err().kind(), ErrorKind::BadMagic);
    assert_eq!(kind("short").unwrap_err().kind(), ErrorKind::Truncated);
    let mut head = [0u8; 16];
    head[..8].copy_from_slice(b"LINEBLOM");
    head[12] = 9;
    assert_eq!(
        FileKind::of_header(&head).unwrap_err().kind(),
        ErrorKind::Unsupported
    );
}
