//! The filters' locks, taken without holding the GIL while waiting: a call that finds its
//! filter locked by a batch call in another thread releases the GIL until it gets the lock, so
//! every other Python thread keeps running meanwhile. An uncontended lock is taken at once,
//! with the GIL held (no release and reacquire).
//!
//! A panic elsewhere cannot poison a filter in a way that matters (every write is a plain bit
//! or slot update), so a poisoned lock is used as is.

use std::sync::{RwLock, RwLockReadGuard, RwLockWriteGuard, TryLockError};

use pyo3::prelude::*;

/// The read guard, waiting for it if need be (for code that runs without the GIL).
pub(crate) fn read_blocking<T>(lock: &RwLock<T>) -> RwLockReadGuard<'_, T> {
    lock.read().unwrap_or_else(|e| e.into_inner())
}

/// The write guard, waiting for it if need be (for code that runs without the GIL).
pub(crate) fn write_blocking<T>(lock: &RwLock<T>) -> RwLockWriteGuard<'_, T> {
    lock.write().unwrap_or_else(|e| e.into_inner())
}

/// Runs `f` on the value under a read lock; waits for the lock with the GIL released.
pub(crate) fn with_read<T: Send + Sync, R: Send>(
    py: Python<'_>,
    lock: &RwLock<T>,
    f: impl FnOnce(&T) -> R + Send,
) -> R {
    match lock.try_read() {
        Ok(g) => f(&g),
        Err(TryLockError::Poisoned(p)) => f(&p.into_inner()),
        Err(TryLockError::WouldBlock) => py.detach(|| f(&read_blocking(lock))),
    }
}

/// Runs `f` on the value under the write lock; waits for the lock with the GIL released.
pub(crate) fn with_write<T: Send + Sync, R: Send>(
    py: Python<'_>,
    lock: &RwLock<T>,
    f: impl FnOnce(&mut T) -> R + Send,
) -> R {
    match lock.try_write() {
        Ok(mut g) => f(&mut g),
        Err(TryLockError::Poisoned(p)) => f(&mut p.into_inner()),
        Err(TryLockError::WouldBlock) => py.detach(|| f(&mut write_blocking(lock))),
    }
}
