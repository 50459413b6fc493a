use std::process::ExitCode;

/// The process exit status: 0 success, 1 invalid input, 2 usage error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Exit {
    Ok = 0,
    Invalid = 1,
    Usage = 2,
}

impl Exit {
    /// The worse of two outcomes, for commands over several files.
    pub fn and(self, other: Exit) -> Exit {
        self.max(other)
    }
}

impl From<Exit> for ExitCode {
    fn from(e: Exit) -> Self {
        ExitCode::from(e as u8)
    }
}
