//! The one atomic-replace helper, [`TempFile`], under every writer (`format::save_atomically`,
//! which every kind's `save` is, and `MmapFilterMut`): a new file beside the destination, synced
//! and renamed over it, keeping the replaced file's mode and owner.

use crate::error::{Error, ErrorKind};
use std::fs::{self, File};
use std::path::{Path, PathBuf};

/// The one atomic-replace helper: a new file beside `dest` that [`persist`](Self::persist) syncs
/// and renames over `dest` (then syncs the directory, so the rename itself is durable). Used by
/// every writer ([`Filter::save`], the containers' `save`, [`MmapFilterMut`](crate::MmapFilterMut)).
///
/// * On Linux the file is created unnamed (`O_TMPFILE`) in `dest`'s directory, so a process
///   killed while writing leaves nothing behind; `persist` links it under a fresh random name and
///   renames that over `dest` (the only window in which a kill leaves a name is between those
///   two calls). Where `/proc/self/fd` cannot be linked, it copies into a named file instead.
/// * Elsewhere, or where the file system has no `O_TMPFILE`, it is a named file `.lb-<random>.tmp`
///   created with `O_CREAT | O_EXCL` (so never someone else's file: a collision just draws
///   another name), short enough whatever `dest`'s name (255-byte names stay writable), and
///   removed on drop.
///
/// It refuses a `dest` that exists and is not a regular file (a device, a FIFO, a directory, a
/// symbolic link), or that is read-only (no write bit in its mode), before writing anything, and
/// checks again before the rename. A file it replaces keeps its permission bits, and its owner
/// and group where this process may set them (root, or the owner keeping its own group); a new
/// file gets `0o666` less the umask.
pub(crate) struct TempFile {
    file: File,
    /// The destination's metadata when it already exists: the new file gets its mode and owner.
    replaced: Option<fs::Metadata>,
    /// The name it has, if it was created named (removed on drop unless persisted).
    named: Option<PathBuf>,
    dest: PathBuf,
    persisted: bool,
}

/// Refuses a destination that exists and is not a regular file, or is read-only. Returns its
/// metadata when it exists.
pub(crate) fn check_destination(dest: &Path) -> Result<Option<fs::Metadata>, Error> {
    match fs::symlink_metadata(dest) {
        Ok(m) if !m.file_type().is_file() => Err(Error::new(
            ErrorKind::Io,
            "exists and is not a regular file (a device, pipe, directory or symbolic link); \
             refusing to replace it",
        )
        .in_file(dest)),
        Ok(m) if m.permissions().readonly() => Err(Error::new(
            ErrorKind::Io,
            format!(
                "is read-only (mode {:o}); refusing to replace it: make it writable first, or \
                 write to another file",
                mode_of(&m)
            ),
        )
        .in_file(dest)),
        Ok(m) => Ok(Some(m)),
        Err(_) => Ok(None),
    }
}

/// The permission bits of a file (for messages).
fn mode_of(m: &fs::Metadata) -> u32 {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        m.permissions().mode() & 0o7777
    }
    #[cfg(not(unix))]
    {
        u32::from(!m.permissions().readonly()) * 0o200 | 0o444
    }
}

/// Gives `file` the permission bits of `old` and, where this process may, its owner and group.
fn keep_mode_and_owner(file: &File, old: &fs::Metadata) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let new = file.metadata()?;
        if (new.uid(), new.gid()) != (old.uid(), old.gid()) {
            // Only root may give a file away, and only an owner in the group may set the group:
            // where neither holds, the file stays this process's (as any new file would be).
            match std::os::unix::fs::fchown(file, Some(old.uid()), Some(old.gid())) {
                Ok(()) => {}
                Err(e) if e.kind() == std::io::ErrorKind::PermissionDenied => {
                    let _ = std::os::unix::fs::fchown(file, None, Some(old.gid()));
                }
                Err(e) => return Err(e),
            }
        }
    }
    // After the owner: a chown clears the set-id bits, which the mode then restores.
    file.set_permissions(old.permissions())
}

/// A name no other writer is likely to have drawn: `.lb-<16 hex digits>.tmp`.
fn random_temp_name() -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::time::{SystemTime, UNIX_EPOCH};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    let local = 0u8;
    let mut z = nanos
        ^ (u64::from(std::process::id()) << 32)
        ^ COUNTER
            .fetch_add(1, Ordering::Relaxed)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
        ^ (&local as *const u8 as u64);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    format!(".lb-{:016x}.tmp", z ^ (z >> 31))
}

/// The directory a destination lives in (`.` for a bare name).
fn dir_of(dest: &Path) -> &Path {
    match dest.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    }
}

/// Creates a file under a fresh random name in `dest`'s directory with `O_EXCL`, retrying on a
/// collision. Errors name `dest`, the file the caller asked for.
fn create_named(dest: &Path) -> Result<(File, PathBuf), Error> {
    let dir = dir_of(dest);
    let mut last = None;
    for _ in 0..16 {
        let path = dir.join(random_temp_name());
        match File::options()
            .read(true)
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(f) => return Ok((f, path)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => last = Some((e, path)),
            Err(e) => return Err(temp_error(dest, &e)),
        }
    }
    let (e, _) = last.expect("sixteen collisions were recorded");
    Err(temp_error(dest, &e))
}

