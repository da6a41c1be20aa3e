//! Mapping filter files for the commands that read them. A mapped file that another process
//! truncates makes the next lookup fault with `SIGBUS`; the CLI turns that into one line,
//! "FILE changed while it was being read", and exit status 2, instead of "Bus error".

use linebloom::{MmapContainer, MmapCountingFilter, MmapCuckooFilter, MmapFilter};
use std::path::Path;

/// Maps a filter file, arming the `SIGBUS` report for it first.
pub fn open_filter(path: &Path) -> Result<MmapFilter, linebloom::Error> {
    on_sigbus_report(path);
    // SAFETY: linebloom's writers only ever rename new files into place, which leaves this
    // mapping on the old file. If some other program truncates the file while it is mapped, the
    // fault on the missing page is caught by the handler armed above, which prints one line and
    // ends the process before the read returns; a file rewritten in place by another program can
    // give wrong answers, never a wild memory access (every read stays inside the mapping).
    unsafe { MmapFilter::open(path) }
}

/// Maps a container file, as [`open_filter`].
pub fn open_container(path: &Path) -> Result<MmapContainer, linebloom::Error> {
    on_sigbus_report(path);
    // SAFETY: as in `open_filter`.
    unsafe { MmapContainer::open(path) }
}

/// Maps a cuckoo filter file, as [`open_filter`].
pub fn open_cuckoo(path: &Path) -> Result<MmapCuckooFilter, linebloom::Error> {
    on_sigbus_report(path);
    // SAFETY: as in `open_filter`.
    unsafe { MmapCuckooFilter::open(path) }
}

/// Maps a counting filter file, as [`open_filter`].
pub fn open_counting(path: &Path) -> Result<MmapCountingFilter, linebloom::Error> {
    on_sigbus_report(path);
    // SAFETY: as in `open_filter`.
    unsafe { MmapCountingFilter::open(path) }
}

#[cfg(target_os = "linux")]
mod report {
    use std::sync::atomic::{AtomicPtr, Ordering};

    /// The message, as one pointer to a leaked (never freed) `String`, so the handler reads its
    /// address and length in one atomic load.
    static MESSAGE: AtomicPtr<String> = AtomicPtr::new(core::ptr::null_mut());

    /// Only async-signal-safe calls: `write` and `_exit`.
    extern "C" fn on_sigbus(_: libc::c_int) {
        let p = MESSAGE.load(Ordering::Acquire);
        if !p.is_null() {
            // SAFETY: `p` comes from `Box::leak` in `arm` and is never freed, so the `String` and
            // its bytes stay valid for the rest of the process.
            let m = unsafe { &*p };
            // SAFETY: `m` is `m.len()` initialised bytes; `write` only reads them.
            unsafe { libc::write(2, m.as_ptr().cast(), m.len()) };
        }
        // SAFETY: `_exit` ends the process at once; nothing of ours runs after it.
        unsafe { libc::_exit(2) }
    }

    /// Points the handler at `message` and installs it (once per process; later calls only
    /// change the message).
    pub fn arm(message: String) {
        MESSAGE.store(Box::leak(Box::new(message)), Ordering::Release);
        // SAFETY: a zeroed `sigaction` is a valid value to fill in; the handler is an
        // `extern "C" fn(c_int)` that only calls async-signal-safe functions, and `sa_flags`
        // leaves `SA_SIGINFO` clear, matching that signature.
        unsafe {
            let mut action: libc::sigaction = core::mem::zeroed();
            action.sa_sigaction = on_sigbus as *const () as libc::sighandler_t;
            libc::sigemptyset(&mut action.sa_mask);
            libc::sigaction(libc::SIGBUS, &action, core::ptr::null_mut());
        }
    }
}

fn on_sigbus_report(path: &Path) {
    #[cfg(target_os = "linux")]
    report::arm(format!(
        "linebloom: {} changed while it was being read (truncated or rewritten in place)\n",
        path.display()
    ));
    #[cfg(not(target_os = "linux"))]
    let _ = path;
}
