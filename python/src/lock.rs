//! The filters' locks, taken without holding the GIL while waiting: a call that finds its
//! filter locked by a batch call in another thread releases the GIL until it gets the lock, so
//! every other Python thread keeps running meanwhile. An uncontended lock is taken at once,
//! with the GIL held (no release and reacquire).
//!
//! A batch takes the lock once per chunk of keys and unlocks it fairly: a thread already waiting
//! gets the lock before the batch's next chunk. With a plain unlock the batch thread, still
//! running, takes the lock straight back, and a waiting single-key call can wait for the whole
//! batch. The locks never poison (a panic cannot leave a filter half-updated in a way that
//! matters: every write is a plain bit or slot update).

use parking_lot::{RwLock, RwLockReadGuard, RwLockWriteGuard};

use pyo3::prelude::*;

/// The read guard, waiting for it if need be (for code that runs without the GIL).
pub(crate) fn read_blocking<T>(lock: &RwLock<T>) -> RwLockReadGuard<'_, T> {
    lock.read()
}

/// Runs `f` on the value under a read lock for one chunk of a batch, then unlocks fairly.
pub(crate) fn read_chunk<T, R>(lock: &RwLock<T>, f: impl FnOnce(&T) -> R) -> R {
    let g = lock.read();
    let r = f(&g);
    RwLockReadGuard::unlock_fair(g);
    r
}

/// Runs `f` on the value under the write lock for one chunk of a batch, then unlocks fairly.
pub(crate) fn write_chunk<T, R>(lock: &RwLock<T>, f: impl FnOnce(&mut T) -> R) -> R {
    let mut g = lock.write();
    let r = f(&mut g);
    RwLockWriteGuard::unlock_fair(g);
    r
}

/// Runs `f` on the value under a read lock; waits for the lock with the GIL released.
pub(crate) fn with_read<T: Send + Sync, R: Send>(
    py: Python<'_>,
    lock: &RwLock<T>,
    f: impl FnOnce(&T) -> R + Send,
) -> R {
    match lock.try_read() {
        Some(g) => f(&g),
        None => py.detach(|| f(&lock.read())),
    }
}

/// Runs `f` on the value under the write lock; waits for the lock with the GIL released.
pub(crate) fn with_write<T: Send + Sync, R: Send>(
    py: Python<'_>,
    lock: &RwLock<T>,
    f: impl FnOnce(&mut T) -> R + Send,
) -> R {
    match lock.try_write() {
        Some(mut g) => f(&mut g),
        None => py.detach(|| f(&mut lock.write())),
    }
}

/// Compares two locked values holding one lock at a time, with the GIL released: `snapshot`
/// copies what is compared out of `a` under its lock, then `matches` checks that copy against `b`
/// under `b`'s. Holding `a`'s lock while waiting for `b`'s would deadlock against `b == a` in
/// another thread once a writer queues on each.
pub(crate) fn compare_one_at_a_time<T: Send + Sync, S: Send, R: Send>(
    py: Python<'_>,
    a: &RwLock<T>,
    b: &RwLock<T>,
    snapshot: impl FnOnce(&T) -> S + Send,
    matches: impl FnOnce(S, &T) -> R + Send,
) -> R {
    py.detach(|| {
        let copy = snapshot(&a.read());
        matches(copy, &b.read())
    })
}
