//! `remove`: deletes keys from a cuckoo or counting filter file, rewriting it atomically under a
//! lock. Consumers of the public API only.

use crate::inout::{for_each_key, os_bytes};
use linebloom::{CountingFilter, CuckooFilter, FileKind};
use std::path::{Path, PathBuf};

#[derive(clap::Args)]
pub struct RemoveArgs {
    /// Cuckoo or counting filter file, rewritten atomically (a temporary file renamed over it, keeping the
    /// file's mode and owner). `remove` holds an advisory lock (flock) on the file from reading it
    /// to renaming the new one into place, so concurrent `remove` runs on one file take turns and
    /// lose no removal; a program that rewrites the file without that lock is not held off
    filter: PathBuf,
    /// Keys to remove, as bytes (any bytes, not only UTF-8). Only keys that were inserted:
    /// removing another key can delete an inserted key's fingerprint or counts
    keys: Vec<std::ffi::OsString>,
    /// Also remove every line of this file (`-` for standard input)
    #[arg(long)]
    input: Option<PathBuf>,
}

/// `remove`: under an exclusive lock on the file, loads the filter (cuckoo or counting, by its
/// kind), removes each key once, and saves it over itself through the atomic writer. Exit status
/// 0 when every key was found, 1 when one was not.
pub fn remove(args: &RemoveArgs) -> Result<bool, String> {
    let _lock = lock_current(&args.filter)?;
    let load = |e: linebloom::Error| e.to_string();
    match FileKind::sniff(&args.filter).map_err(load)? {
        FileKind::Cuckoo => remove_from(args, CuckooFilter::load(&args.filter).map_err(load)?),
        FileKind::Counting => remove_from(args, CountingFilter::load(&args.filter).map_err(load)?),
        _ => Err(format!(
            "{}: not a cuckoo or counting filter file; Bloom filter bits cannot be cleared \
             (remove needs a file built with --kind cuckoo or --kind counting)",
            args.filter.display()
        )),
    }
}

/// A filter kind that can remove keys: what `remove` needs of it.
trait Removable {
    /// What the count after the removals counts, singular ("fingerprint", "key").
    const LEFT: &'static str;
    fn remove_key(&mut self, key: &[u8]) -> bool;
    fn save_to(&self, path: &Path) -> Result<(), linebloom::Error>;
    fn left(&self) -> u64;
}

/// The kinds that can remove keys, each with the noun its count after removals takes.
macro_rules! removable {
    ($($ty:ty: $left:literal),*) => {$(
        impl Removable for $ty {
            const LEFT: &'static str = $left;
            fn remove_key(&mut self, key: &[u8]) -> bool {
                self.remove(key)
            }
            fn save_to(&self, path: &Path) -> Result<(), linebloom::Error> {
                self.save(path)
            }
            fn left(&self) -> u64 {
                self.insert_count()
            }
        }
    )*};
}
removable!(CuckooFilter: "fingerprint", CountingFilter: "key");

fn remove_from<F: Removable>(args: &RemoveArgs, mut f: F) -> Result<bool, String> {
    let (mut removed, mut missing) = (0u64, 0u64);
    let mut one = |key: &[u8]| {
        if f.remove_key(key) {
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
    f.save_to(&args.filter).map_err(|e| e.to_string())?;
    let left = f.left();
    eprintln!(
        "{}: removed {removed} key{}, {missing} not found; {left} {}{} left",
        args.filter.display(),
        plural(removed),
        F::LEFT,
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
