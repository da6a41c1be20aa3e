//! The cuckoo-filter side of the file commands: `build --kind cuckoo`, `query` and `info` on a
//! cuckoo file, and `remove`. Consumers of the public API only.

use crate::args::BuildArgs;
use crate::inout::{for_each_key, os_bytes, refuse_overwriting_input, write_output, write_stdout};
use crate::keyfile::KeyReader;
use linebloom::{CuckooFilter, ErrorKind};
use std::path::{Path, PathBuf};
use std::time::Instant;

#[derive(clap::Args)]
pub struct RemoveArgs {
    /// Cuckoo filter file, rewritten atomically (a temporary file renamed over it, keeping the
    /// file's mode and owner). `remove` holds an advisory lock (flock) on the file from reading it
    /// to renaming the new one into place, so concurrent `remove` runs on one file take turns and
    /// lose no removal; a program that rewrites the file without that lock is not held off
    filter: PathBuf,
    /// Keys to remove, as bytes (any bytes, not only UTF-8). Only keys that were inserted:
    /// removing another key can delete an inserted key's fingerprint
    keys: Vec<std::ffi::OsString>,
    /// Also remove every line of this file (`-` for standard input)
    #[arg(long)]
    input: Option<PathBuf>,
}

/// `build --kind cuckoo`: every distinct key inserted once (a repeated key is stored once), into a
/// table sized for `--expected` or the distinct key count; a key that finds no slot fails the
/// build before anything is written.
pub fn build(args: &BuildArgs) -> Result<(), String> {
    let started = Instant::now();
    if args.fpr.is_some() || args.bits_per_key.is_some() {
        return Err(
            "--fpr and --bits-per-key size Bloom filters; a cuckoo filter's false-positive \
                    rate is set by --fingerprint-bits (8: about 3%, 16: about 0.012%)"
                .into(),
        );
    }
    if args.expected == Some(0) {
        return Err(
            "--expected must be at least 1 (the number of distinct keys to size for)".into(),
        );
    }
    refuse_overwriting_input(&args.output, &[&args.input])?;
    let mut reader = KeyReader::open(&args.input, args.binary, !args.no_progress)?;
    // Every key's hash, so that a repeated key is stored once: the table holds a fingerprint at
    // most eight times (four where the key's two buckets coincide), so repeats would fill it
    // whatever its capacity. 8 bytes a key, beside the table's 1 or 2.
    let mut hashes = Vec::new();
    while reader.next_hashes(args.seed, &mut hashes)? {}
    reader.progress.finish();
    let read = hashes.len() as u64;
    hashes.sort_unstable();
    hashes.dedup();
    let keys = hashes.len() as u64;
    let mut filter = CuckooFilter::builder()
        .capacity(args.expected.unwrap_or(keys).max(1))
        .fingerprint_bits(args.fingerprint_bits)
        .seed(args.seed)
        .build()
        .map_err(|e| e.to_string())?;
    for (i, &h) in hashes.iter().enumerate() {
        filter.insert_hash(h).map_err(|e| {
            format!(
                "{}: after {i} of {keys} distinct keys: {e}",
                args.output.display()
            )
        })?;
    }
    write_output(&args.output, |p| filter.save(p), |w| filter.write_to(w))?;
    let repeats = read - keys;
    eprintln!(
        "{}: {keys} keys{}, cuckoo, {} bytes, {:.2} bits/key, {}-bit fingerprints, load {:.3}, \
         estimated FPR {:.4}%, {:.2} s",
        args.output.display(),
        if repeats > 0 {
            format!(" ({repeats} repeated lines stored once)")
        } else {
            String::new()
        },
        filter.size_bytes(),
        filter.size_bytes() as f64 * 8.0 / keys.max(1) as f64,
        filter.fingerprint_bits(),
        filter.load_factor(),
        100.0 * filter.estimated_fpr(),
        started.elapsed().as_secs_f64(),
    );
    Ok(())
}

/// `info` on a cuckoo filter file.
pub fn info(path: &std::path::Path, verify: bool) -> Result<(), String> {
    let m = crate::mapped::open_cuckoo(path).map_err(|e| e.to_string())?;
    let mut text = format!(
        "file:            {}\nformat version:  1 (layout 2: cuckoo filter, 4-slot buckets, hash \
         2: xxh3-64 over the key encoding)\nbuckets:         {} ({} bytes)\nfingerprint:     {} bits\nseed:            \
         {}\nfingerprints:    {}\nload:            {:.4}\nestimated FPR:   {:.4}%\n",
        path.display(),
        m.num_buckets(),
        m.size_bytes(),
        m.fingerprint_bits(),
        m.seed(),
        m.insert_count(),
        m.load_factor(),
        100.0 * m.estimated_fpr()
    );
    if verify {
        m.verify().map_err(|e| format!("{}: {e}", path.display()))?;
        text += "table checksum:  ok\n";
    }
    write_stdout(text.as_bytes())
}

/// `remove`: under an exclusive lock on the file, loads the filter, removes each key once, and
/// saves it over itself through the atomic writer. Exit status 0 when every key was found, 1 when
/// one was not.
pub fn remove(args: &RemoveArgs) -> Result<bool, String> {
    let _lock = lock_current(&args.filter)?;
    let mut f = CuckooFilter::load(&args.filter).map_err(|e| match e.kind() {
        ErrorKind::Incompatible => format!(
            "{}: a Bloom filter file; Bloom filter bits cannot be cleared (remove needs a file \
             built with --kind cuckoo)",
            args.filter.display()
        ),
        _ => e.to_string(),
    })?;
    let (mut removed, mut missing) = (0u64, 0u64);
    let mut one = |key: &[u8]| {
        if f.remove(key) {
            removed += 1;
        } else {
            missing += 1;
        }
    };
    for k in &args.keys {
        one(&os_bytes(k));
    }
    if let Some(path) = &args.input {
        for_each_key(path, false, &mut one)?;
    }
    f.save(&args.filter).map_err(|e| e.to_string())?;
    let left = f.insert_count();
    eprintln!(
        "{}: removed {removed} key{}, {missing} not found; {left} fingerprint{} left",
        args.filter.display(),
        plural(removed),
        plural(left)
    );
    Ok(missing == 0)
}

fn plural(n: u64) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// Takes an exclusive advisory lock on the file now at `path`, waiting for another holder. A
/// writer replaces the file by renaming a new one over it, so the file locked may be replaced
/// while this waits: then it locks the new one instead, until the lock is on the file the path
/// names. The lock is released when the returned file is dropped (after the rename).
fn lock_current(path: &Path) -> Result<std::fs::File, String> {
    let err = |e: std::io::Error| format!("{}: locking the file: {e}", path.display());
    loop {
        let file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
        file.lock().map_err(err)?;
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            let (held, now) = (file.metadata().map_err(err)?, std::fs::metadata(path));
            match now {
                Ok(now) if (now.dev(), now.ino()) == (held.dev(), held.ino()) => return Ok(file),
                // Replaced (or removed) while this waited: lock what the path names now.
                _ => continue,
            }
        }
        #[cfg(not(unix))]
        return Ok(file);
    }
}
