//! Scratch directories: where emitted IR, C shims and the libraries and
//! executables built from them live while a command runs.
//!
//! Each is a fresh directory with an unpredictable name under the system
//! temp dir, created exclusively with mode 0700 (the `tempfile` crate), so no
//! other user can have prepared it or put anything in it; files in it are
//! created new (never an existing file, never through a link). It is removed
//! when its [`ScratchDir`] is dropped, and, once [`remove_on_signals`] has
//! been called, also when the process is ended by SIGINT, SIGTERM, SIGHUP or
//! SIGQUIT. The tools that work in them (clang, opt, a built executable) run
//! through [`output`] and [`spawn`], so that such a signal first ends them:
//! a tool still writing into a directory would keep it from being removed.

use crate::{Error, ToolError};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};

/// The scratch directories alive in this process, for removal on a signal.
static LIVE: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

fn live() -> MutexGuard<'static, Vec<PathBuf>> {
    // A thread that panicked while holding the lock left the list whole.
    LIVE.lock().unwrap_or_else(|e| e.into_inner())
}

/// The tool processes running now, for ending them on a signal.
static CHILDREN: Mutex<Vec<u32>> = Mutex::new(Vec::new());

fn children() -> MutexGuard<'static, Vec<u32>> {
    CHILDREN.lock().unwrap_or_else(|e| e.into_inner())
}

fn forget_child(id: u32) {
    let mut list = children();
    if let Some(i) = list.iter().position(|&c| c == id) {
        list.swap_remove(i);
    }
}

/// A tool process started by [`spawn`]; ended and reaped if dropped before
/// [`wait_with_output`](Self::wait_with_output).
#[derive(Debug)]
pub struct Child(Option<std::process::Child>);

/// Starts `cmd` as [`std::process::Command::spawn`] does, as a process that a
/// signal's cleanup ends before it removes the scratch directories.
pub fn spawn(cmd: &mut std::process::Command) -> std::io::Result<Child> {
    // Started under the lock, so a cleanup, which holds it until the
    // process ends, never misses one. Each tool leads a process group of its
    // own, so that the cleanup also ends what it started (clang's linker,
    // which would otherwise go on writing into the directory being removed).
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(cmd, 0);
    let mut list = children();
    let child = cmd.spawn()?;
    list.push(child.id());
    Ok(Child(Some(child)))
}

/// Runs `cmd` to its end and collects its output, as
/// [`std::process::Command::output`] does (no standard input, output and
/// errors captured); see [`spawn`].
pub fn output(cmd: &mut std::process::Command) -> std::io::Result<std::process::Output> {
    use std::process::Stdio;
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    spawn(cmd)?.wait_with_output()
}

impl Child {
    /// The process's standard input, if it was piped and not taken yet.
    pub fn take_stdin(&mut self) -> Option<std::process::ChildStdin> {
        self.0.as_mut()?.stdin.take()
    }

    /// Waits for the process to end, collecting its output.
    pub fn wait_with_output(mut self) -> std::io::Result<std::process::Output> {
        let Some(child) = self.0.take() else {
            return Err(std::io::Error::other("the process was waited for already"));
        };
        let id = child.id();
        let result = child.wait_with_output();
        forget_child(id);
        result
    }
}

impl Drop for Child {
    fn drop(&mut self) {
        if let Some(mut child) = self.0.take() {
            // The tool's whole group (see `spawn`), then the tool.
            #[cfg(unix)]
            // SAFETY: signalling the process group our unreaped child leads.
            unsafe {
                libc::kill(-(child.id() as libc::pid_t), libc::SIGKILL);
            }
            let _ = child.kill();
            let _ = child.wait();
            forget_child(child.id());
        }
    }
}

/// A private directory, removed with everything in it when dropped.
#[derive(Debug)]
pub struct ScratchDir(tempfile::TempDir);

