//! The cuckoo-filter side of the file commands: `build --kind cuckoo`, `query` and `info` on a
//! cuckoo file, and `remove`. Consumers of the public API only.

use crate::files::{for_each_key, refuse_overwriting_input, write_stdout, BuildArgs};
use crate::keyfile::KeyReader;
use linebloom::{CuckooFilter, ErrorKind};
use std::path::PathBuf;
use std::time::Instant;

#[derive(clap::Args)]
pub struct RemoveArgs {
    /// Cuckoo filter file, rewritten atomically (a temporary file renamed over it)
    filter: PathBuf,
    /// Keys to remove (only keys that were inserted: removing another key can delete an inserted
    /// key's fingerprint)
    keys: Vec<String>,
    /// Also remove every line of this file (`-` for standard input)
    #[arg(long)]
    input: Option<PathBuf>,
}

/// `build --kind cuckoo`: sized for the key count (from `--expected` or a counting pass), every
/// key inserted; a key that finds no slot fails the build before anything is written.
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
    let mut pending = Vec::new();
    let expected = match (args.expected, reader.len) {
        (Some(n), _) => Some(n),
        (None, Some(len)) => Some(KeyReader::count(&args.input, args.binary, len)?),
        (None, None) => None,
    };
    let sized = |n: u64| {
        CuckooFilter::builder()
            .capacity(n.max(1))
            .fingerprint_bits(args.fingerprint_bits)
            .seed(args.seed)
            .build()
            .map_err(|e| e.to_string())
    };
    let mut filter = expected.map(sized).transpose()?;
    let mut keys = 0u64;
    let mut insert = |f: &mut CuckooFilter, hashes: &[u64]| -> Result<(), String> {
        for &h in hashes {
            f.insert_hash(h)
                .map_err(|e| format!("{}: key {}: {e}", args.output.display(), keys + 1))?;
            keys += 1;
        }
        Ok(())
    };
    while reader.next_hashes(args.seed, &mut pending)? {
        if let Some(f) = filter.as_mut() {
            insert(f, &pending)?;
            pending.clear();
        }
    }
    reader.progress.finish();
    let mut filter = match filter {
        Some(f) => f,
        None => sized(pending.len() as u64)?,
    };
    insert(&mut filter, &pending)?;
    filter.save(&args.output).map_err(|e| e.to_string())?;
    eprintln!(
        "{}: {keys} keys, cuckoo, {} bytes, {:.2} bits/key, {}-bit fingerprints, load {:.3}, \
         estimated FPR {:.4}%, {:.2} s",
        args.output.display(),
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
         xxh3-64)\nbuckets:         {} ({} bytes)\nfingerprint:     {} bits\nseed:            \
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

/// `remove`: loads the filter, removes each key once, and saves it over itself through the
/// atomic writer. Exit status 0 when every key was found, 1 when one was not.
pub fn remove(args: &RemoveArgs) -> Result<bool, String> {
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
        one(k.as_bytes());
    }
    if let Some(path) = &args.input {
        for_each_key(path, false, &mut one)?;
    }
    f.save(&args.filter).map_err(|e| e.to_string())?;
    eprintln!(
        "{}: removed {removed} key{}, {missing} not found; {} fingerprints left",
        args.filter.display(),
        if removed == 1 { "" } else { "s" },
        f.insert_count()
    );
    Ok(missing == 0)
}