fn temp_error(dest: &Path, e: &std::io::Error) -> Error {
    Error::io(
        &format!(
            "creating a temporary file in {} to write it through",
            dir_of(dest).display()
        ),
        e,
    )
    .in_file(dest)
}

/// An unnamed file in `dir` (Linux `O_TMPFILE`), or `None` where the file system cannot.
#[cfg(target_os = "linux")]
fn create_unnamed(dir: &Path) -> Option<File> {
    use std::os::unix::fs::OpenOptionsExt;
    File::options()
        .read(true)
        .write(true)
        .mode(0o666)
        .custom_flags(libc::O_TMPFILE)
        .open(dir)
        .ok()
}

#[cfg(not(target_os = "linux"))]
fn create_unnamed(_: &Path) -> Option<File> {
    None
}

/// Gives the unnamed file `file` the name `path` (`linkat` of its `/proc/self/fd` entry).
#[cfg(target_os = "linux")]
fn link_unnamed(file: &File, path: &Path) -> std::io::Result<()> {
    use std::ffi::CString;
    use std::os::unix::ffi::OsStrExt;
    use std::os::unix::io::AsRawFd;
    let from = CString::new(format!("/proc/self/fd/{}", file.as_raw_fd()))?;
    let to = CString::new(path.as_os_str().as_bytes())?;
    // SAFETY: both arguments are NUL-terminated strings that live across the call; `linkat` reads
    // them and touches no memory of ours.
    let r = unsafe {
        libc::linkat(
            libc::AT_FDCWD,
            from.as_ptr(),
            libc::AT_FDCWD,
            to.as_ptr(),
            libc::AT_SYMLINK_FOLLOW,
        )
    };
    if r == 0 {
        Ok(())
    } else {
        Err(std::io::Error::last_os_error())
    }
}

#[cfg(not(target_os = "linux"))]
fn link_unnamed(_: &File, _: &Path) -> std::io::Result<()> {
    Err(std::io::Error::other("no unnamed files on this platform"))
}

impl TempFile {
    /// Creates the temporary file (readable and writable, never an existing one) after checking
    /// that `dest` is absent or a regular file.
    pub(crate) fn create(dest: &Path) -> Result<TempFile, Error> {
        let replaced = check_destination(dest)?;
        let dir = dir_of(dest);
        let (file, named) = match create_unnamed(dir) {
            Some(f) => (f, None),
            None => {
                let (f, p) = create_named(dest)?;
                (f, Some(p))
            }
        };
        Ok(TempFile {
            file,
            replaced,
            named,
            dest: dest.to_path_buf(),
            persisted: false,
        })
    }

    pub(crate) fn file(&self) -> &File {
        &self.file
    }

    /// What to call the file in an error message: the destination, which the user named (the
    /// temporary file's own name means nothing to them).
    pub(crate) fn path(&self) -> &Path {
        &self.dest
    }

    /// Syncs the file, renames it over the destination, and syncs the directory.
    pub(crate) fn persist(mut self) -> Result<(), Error> {
        let now = check_destination(&self.dest)?;
        if let Some(old) = now.as_ref().or(self.replaced.as_ref()) {
            keep_mode_and_owner(&self.file, old).map_err(|e| {
                Error::io("giving the new file the old one's mode and owner", &e)
                    .in_file(&self.dest)
            })?;
        }
        self.file
            .sync_all()
            .map_err(|e| Error::io("syncing", &e).in_file(self.path()))?;
        let name = match self.named.clone() {
            Some(p) => p,
            None => {
                let p = dir_of(&self.dest).join(random_temp_name());
                if link_unnamed(&self.file, &p).is_ok() {
                    self.named = Some(p.clone());
                    p
                } else {
                    // No /proc (a chroot, an emulator): copy into a named temporary file instead.
                    let (mut copy, p) = create_named(&self.dest)?;
                    self.named = Some(p.clone());
                    let mut src = &self.file;
                    std::io::Seek::rewind(&mut src)
                        .and_then(|()| std::io::copy(&mut src, &mut copy))
                        .and_then(|_| copy.sync_all())
                        .map_err(|e| Error::io("copying the temporary file", &e).in_file(&p))?;
                    p
                }
            }
        };
        fs::rename(&name, &self.dest).map_err(|e| {
            Error::io("renaming the temporary file into place", &e).in_file(&self.dest)
        })?;
        self.persisted = true;
        // Make the rename itself durable; best effort (not every platform can open a dir).
        let _ = File::open(dir_of(&self.dest)).and_then(|d| d.sync_all());
        Ok(())
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        // Only a name this value created (with O_EXCL, or by linking its own unnamed file).
        if let (false, Some(p)) = (self.persisted, &self.named) {
            let _ = fs::remove_file(p);
        }
    }
}