impl ScratchDir {
    /// A fresh private directory named `gpubin-mvp-WHAT-RANDOM` in the
    /// system temp dir.
    pub fn new(what: &str) -> Result<ScratchDir, Error> {
        // Made and listed under the lock, so a signal's cleanup, which holds
        // the lock until the process ends, never misses one.
        let mut live = live();
        let prefix = format!("gpubin-mvp-{what}-");
        let mut builder = tempfile::Builder::new();
        builder.prefix(&prefix);
        // Without this, the mode would come from the umask (0755 as a rule).
        #[cfg(unix)]
        builder.permissions(std::os::unix::fs::PermissionsExt::from_mode(0o700));
        let dir = builder.tempdir().map_err(|error| ToolError::ScratchDir {
            dir: std::env::temp_dir(),
            error,
        })?;
        live.push(dir.path().to_path_buf());
        Ok(ScratchDir(dir))
    }

    /// The directory's path.
    pub fn path(&self) -> &Path {
        self.0.path()
    }

    /// Creates the file `name` in the directory with `bytes`: a new file
    /// (mode 0600), never one that exists and never through a link.
    pub fn write_new(&self, name: &str, bytes: &[u8]) -> Result<PathBuf, Error> {
        let path = self.path().join(name);
        let mut options = std::fs::OpenOptions::new();
        options.write(true).create_new(true);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            options.mode(0o600).custom_flags(libc::O_NOFOLLOW);
        }
        options
            .open(&path)
            .and_then(|mut f| f.write_all(bytes))
            .map_err(|error| ToolError::Write {
                path: path.clone(),
                error,
            })?;
        Ok(path)
    }
}

impl std::ops::Deref for ScratchDir {
    type Target = Path;
    fn deref(&self) -> &Path {
        self.path()
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        // Removed under the lock, then unlisted, so a signal between the two
        // cannot leave it behind. (`TempDir`'s own removal then finds nothing.)
        let mut live = live();
        let _ = std::fs::remove_dir_all(self.path());
        if let Some(i) = live.iter().position(|p| p == self.path()) {
            live.swap_remove(i);
        }
    }
}

