//! Scratch directories for tests and benchmarks.

use std::path::{Path, PathBuf};

/// A fresh directory under `std::env::temp_dir()`, unique to this process and name; removed
/// (with everything in it) on drop.
#[derive(Debug)]
pub struct Scratch {
    path: PathBuf,
}

impl Scratch {
    /// Creates `<temp>/linebloom-<name>-<pid>`, emptying it first if a previous run left it.
    pub fn new(name: &str) -> std::io::Result<Scratch> {
        let path = std::env::temp_dir().join(format!("linebloom-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path)?;
        Ok(Scratch { path })
    }

    /// The directory.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// A path inside the directory.
    pub fn join(&self, name: impl AsRef<Path>) -> PathBuf {
        self.path.join(name)
    }
}

impl AsRef<Path> for Scratch {
    fn as_ref(&self) -> &Path {
        &self.path
    }
}

impl std::ops::Deref for Scratch {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.path
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn created_and_removed() {
        let s = Scratch::new("support-selftest").unwrap();
        let p = s.path().to_path_buf();
        std::fs::write(s.join("x"), b"1").unwrap();
        assert!(p.join("x").exists());
        drop(s);
        assert!(!p.exists());
    }
}
