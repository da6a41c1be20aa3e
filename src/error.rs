//! The crate's one error type: an opaque struct with a kind a caller can match on and a message a
//! person can act on.

use std::fmt;

/// What went wrong, for callers that want to react to the cause rather than print it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// A sizing parameter (expected items, fpr, bits per key, k, block count) is out of range.
    InvalidParameter,
    /// The filter would need more memory than this process can address or allocate.
    TooLarge,
    /// A back end was forced that this CPU (or this build's target) does not have.
    BackendUnavailable,
    /// Two filters were combined whose block count, k or seed differ.
    Incompatible,
    /// `fold` was asked of a filter whose block count is odd.
    NotFoldable,
}

/// The error returned by every fallible operation in this crate.
///
/// `Display` gives a one-line message that says what was wrong and what would be accepted;
/// [`Error::kind`] gives the cause as a value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
    message: String,
}

impl Error {
    pub(crate) fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        Error {
            kind,
            message: message.into(),
        }
    }

    pub(crate) fn invalid(message: impl Into<String>) -> Self {
        Error::new(ErrorKind::InvalidParameter, message)
    }

    /// The cause of the error.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}