/// Ends the running tools, removes the scratch directories alive now, then
/// ends the process by `signal` with its default action; never returns.
#[cfg(unix)]
fn remove_all_and_die(signal: libc::c_int) -> ! {
    let live = live();
    let tools = children();
    for &id in tools.iter() {
        // SAFETY: signalling the process group a child of this process leads
        // (see `spawn`), then reaping the child, which it has not reaped (it
        // leaves the list when it is reaped, under the lock).
        unsafe {
            libc::kill(-(id as libc::pid_t), libc::SIGKILL);
            libc::waitpid(id as libc::pid_t, std::ptr::null_mut(), 0);
        }
    }
    for dir in live.iter() {
        // A process of a tool's group may still be ending: its last write can
        // land between the listing and the removal of the directory.
        for _ in 0..20 {
            if std::fs::remove_dir_all(dir).is_ok() || !dir.exists() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
    }
    // SAFETY: restoring the default action of a valid signal and raising it;
    // the lock is held on purpose (no new directory after the cleanup).
    unsafe {
        libc::signal(signal, libc::SIG_DFL);
        libc::raise(signal);
        // A signal whose default is not to end (cannot happen for the four
        // handled): end anyway, with the shell's status for it.
        libc::_exit(128 + signal)
    }
}

#[cfg(unix)]
mod signals {
    use std::sync::atomic::{AtomicI32, Ordering};

    /// The write end of the pipe that tells the cleanup thread a signal came.
    static PIPE: AtomicI32 = AtomicI32::new(-1);

    /// The signals that end a process by default and are sent to stop a run.
    pub const HANDLED: [libc::c_int; 4] =
        [libc::SIGINT, libc::SIGTERM, libc::SIGHUP, libc::SIGQUIT];

    extern "C" fn on_signal(signal: libc::c_int) {
        let byte = signal as u8;
        // SAFETY: `write` is async-signal-safe; the descriptor stays open for
        // the life of the process, and a failed write loses nothing we need.
        unsafe {
            libc::write(PIPE.load(Ordering::Relaxed), (&byte as *const u8).cast(), 1);
        }
    }

    /// Starts the cleanup thread and installs the handlers (once).
    pub fn install() -> std::io::Result<()> {
        let mut fds = [0; 2];
        // SAFETY: `fds` has room for the two descriptors pipe2 writes.
        if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
            return Err(std::io::Error::last_os_error());
        }
        let [read_end, write_end] = fds;
        PIPE.store(write_end, Ordering::Relaxed);
        std::thread::Builder::new()
            .name("scratch-cleanup".into())
            .spawn(move || loop {
                let mut byte = 0u8;
                // SAFETY: reading one byte into a local from a descriptor this
                // thread owns.
                let n = unsafe { libc::read(read_end, (&mut byte as *mut u8).cast(), 1) };
                if n == 1 {
                    super::remove_all_and_die(byte as libc::c_int);
                }
                if n == 0
                    || std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted
                {
                    return;
                }
            })?;
        for signal in HANDLED {
            // SAFETY: a zeroed sigaction with a valid handler and an empty
            // mask is a valid argument; the old action is not needed.
            unsafe {
                let mut action: libc::sigaction = std::mem::zeroed();
                action.sa_sigaction = on_signal as *const () as usize;
                action.sa_flags = libc::SA_RESTART;
                libc::sigemptyset(&mut action.sa_mask);
                // A signal ignored when the process started (a `nohup` run)
                // stays ignored.
                let mut old: libc::sigaction = std::mem::zeroed();
                libc::sigaction(signal, std::ptr::null(), &mut old);
                if old.sa_sigaction != libc::SIG_IGN {
                    libc::sigaction(signal, &action, std::ptr::null_mut());
                }
            }
        }
        Ok(())
    }
}

/// Makes SIGINT, SIGTERM, SIGHUP and SIGQUIT remove the live scratch
/// directories before they end the process (the process still ends by the
/// signal, with the usual status). For programs, like the `gpubin` CLI, that
/// own their process; a library user with signal handling of its own can
/// leave it out. Calling it again does nothing.
pub fn remove_on_signals() -> Result<(), Error> {
    #[cfg(unix)]
    {
        // Kept for every later call; shared, as an OS error cannot be cloned.
        static ONCE: std::sync::OnceLock<Result<(), std::sync::Arc<std::io::Error>>> =
            std::sync::OnceLock::new();
        ONCE.get_or_init(|| signals::install().map_err(std::sync::Arc::new))
            .clone()
            .map_err(|e| Error::Tool(ToolError::Signals(e)))
    }
    #[cfg(not(unix))]
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn private_fresh_and_removed() {
        use std::os::unix::fs::PermissionsExt;
        let a = ScratchDir::new("test").unwrap();
        let b = ScratchDir::new("test").unwrap();
        assert_ne!(a.path(), b.path());
        let mode = std::fs::metadata(a.path()).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o700);
        let name = a.path().file_name().unwrap().to_string_lossy().into_owned();
        assert!(name.starts_with("gpubin-mvp-test-"), "{name}");
        assert!(live().contains(&a.path().to_path_buf()));
        let f = a.write_new("x.ll", b"; ir").unwrap();
        assert_eq!(std::fs::read(&f).unwrap(), b"; ir");
        // Never an existing file, never through a link.
        assert!(a.write_new("x.ll", b"again").is_err());
        std::os::unix::fs::symlink(b.path().join("target"), a.path().join("link")).unwrap();
        assert!(a.write_new("link", b"through").is_err());
        assert!(!b.path().join("target").exists());
        let path = a.path().to_path_buf();
        drop(a);
        assert!(!path.exists());
        assert!(!live().contains(&path));
    }
}
