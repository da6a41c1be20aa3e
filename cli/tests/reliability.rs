//! Nothing lost on any surface: one test per defect a hostile-user probe found.
//! Command-line cases run the binary as a child process; the memory-limit case runs this test
//! binary again under `ulimit -v`.

use linebloom::{
    CuckooFilter, ErrorKind, Filter, MmapContainer, MmapCuckooFilter, RotatingFilter,
    ScalableFilter,
};
use linebloom_support::Scratch;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use xxhash_rust::xxh3::xxh3_64;

fn linebloom() -> Command {
    Command::new(env!("CARGO_BIN_EXE_linebloom"))
}

fn run(dir: &Path, args: &[&str]) -> Output {
    linebloom().current_dir(dir).args(args).output().unwrap()
}

fn scratch(name: &str) -> Scratch {
    Scratch::new(&format!("rel-{name}")).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn assert_clean_error(o: &Output, what: &str) {
    let err = stderr(o);
    assert_eq!(o.status.code(), Some(2), "{what}: {err}");
    assert!(
        err.starts_with("linebloom: ") && err.lines().count() == 1 && !err.contains("panicked"),
        "{what}: {err}"
    );
}

fn write_keys(dir: &Path, name: &str, keys: impl IntoIterator<Item = String>) {
    let text: String = keys.into_iter().map(|k| k + "\n").collect();
    std::fs::write(dir.join(name), text).unwrap();
}

/// Rewrites a 4096-byte header's checksum (at `at`) after a field was changed, as a crafted file
/// would.
fn reseal(header: &mut [u8], at: usize) {
    header[at..at + 8].fill(0);
    let sum = xxh3_64(&header[..4096]);
    header[at..at + 8].copy_from_slice(&sum.to_le_bytes());
}

// 1. `build --kind cuckoo -o -` writes to standard output, never a file named `-`.
#[test]
fn cuckoo_build_to_dash_writes_stdout_and_no_file() {
    let dir = scratch("cuckoo-stdout");
    write_keys(&dir, "k.txt", (0..1000).map(|i| format!("k{i}")));
    std::fs::write(dir.join("-"), b"someone's file").unwrap();
    let o = run(
        &dir,
        &[
            "build", "--kind", "cuckoo", "--input", "k.txt", "-o", "c.lbf",
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let o = run(
        &dir,
        &["build", "--kind", "cuckoo", "--input", "k.txt", "-o", "-"],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(o.stdout, std::fs::read(dir.join("c.lbf")).unwrap());
    assert_eq!(std::fs::read(dir.join("-")).unwrap(), b"someone's file");
    let f = CuckooFilter::read_from(&mut &o.stdout[..]).unwrap();
    assert!((0..1000).all(|i| f.contains(&format!("k{i}"))));
}

// 2. A rewrite keeps the file's mode and owner; a read-only file is refused; a new file follows
// the umask.
#[cfg(unix)]
#[test]
fn rewrites_keep_mode_and_owner_and_new_files_follow_the_umask() {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let dir = scratch("modes");
    write_keys(&dir, "k.txt", (0..100).map(|i| format!("k{i}")));
    let mode = |p: &str| std::fs::metadata(dir.join(p)).unwrap().mode() & 0o7777;
    let chmod = |p: &str, m: u32| {
        std::fs::set_permissions(dir.join(p), std::fs::Permissions::from_mode(m)).unwrap()
    };
    let o = run(
        &dir,
        &[
            "build", "--kind", "cuckoo", "--input", "k.txt", "-o", "c.lbf",
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    for m in [0o600, 0o640, 0o604] {
        chmod("c.lbf", m);
        let o = run(&dir, &["remove", "c.lbf", "k1", "k2"]);
        assert!(
            o.status.code() == Some(0) || o.status.code() == Some(1),
            "{}",
            stderr(&o)
        );
        assert_eq!(mode("c.lbf"), m, "remove changed mode {m:o}");
    }
    // The library's own writer, over a Bloom filter file.
    let f = Filter::with_fpr(100, 0.01).unwrap();
    f.save(dir.join("b.lbf")).unwrap();
    chmod("b.lbf", 0o600);
    f.save(dir.join("b.lbf")).unwrap();
    assert_eq!(mode("b.lbf"), 0o600);

    // Read-only: refused, untouched.
    chmod("c.lbf", 0o444);
    let before = std::fs::read(dir.join("c.lbf")).unwrap();
    let o = run(&dir, &["remove", "c.lbf", "k3"]);
    assert_clean_error(&o, "read-only");
    assert!(stderr(&o).contains("read-only"), "{}", stderr(&o));
    assert_eq!(std::fs::read(dir.join("c.lbf")).unwrap(), before);
    assert_eq!(mode("c.lbf"), 0o444);
    chmod("c.lbf", 0o644);

    // The owner and group, where this process may set them (root may).
    let me = std::fs::metadata(dir.join("c.lbf")).unwrap();
    if me.uid() == 0 {
        std::os::unix::fs::chown(dir.join("c.lbf"), Some(4321), Some(8765)).unwrap();
        let o = run(&dir, &["remove", "c.lbf", "k4"]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let m = std::fs::metadata(dir.join("c.lbf")).unwrap();
        assert_eq!((m.uid(), m.gid()), (4321, 8765));
    }

    // A new file: 0666 less the umask.
    let o = Command::new("sh")
        .current_dir(dir.path())
        .arg("-c")
        .arg(format!(
            "umask 027; exec '{}' build --input k.txt -o new.lbf",
            env!("CARGO_BIN_EXE_linebloom")
        ))
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(mode("new.lbf"), 0o640);
}

// 3. A RotatingFilter that cannot be allocated is a TooLarge error, and one that can does not
// commit the memory of generations no key has reached.
#[cfg(target_os = "linux")]
#[test]
fn rotating_build_under_a_memory_limit_is_an_error_and_commits_nothing_up_front() {
    const CHILD: &str = "LINEBLOOM_ROTATING_CHILD";
    // Eight generations of ~1 GB each (2^29 keys at a per-generation rate of ~0.13%).
    let build = || {
        RotatingFilter::builder()
            .capacity_per_generation(1 << 29)
            .generations(8)
            .build()
    };
    match std::env::var(CHILD).as_deref() {
        Ok("limited") => {
            let Err(err) = build() else {
                panic!("8 GB of generations under a 3 GB limit")
            };
            assert_eq!(err.kind(), ErrorKind::TooLarge, "{err}");
            assert!(err.to_string().contains("generation"), "{err}");
            return;
        }
        Ok("unlimited") => {
            let f = build().unwrap();
            let statm = std::fs::read_to_string("/proc/self/statm").unwrap();
            let resident_pages: u64 = statm.split(' ').nth(1).unwrap().parse().unwrap();
            let resident = resident_pages * 4096;
            assert!(
                resident < 512 << 20,
                "{resident} bytes resident after building {} generations",
                f.num_generations()
            );
            return;
        }
        _ => {}
    }
    let exe = std::env::current_exe().unwrap();
    let name = "rotating_build_under_a_memory_limit_is_an_error_and_commits_nothing_up_front";
    for (mode, limit) in [("limited", "ulimit -v 3000000; "), ("unlimited", "")] {
        let o = Command::new("bash")
            .arg("-c")
            .arg(format!(
                "{limit}exec \"$0\" --exact {name} --test-threads=1 --nocapture"
            ))
            .arg(&exe)
            .env(CHILD, mode)
            .output()
            .unwrap();
        assert!(
            o.status.success(),
            "{mode}: {}{}",
            String::from_utf8_lossy(&o.stdout),
            stderr(&o)
        );
    }
}

// 4a. A cuckoo header whose count disagrees with its table: no underflow, no file that `load`
// refuses.
#[test]
fn a_crafted_cuckoo_count_is_refused_before_it_can_underflow() {
    let dir = scratch("cuckoo-count");
    let mut f = CuckooFilter::with_capacity(100).unwrap();
    for i in 0..50u64 {
        f.insert(&i).unwrap();
    }
    let mut bytes = Vec::new();
    f.write_to(&mut bytes).unwrap();
    bytes[40..48].copy_from_slice(&0u64.to_le_bytes());
    reseal(&mut bytes, 64);
    let path = dir.join("c.lbf");
    std::fs::write(&path, &bytes).unwrap();
    // SAFETY: nothing modifies the file while it is mapped.
    let m = unsafe { MmapCuckooFilter::open(&path) }.unwrap();
    let Err(err) = m.to_owned_filter() else {
        panic!("a count of 0 over 50 fingerprints")
    };
    assert_eq!(err.kind(), ErrorKind::CorruptHeader, "{err}");
    assert_eq!(m.verify().unwrap_err().kind(), ErrorKind::CorruptHeader);
    assert_eq!(
        CuckooFilter::load(&path).unwrap_err().kind(),
        ErrorKind::CorruptHeader
    );
    let o = run(&dir, &["remove", "c.lbf", "1"]);
    assert_clean_error(&o, "remove from a miscounted file");
}

/// A RotatingFilter container with one field of its header (or member table) replaced.
fn crafted_rotating(edit: impl Fn(&mut [u8])) -> Vec<u8> {
    let mut f = RotatingFilter::builder()
        .capacity_per_generation(100)
        .generations(3)
        .build()
        .unwrap();
    for k in 0..150u64 {
        f.insert(&k);
    }
    let mut bytes = Vec::new();
    f.write_to(&mut bytes).unwrap();
    edit(&mut bytes);
    reseal(&mut bytes, 72);
    bytes
}

// 4b. Counts a container cannot have had are refused on every open path.
#[test]
fn crafted_rotation_and_key_counts_are_refused() {
    let dir = scratch("crafted-counts");
    type Edit = Box<dyn Fn(&mut [u8])>;
    let cases: [(&str, Edit); 3] = [
        (
            "rotations u64::MAX",
            Box::new(|b: &mut [u8]| b[56..64].copy_from_slice(&u64::MAX.to_le_bytes())),
        ),
        (
            "rotations that do not match the current generation",
            Box::new(|b: &mut [u8]| b[56..64].copy_from_slice(&5u64.to_le_bytes())),
        ),
        (
            "a generation's key count u64::MAX",
            Box::new(|b: &mut [u8]| b[80 + 24..80 + 32].copy_from_slice(&u64::MAX.to_le_bytes())),
        ),
    ];
    for (what, edit) in cases {
        let bytes = crafted_rotating(edit);
        let path = dir.join("r.lbf");
        std::fs::write(&path, &bytes).unwrap();
        let e = RotatingFilter::read_from(&mut &bytes[..]).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::CorruptHeader, "{what}: {e}");
        let e = RotatingFilter::load(&path).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::CorruptHeader, "{what}: {e}");
        // SAFETY: nothing modifies the file while it is mapped.
        let e = unsafe { MmapContainer::open(&path) }.unwrap_err();
        assert_eq!(e.kind(), ErrorKind::CorruptHeader, "{what}: {e}");
    }
    // The untouched container loads, rotates and inserts.
    let mut f = RotatingFilter::read_from(&mut &crafted_rotating(|_| {})[..]).unwrap();
    f.rotate();
    assert!(f.insert(&999u64));
}

// 5. The bytes between container members are zero, or every reader refuses the file.
#[test]
fn container_padding_must_be_zero() {
    let dir = scratch("padding");
    let mut f = ScalableFilter::builder()
        .initial_capacity(10)
        .build()
        .unwrap();
    for k in 0..30u64 {
        f.insert(&k).unwrap();
    }
    let mut bytes = Vec::new();
    f.write_to(&mut bytes).unwrap();
    let len0 = u64::from_le_bytes(bytes[88..96].try_into().unwrap()) as usize;
    let pad = 4096 + len0; // the first byte after member 0
    assert!(bytes[pad..8192 + len0 / 4096 * 4096]
        .iter()
        .all(|&b| b == 0));
    bytes[pad] = 0x5a;
    let path = dir.join("s.lbf");
    std::fs::write(&path, &bytes).unwrap();
    let e = ScalableFilter::read_from(&mut &bytes[..]).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::CorruptHeader, "{e}");
    let e = ScalableFilter::load(&path).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::CorruptHeader, "{e}");
    // SAFETY: nothing modifies the file while it is mapped.
    let e = unsafe { MmapContainer::open(&path) }.unwrap_err();
    assert_eq!(e.kind(), ErrorKind::CorruptHeader, "{e}");
    let o = run(&dir, &["info", "s.lbf", "--verify"]);
    assert_clean_error(&o, "info --verify on nonzero padding");
}

/// A key whose two buckets coincide in a 16-bucket table (seed 0, 16-bit fingerprints, as the CLI
/// builds for a handful of keys): found by inserting until Full.
fn key_with_one_bucket() -> (String, usize) {
    for i in 0..10_000 {
        let key = format!("same{i}");
        let mut f = CuckooFilter::builder().capacity(3).build().unwrap();
        let mut n = 0;
        while f.insert(&key).is_ok() {
            n += 1;
        }
        if n == 4 {
            // Full leaves the table as it was after the 4th insert: compare against a fresh one.
            let mut g = CuckooFilter::builder().capacity(3).build().unwrap();
            for _ in 0..4 {
                g.insert(&key).unwrap();
            }
            assert_eq!(f.to_image_bytes_for_test(), g.to_image_bytes_for_test());
            return (key, n);
        }
        assert_eq!(
            n, 8,
            "{key}: a key's two buckets hold it 8 times, or 4 if they coincide"
        );
    }
    panic!("no key with coinciding buckets among 10^4 (each has a 1/16 chance)");
}

trait ImageBytes {
    fn to_image_bytes_for_test(&self) -> Vec<u8>;
}

impl ImageBytes for CuckooFilter {
    fn to_image_bytes_for_test(&self) -> Vec<u8> {
        let mut v = Vec::new();
        self.write_to(&mut v).unwrap();
        v
    }
}

// 6. A repeated key is stored once, even where its buckets coincide (4 slots, not 8).
#[test]
fn cuckoo_build_stores_a_repeated_key_once() {
    let dir = scratch("cuckoo-repeats");
    let (same, held) = key_with_one_bucket();
    assert_eq!(held, 4);
    let mut keys: Vec<String> = (0..20).map(|_| "again".to_string()).collect();
    keys.extend((0..6).map(|_| same.clone()));
    keys.push("other".into());
    write_keys(&dir, "k.txt", keys);
    let o = run(
        &dir,
        &[
            "build", "--kind", "cuckoo", "--input", "k.txt", "-o", "c.lbf",
        ],
    );
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    assert!(
        err.contains("3 keys (24 repeated lines stored once)"),
        "{err}"
    );
    let f = CuckooFilter::load(dir.join("c.lbf")).unwrap();
    assert_eq!(f.insert_count(), 3);
    assert!(f.contains("again") && f.contains(&same) && f.contains("other"));
}

// 7. A ScalableFilter that can grow no further says Full (documented), and parameters that could
// never grow are refused at build.
#[test]
fn scalable_growth_that_runs_out_is_full_and_impossible_tightening_is_refused() {
    let mut f = ScalableFilter::builder()
        .initial_capacity(1)
        .expansion(1)
        .build()
        .unwrap();
    let mut inserted = 0u64;
    let err = loop {
        match f.insert(&inserted) {
            Ok(_) => inserted += 1,
            Err(e) => break e,
        }
        assert!(
            inserted < 1000,
            "a filter of 1-key sub-filters grows without end"
        );
    };
    assert_eq!(err.kind(), ErrorKind::Full, "{err}");
    assert!(err.to_string().contains("can no longer grow"), "{err}");
    for k in 0..inserted {
        assert!(f.contains(&k), "{k} lost when growth ran out");
    }
    let err = ScalableFilter::builder()
        .tightening(1e-300)
        .build()
        .unwrap_err();
    assert_eq!(err.kind(), ErrorKind::InvalidParameter, "{err}");
}

// 8. Concurrent `remove` runs on one file take turns: no removal is lost.
#[test]
fn concurrent_removes_lose_nothing() {
    let dir = scratch("concurrent-remove");
    write_keys(&dir, "k.txt", (0..400).map(|i| format!("k{i}")));
    let o = run(
        &dir,
        &[
            "build", "--kind", "cuckoo", "--input", "k.txt", "-o", "c.lbf",
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let mut removed = 0;
    for round in 0..5 {
        let children: Vec<_> = (0..8)
            .map(|i| {
                linebloom()
                    .current_dir(dir.path())
                    .args(["remove", "c.lbf", &format!("k{}", round * 8 + i)])
                    .stdout(Stdio::null())
                    .stderr(Stdio::piped())
                    .spawn()
                    .unwrap()
            })
            .collect();
        for c in children {
            let o = c.wait_with_output().unwrap();
            assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        }
        removed += 8;
        let f = CuckooFilter::load(dir.join("c.lbf")).unwrap();
        assert_eq!(
            f.insert_count(),
            400 - removed,
            "round {round}: a removal was lost"
        );
    }
    let o = run(&dir, &["remove", "--help"]);
    assert!(String::from_utf8_lossy(&o.stdout).contains("lock"));
}

// 9. Messages: in the command line's terms, grammatical, and naming the user's file.
#[test]
fn messages_say_what_the_user_did() {
    let dir = scratch("messages");
    write_keys(&dir, "k.txt", ["a", "b"].map(String::from));
    let o = run(
        &dir,
        &[
            "build", "--kind", "cuckoo", "--input", "k.txt", "-o", "c.lbf",
        ],
    );
    assert!(o.status.success());
    let o = run(&dir, &["build", "--input", "k.txt", "-o", "b.lbf"]);
    assert!(o.status.success());
    let o = run(&dir, &["remove", "c.lbf", "a"]);
    assert!(stderr(&o).contains("1 fingerprint left"), "{}", stderr(&o));

    // Bloom-only commands on a cuckoo file: CLI words, not Rust function names.
    for args in [
        &["join", "--filter", "c.lbf", "--input", "k.txt"][..],
        &["union", "c.lbf", "b.lbf", "-o", "u.lbf"],
        &["union", "b.lbf", "c.lbf", "-o", "u.lbf"],
        &["fold", "c.lbf", "-o", "f.lbf"],
    ] {
        let o = run(&dir, args);
        assert_clean_error(&o, &args.join(" "));
        let err = stderr(&o);
        assert!(
            err.contains("cuckoo filter file") && !err.contains("::"),
            "{err}"
        );
    }
    let o = run(&dir, &["query", "c.lbf", "b"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));

    // Container info: every label starts its line.
    let mut s = ScalableFilter::builder().build().unwrap();
    s.insert("x").unwrap();
    s.save(dir.join("s.lbf")).unwrap();
    let o = run(&dir, &["info", "s.lbf"]);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.lines().any(|l| l.starts_with("seed:")), "{text}");
    let indented_label = |l: &str| l.starts_with(' ') && l.trim_start().contains(": ");
    assert!(!text.lines().any(indented_label), "{text}");

    // A cuckoo table too large to allocate speaks of the cuckoo table.
    let err = CuckooFilter::with_capacity(1 << 48).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::TooLarge);
    let msg = err.to_string();
    assert!(
        msg.contains("cuckoo") && !msg.contains("blocks") && !msg.contains("false-positive"),
        "{msg}"
    );

    // The temporary file is not the user's concern: errors name the destination.
    std::fs::write(dir.join("notadir"), b"a file").unwrap();
    let o = run(&dir, &["build", "--input", "k.txt", "-o", "notadir/f.lbf"]);
    assert_clean_error(&o, "output under a file");
    let err = stderr(&o);
    assert!(
        err.contains("notadir/f.lbf") && !err.contains(".lb-"),
        "{err}"
    );
}

// 9. `remove` takes keys that are not UTF-8, as `query` does.
#[cfg(unix)]
#[test]
fn remove_takes_keys_that_are_not_utf8() {
    use std::os::unix::ffi::OsStrExt;
    let dir = scratch("remove-bytes");
    std::fs::write(dir.join("k.txt"), b"caf\xe9\n\xff\xfe\nplain\n").unwrap();
    let o = run(
        &dir,
        &[
            "build", "--kind", "cuckoo", "--input", "k.txt", "-o", "c.lbf",
        ],
    );
    assert!(o.status.success());
    let o = linebloom()
        .current_dir(dir.path())
        .arg("remove")
        .arg("c.lbf")
        .arg(std::ffi::OsStr::from_bytes(b"caf\xe9"))
        .arg(std::ffi::OsStr::from_bytes(b"\xff\xfe"))
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let f = CuckooFilter::load(dir.join("c.lbf")).unwrap();
    assert_eq!(f.insert_count(), 1);
    assert!(f.contains("plain"));
}
