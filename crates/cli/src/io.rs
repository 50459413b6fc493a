//! File I/O: reading inputs (`-` is standard input), writing outputs (`-` is standard
//! output), printing.
//!
//! How an output is written depends on what the path names when the command runs:
//! - a regular file, or nothing yet: a temporary file beside it, then a rename, so a
//!   reader never sees a partial file and a failure leaves the old file (or nothing);
//! - a symbolic link: followed to its final target, which is replaced as above, so the
//!   link itself survives;
//! - a character or block device, a FIFO: opened and written through, never replaced;
//! - `-`, and the names of this process's descriptors (`/dev/stdout`, `/dev/stderr`,
//!   `/dev/fd/N`, `/proc/self/fd/N`): written through the open descriptor, at its
//!   position (binary data is refused when that is a terminal);
//! - a socket: refused (it cannot be opened).
//!
//! The outputs of one command are one [`Outputs`] transaction: every temporary file is
//! written before any is renamed, and a failure before the renames leaves every old
//! file as it was. An output that is one of the command's inputs, or the same file as
//! another output (same device and inode, whatever the spelling or links), is refused.
//! Outputs are not flushed to disk (no `fsync`) unless `--sync` asks for it: build
//! outputs need atomicity, not durability.
//!
//! Messages go to standard error through [`report!`], which never panics: a closed
//! standard error loses the message, not the exit status.

use std::borrow::Cow;
use std::fs;
use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

/// `eprintln!` that never panics: formats one line and writes it with
/// [`report_text`]. Every message of the commands goes through it.
macro_rules! report {
    ($($arg:tt)*) => {
        $crate::io::report_text(&format!("{}\n", format_args!($($arg)*)))
    };
}
pub(crate) use report;

/// The path that names a standard stream.
pub const STDIO: &str = "-";

/// Symbolic links followed at most, as the kernel's own limit (`ELOOP`).
const MAX_LINKS: usize = 40;

static SYNC: AtomicBool = AtomicBool::new(false);
static STDIN_TAKEN: AtomicBool = AtomicBool::new(false);

/// Flush each written file to disk before it replaces its target (`--sync`).
pub fn set_sync(sync: bool) {
    SYNC.store(sync, Ordering::Relaxed);
}

/// True when `path` is `-`, a standard stream.
pub fn is_stdio(path: &Path) -> bool {
    path.as_os_str() == STDIO
}

/// How an input is named in messages: `<stdin>` for `-`, else the path.
pub fn input_name(path: &Path) -> Cow<'_, str> {
    if is_stdio(path) {
        Cow::Borrowed("<stdin>")
    } else {
        path.to_string_lossy()
    }
}

/// How an output is named in messages: `<stdout>` for `-`, else the path.
pub fn output_name(path: &Path) -> Cow<'_, str> {
    if is_stdio(path) {
        Cow::Borrowed("<stdout>")
    } else {
        path.to_string_lossy()
    }
}

/// Reads an input file, or standard input for `-`; the error names the file.
pub fn read_input(path: &Path) -> Result<Vec<u8>, String> {
    if is_stdio(path) {
        if STDIN_TAKEN.swap(true, Ordering::Relaxed) {
            return Err("<stdin>: standard input is named twice (`-` can be read once)".into());
        }
        let mut bytes = Vec::new();
        return std::io::stdin()
            .lock()
            .read_to_end(&mut bytes)
            .map(|_| bytes)
            .map_err(|e| format!("<stdin>: cannot read: {}", describe(&e)));
    }
    fs::read(path).map_err(|e| format!("{}: cannot read: {}", path.display(), describe(&e)))
}

/// Reads an input file (or `-`) as UTF-8 text; the error names the file.
pub fn read_text(path: &Path) -> Result<String, String> {
    let bytes = read_input(path)?;
    String::from_utf8(bytes).map_err(|e| {
        format!(
            "{}: not UTF-8 text (invalid byte at offset {})",
            input_name(path),
            e.utf8_error().valid_up_to()
        )
    })
}

/// The OS message for an error, without Rust's `(os error N)` suffix.
pub(crate) fn describe(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "no such file".to_string(),
        std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
        _ => {
            let text = e.to_string();
            match text.find(" (os error ") {
                Some(i) => text[..i].to_string(),
                None => text,
            }
        }
    }
}

/// `PATH: cannot WHAT: OS message`, the form of every write error.
fn cannot(path: &Path, what: &str, e: &std::io::Error) -> String {
    format!("{}: cannot {what}: {}", output_name(path), describe(e))
}

/// The directory a path is in (`.` for a bare name).
fn parent_dir(path: &Path) -> &Path {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    }
}

/// Where an output path leads.
enum Place {
    /// A descriptor this process has open: `-` is 1, and `/dev/stdout`, `/dev/fd/N`,
    /// `/proc/self/fd/N` and the like name theirs.
    #[cfg(unix)]
    Descriptor(std::os::fd::RawFd),
    /// Standard output (`-`), where descriptors have no names.
    #[cfg(not(unix))]
    Stdout,
    /// The final target of any symbolic links, which may not exist yet (a dangling
    /// link names the file to create).
    Path(PathBuf),
}

/// Follows `path` through symbolic links to where an output goes. A name of one of
/// this process's descriptors, met on the way, is that descriptor: the kernel would
/// open its file again (and a rename would replace a file the shell opened, losing
/// its position), where writing through the descriptor appends as the shell meant.
fn locate(path: &Path) -> Result<Place, String> {
    if is_stdio(path) {
        #[cfg(unix)]
        return Ok(Place::Descriptor(1));
        #[cfg(not(unix))]
        return Ok(Place::Stdout);
    }
    let mut current = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        #[cfg(unix)]
        if let Some(fd) = own_descriptor(&current) {
            return Ok(Place::Descriptor(fd));
        }
        match fs::symlink_metadata(&current) {
            Ok(m) if m.file_type().is_symlink() => {
                let target = fs::read_link(&current).map_err(|e| {
                    format!(
                        "{}: cannot read the link: {}",
                        current.display(),
                        describe(&e)
                    )
                })?;
                current = match current.parent() {
                    Some(dir) if target.is_relative() => dir.join(target),
                    _ => target,
                };
            }
            _ => return Ok(Place::Path(current)),
        }
    }
    Err(format!(
        "{}: too many levels of symbolic links",
        path.display()
    ))
}

/// The descriptor `path` names when it is one of this process's: `/dev/stdin`,
/// `/dev/stdout`, `/dev/stderr`, or `N` in `/dev/fd`, `/proc/self/fd`,
/// `/proc/thread-self/fd` or `/proc/<this process>/fd` (however the directory is
/// spelt: it is compared once resolved).
#[cfg(unix)]
fn own_descriptor(path: &Path) -> Option<std::os::fd::RawFd> {
    let name = path.file_name()?.to_str()?;
    let standard = match name {
        "stdin" => Some(0),
        "stdout" => Some(1),
        "stderr" => Some(2),
        _ => None,
    };
    let number = if name.bytes().all(|b| b.is_ascii_digit()) {
        name.parse().ok()
    } else {
        None
    };
    if standard.is_none() && number.is_none() {
        // Most names: no system call spent.
        return None;
    }
    let dir = fs::canonicalize(parent_dir(path)).ok()?;
    if standard.is_some() {
        return standard.filter(|_| dir == Path::new("/dev"));
    }
    let pid = std::process::id().to_string();
    let parts: Vec<&str> = dir.iter().map(|p| p.to_str().unwrap_or("")).collect();
    let own = match parts.as_slice() {
        ["/", "proc", p, "fd"] | ["/", "proc", p, "task", _, "fd"] => *p == pid,
        // Where /dev/fd is a file system of its own rather than a link into /proc.
        ["/", "dev", "fd"] => true,
        _ => false,
    };
    number.filter(|_| own)
}

/// A descriptor of its own onto the open file of `fd` (same file position and flags).
#[cfg(unix)]
fn duplicate(fd: std::os::fd::RawFd) -> std::io::Result<fs::File> {
    use std::os::fd::FromRawFd;
    // SAFETY: fcntl reads only its integer arguments; a descriptor that is not open
    // is an EBADF error.
    let new = unsafe { libc::fcntl(fd, libc::F_DUPFD_CLOEXEC, 0) };
    if new == -1 {
        return Err(std::io::Error::last_os_error());
    }
    // SAFETY: `new` was just opened for this process and nothing else owns it.
    Ok(unsafe { fs::File::from_raw_fd(new) })
}

/// The identity of an existing file: its device and inode.
#[cfg(unix)]
fn identity(m: &fs::Metadata) -> (u64, u64) {
    use std::os::unix::fs::MetadataExt;
    (m.dev(), m.ino())
}

/// True when `output` (already resolved) is the same existing file as `input`.
fn same_file(output: &fs::Metadata, output_path: &Path, input: &Path) -> bool {
    #[cfg(unix)]
    {
        let _ = output_path;
        fs::metadata(input).is_ok_and(|i| identity(&i) == identity(output))
    }
    #[cfg(not(unix))]
    {
        let _ = output;
        match (fs::canonicalize(output_path), fs::canonicalize(input)) {
            (Ok(a), Ok(b)) => a == b,
            _ => false,
        }
    }
}

/// What makes two outputs one file.
#[derive(PartialEq, Eq)]
#[cfg_attr(not(unix), allow(dead_code))]
enum Key {
    /// An existing file (or an open descriptor's): device and inode.
    File(u64, u64),
    /// A file to create: its directory's device and inode, and its name.
    Entry(u64, u64, std::ffi::OsString),
    /// Where no identity is known: the path.
    Path(PathBuf),
}

/// The key of an existing file, `target`.
fn file_key(m: &fs::Metadata, target: &Path) -> Key {
    #[cfg(unix)]
    {
        let _ = target;
        let (dev, ino) = identity(m);
        Key::File(dev, ino)
    }
    #[cfg(not(unix))]
    {
        let _ = m;
        Key::Path(fs::canonicalize(target).unwrap_or_else(|_| target.to_path_buf()))
    }
}

/// The key of a file to create, `target`: its directory and name.
fn entry_key(target: &Path) -> Key {
    let dir = parent_dir(target);
    let name = target.file_name().unwrap_or_default().to_os_string();
    #[cfg(unix)]
    if let Ok(m) = fs::metadata(dir) {
        let (dev, ino) = identity(&m);
        return Key::Entry(dev, ino, name);
    }
    #[cfg(not(unix))]
    if let Ok(dir) = fs::canonicalize(dir) {
        return Key::Path(dir.join(name));
    }
    Key::Path(target.to_path_buf())
}

/// True for bytes that are not text: not UTF-8, or with a NUL.
fn is_binary(bytes: &[u8]) -> bool {
    bytes.contains(&0) || std::str::from_utf8(bytes).is_err()
}

/// The message refusing binary data for a terminal.
fn terminal_refused(path: &Path) -> String {
    format!(
        "{}: refusing to write binary data to a terminal; \
         redirect it (`> FILE`, `| xxd`) or name a file with -o",
        output_name(path)
    )
}

/// Writes `bytes` to `path` as the module documentation describes: `-` is standard
/// output, devices and FIFOs are written through, links are followed, regular files are
/// replaced atomically. Refuses to write over any of `inputs`. The error names the path
/// and says what failed, with the OS message. (One output of an [`Outputs`].)
pub fn write_output(path: &Path, bytes: &[u8], inputs: &[&Path]) -> Result<(), String> {
    let mut outputs = Outputs::new(inputs);
    outputs.stage(path, bytes)?;
    outputs.commit()
}

/// True when `path` names standard output: `-`, or a name of descriptor 1
/// (`/dev/stdout`, `/dev/fd/1`, ...).
pub fn names_stdout(path: &Path) -> bool {
    #[cfg(unix)]
    return matches!(locate(path), Ok(Place::Descriptor(1)));
    #[cfg(not(unix))]
    return is_stdio(path);
}

/// The outputs of one command, written together or not at all.
///
/// [`stage`](Self::stage) prepares each output: a file to replace gets a temporary
/// file beside it holding the new bytes; a descriptor, device or FIFO is opened. Only
/// [`commit`](Self::commit) writes through the open ones and then renames every
/// temporary file over its target. Anything that fails before the renames (and
/// dropping an uncommitted transaction) removes every temporary file and every
/// directory [`create_dir`](Self::create_dir) made, leaving every old file as it was.
/// Two outputs naming one file (by device and inode, whatever the spelling) and an
/// output naming an input are refused.
pub struct Outputs {
    inputs: Vec<PathBuf>,
    staged: Vec<Staged>,
    created: Vec<PathBuf>,
}

/// One output of an [`Outputs`].
struct Staged {
    /// The path as the command line gave it, for messages.
    path: PathBuf,
    key: Key,
    pending: Pending,
}

/// What is left to do for an output at commit.
enum Pending {
    /// Write the bytes through the open file (a descriptor, device or FIFO).
    Through(Box<dyn Write>, Vec<u8>),
    /// Rename the temporary file holding the bytes over the target.
    Rename { tmp: PathBuf, target: PathBuf },
    /// Nothing (written, or renamed).
    Done,
}

/// How a staged output is to be written.
enum Plan {
    Through(Box<dyn Write>),
    Replace(PathBuf, Option<fs::Permissions>),
}

/// 64 bits no other process can predict: std's hash keys are drawn from the
/// operating system's random source, and each `RandomState` gets new ones.
fn unpredictable() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u32(TEMPORARIES.fetch_add(1, Ordering::Relaxed));
    h.finish()
}

static TEMPORARIES: AtomicU32 = AtomicU32::new(0);

impl Outputs {
    /// A transaction whose outputs may not be any of `inputs`.
    pub fn new(inputs: &[&Path]) -> Outputs {
        Outputs {
            inputs: inputs.iter().map(|p| p.to_path_buf()).collect(),
            staged: Vec::new(),
            created: Vec::new(),
        }
    }

    /// Makes the directory `dir` and any missing parents (an existing directory is
    /// fine); those made are removed again unless the transaction commits.
    pub fn create_dir(&mut self, dir: &Path) -> Result<(), String> {
        let mut missing = Vec::new();
        let mut current = dir;
        while !current.as_os_str().is_empty() {
            match fs::metadata(current) {
                Ok(m) if m.is_dir() => break,
                Ok(_) => return Err(format!("{}: is not a directory", current.display())),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                    missing.push(current);
                    current = current.parent().unwrap_or(Path::new(""));
                }
                Err(e) => return Err(cannot(dir, "create the directory", &e)),
            }
        }
        for d in missing.into_iter().rev() {
            match fs::create_dir(d) {
                Ok(()) => self.created.push(d.to_path_buf()),
                // Made meanwhile by someone else: not ours to remove.
                Err(_) if fs::metadata(d).is_ok_and(|m| m.is_dir()) => {}
                Err(e) => return Err(cannot(dir, "create the directory", &e)),
            }
        }
        Ok(())
    }

    /// Prepares `bytes` as the output `path` (see the type's documentation).
    pub fn stage(&mut self, path: &Path, bytes: &[u8]) -> Result<(), String> {
        let (key, plan) = self.plan(path, bytes)?;
        if let Some(other) = self.staged.iter().find(|s| s.key == key) {
            let (this, other) = (output_name(path), output_name(&other.path));
            let which = if this == other {
                "named as two outputs".to_string()
            } else {
                format!("the same file as the output {other}")
            };
            return Err(format!(
                "{this}: {which}; each output needs a file of its own"
            ));
        }
        let pending = match plan {
            Plan::Through(file) => Pending::Through(file, bytes.to_vec()),
            Plan::Replace(target, permissions) => {
                let tmp = temporary(path, &target, bytes, permissions)?;
                Pending::Rename { tmp, target }
            }
        };
        self.staged.push(Staged {
            path: path.to_path_buf(),
            key,
            pending,
        });
        Ok(())
    }

    /// Writes every output: through the open files first, then the renames.
    pub fn commit(mut self) -> Result<(), String> {
        // Anything printed before goes first.
        let _ = std::io::stdout().flush();
        for s in &mut self.staged {
            if let Pending::Through(file, bytes) = &mut s.pending {
                file.write_all(bytes)
                    .and_then(|_| file.flush())
                    .map_err(|e| cannot(&s.path, "write", &e))?;
                // Closed now: a FIFO's reader sees the end.
                s.pending = Pending::Done;
            }
        }
        for s in &mut self.staged {
            if let Pending::Rename { tmp, target } = &s.pending {
                fs::rename(tmp, target).map_err(|e| cannot(&s.path, "replace the file", &e))?;
                s.pending = Pending::Done;
            }
        }
        self.created.clear();
        Ok(())
    }

    /// Resolves `path`: what identifies it and how it is to be written.
    fn plan(&self, path: &Path, bytes: &[u8]) -> Result<(Key, Plan), String> {
        let place = locate(path)?;
        #[cfg(unix)]
        if let Place::Descriptor(fd) = place {
            let file = duplicate(fd).map_err(|e| cannot(path, "write", &e))?;
            let m = file.metadata().map_err(|e| cannot(path, "write", &e))?;
            self.refuse_inputs(path, &m, path)?;
            if file.is_terminal() && is_binary(bytes) {
                return Err(terminal_refused(path));
            }
            return Ok((file_key(&m, path), Plan::Through(Box::new(file))));
        }
        let target = match place {
            #[cfg(not(unix))]
            Place::Stdout => {
                if std::io::stdout().is_terminal() && is_binary(bytes) {
                    return Err(terminal_refused(path));
                }
                return Ok((
                    Key::Path(PathBuf::from(STDIO)),
                    Plan::Through(Box::new(std::io::stdout())),
                ));
            }
            Place::Path(target) => target,
            #[cfg(unix)]
            Place::Descriptor(_) => unreachable!("handled above"),
        };
        match fs::metadata(&target) {
            Ok(m) => {
                self.refuse_inputs(path, &m, &target)?;
                let kind = m.file_type();
                let key = file_key(&m, &target);
                if kind.is_dir() {
                    Err(format!("{}: is a directory", path.display()))
                } else if kind.is_file() {
                    Ok((key, Plan::Replace(target, Some(m.permissions()))))
                } else if is_socket(&kind) {
                    Err(format!(
                        "{}: is a socket; cannot write to it",
                        path.display()
                    ))
                } else {
                    // A device or FIFO: replacing it would break whatever reads it
                    // (and, for a device node, destroy it).
                    Ok((key, Plan::Through(open_through(path, &target)?)))
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                // The links of another process's /proc/PID/fd name pipes and sockets
                // as `pipe:[N]`, which no path reaches; only the kernel follows them.
                match fs::metadata(path) {
                    Ok(m) if !m.is_file() && !m.is_dir() => {
                        self.refuse_inputs(path, &m, path)?;
                        Ok((file_key(&m, path), Plan::Through(open_through(path, path)?)))
                    }
                    _ => Ok((entry_key(&target), Plan::Replace(target, None))),
                }
            }
            Err(e) => Err(cannot(path, "write", &e)),
        }
    }

    /// Refuses an output (`m`, found at `target`) that is one of the inputs.
    fn refuse_inputs(&self, path: &Path, m: &fs::Metadata, target: &Path) -> Result<(), String> {
        let inputs = self.inputs.iter().filter(|i| !is_stdio(i));
        match inputs.into_iter().find(|i| same_file(m, target, i)) {
            Some(input) => Err(format!(
                "{}: refusing to overwrite the input {}",
                output_name(path),
                input.display()
            )),
            None => Ok(()),
        }
    }
}

impl Drop for Outputs {
    /// Undoes an uncommitted transaction: no temporary file or new directory stays.
    fn drop(&mut self) {
        for s in &self.staged {
            if let Pending::Rename { tmp, .. } = &s.pending {
                let _ = fs::remove_file(tmp);
            }
        }
        for d in self.created.iter().rev() {
            let _ = fs::remove_dir(d);
        }
    }
}

/// True for a socket, which cannot be opened as a file.
fn is_socket(kind: &fs::FileType) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        kind.is_socket()
    }
    #[cfg(not(unix))]
    {
        let _ = kind;
        false
    }
}

/// Opens `target` (what `path` names: a device or FIFO) for writing through it.
fn open_through(path: &Path, target: &Path) -> Result<Box<dyn Write>, String> {
    let file = fs::OpenOptions::new()
        .write(true)
        .open(target)
        .map_err(|e| cannot(path, "open", &e))?;
    Ok(Box::new(file))
}

/// Creates a temporary file in the directory of `target` (the file `path` names)
/// holding `bytes`, with `permissions` when given, and returns its path. Its name has
/// a fixed length, whatever the length of the target's, and 64 unpredictable bits:
/// `.gpubin-XXXXXXXXXXXXXXXX.tmp`, created exclusively (never an existing file or
/// link), so no one who can write to that directory can prepare it. On failure
/// nothing is left behind.
fn temporary(
    path: &Path,
    target: &Path,
    bytes: &[u8],
    permissions: Option<fs::Permissions>,
) -> Result<PathBuf, String> {
    if target.file_name().is_none() {
        return Err(format!("{}: not a file name", path.display()));
    }
    let dir = parent_dir(target);
    let mut attempts = 0;
    let (tmp, mut file) = loop {
        let tmp = dir.join(format!(".gpubin-{:016x}.tmp", unpredictable()));
        match fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)
        {
            Ok(f) => break (tmp, f),
            // Taken (by chance, or planted): draw again.
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && attempts < 100 => {
                attempts += 1
            }
            Err(e) => {
                let what = format!("create a temporary file in {}", dir.display());
                return Err(cannot(path, &what, &e));
            }
        }
    };
    let result = match permissions {
        // Before the bytes: the new contents are never readable more widely than
        // the old ones were.
        Some(p) => file
            .set_permissions(p)
            .map_err(|e| cannot(path, "set the permissions", &e)),
        None => Ok(()),
    }
    .and_then(|_| {
        file.write_all(bytes)
            .and_then(|_| {
                if SYNC.load(Ordering::Relaxed) {
                    file.sync_all()
                } else {
                    Ok(())
                }
            })
            .map_err(|e| cannot(path, "write", &e))
    });
    drop(file);
    match result {
        Ok(()) => Ok(tmp),
        Err(msg) => {
            let _ = fs::remove_file(&tmp);
            Err(msg)
        }
    }
}

/// Prints to standard output; a closed pipe (`gpubin ... | head`) is not an error.
pub fn print(text: &str) {
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_all(text.as_bytes()).and_then(|_| out.flush()) {
        if e.kind() != std::io::ErrorKind::BrokenPipe {
            report!("<stdout>: cannot write: {}", describe(&e));
        }
    }
}

/// Prints a JSON value, pretty, with a final newline.
pub fn print_json(value: &impl serde::Serialize) {
    match serde_json::to_string_pretty(value) {
        Ok(mut text) => {
            text.push('\n');
            print(&text);
        }
        Err(e) => report!("gpubin: cannot render JSON: {e}"),
    }
}

/// Writes `text` to standard error in one piece (standard error is unbuffered: a
/// message written piece by piece costs a system call each). A failed write (standard
/// error closed, a pipe nobody reads) is ignored: there is nowhere left to say so, and
/// the exit status still tells.
pub fn report_text(text: &str) {
    if crate::diag::json() {
        write_stderr(&crate::diag::message_json(
            gpubin_binfmt::Severity::Error,
            text,
        ));
    } else {
        write_stderr(text);
    }
}

/// Writes text to standard error as it is; never panics (it lives with the
/// diagnostics, which write through it too).
pub use crate::diag::write_stderr;

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh private directory, removed when dropped.
    fn scratch(name: &str) -> tempfile::TempDir {
        tempfile::Builder::new()
            .prefix(&format!("gpubin-io-{name}-"))
            .tempdir()
            .unwrap()
    }

    fn entries(dir: &Path) -> usize {
        fs::read_dir(dir).unwrap().count()
    }

    #[test]
    fn replaces_regular_files_and_refuses_inputs() {
        let tmp = scratch("regular");
        let dir = tmp.path().to_path_buf();
        let out = dir.join("out.bin");
        write_output(&out, b"one", &[]).unwrap();
        write_output(&out, b"two", &[]).unwrap();
        assert_eq!(fs::read(&out).unwrap(), b"two");
        let err = write_output(&out, b"three", &[&out]).unwrap_err();
        assert!(err.contains("refusing to overwrite the input"), "{err}");
        // Another spelling of the same file is the same input.
        let other = dir.join(".").join("out.bin");
        let err = write_output(&other, b"three", &[&out]).unwrap_err();
        assert!(err.contains("refusing to overwrite the input"), "{err}");
        assert_eq!(fs::read(&out).unwrap(), b"two");
        assert_eq!(entries(&dir), 1, "no temporary file stays behind");
        let err = write_output(&dir.join("missing/out.bin"), b"x", &[]).unwrap_err();
        assert!(err.contains("cannot create a temporary file in"), "{err}");
        assert!(err.contains("no such file"), "{err}");
        let err = write_output(&dir, b"x", &[]).unwrap_err();
        assert!(err.ends_with("is a directory"), "{err}");
    }

    #[cfg(unix)]
    #[test]
    fn keeps_permissions_and_follows_links() {
        use std::os::unix::fs::{symlink, PermissionsExt};
        let tmp = scratch("links");
        let dir = tmp.path().to_path_buf();
        let real = dir.join("real.bin");
        fs::write(&real, b"old").unwrap();
        fs::set_permissions(&real, fs::Permissions::from_mode(0o640)).unwrap();
        // A chain of two links, the second relative.
        symlink("real.bin", dir.join("mid")).unwrap();
        symlink(dir.join("mid"), dir.join("link")).unwrap();
        write_output(&dir.join("link"), b"new", &[]).unwrap();
        assert!(fs::symlink_metadata(dir.join("link")).unwrap().is_symlink());
        assert!(fs::symlink_metadata(dir.join("mid")).unwrap().is_symlink());
        assert_eq!(fs::read(&real).unwrap(), b"new");
        let mode = fs::metadata(&real).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o640);
        // A dangling link names the file to create.
        symlink("created.bin", dir.join("dangling")).unwrap();
        write_output(&dir.join("dangling"), b"x", &[]).unwrap();
        assert_eq!(fs::read(dir.join("created.bin")).unwrap(), b"x");
        // A loop is an error, not a hang.
        symlink("loop_b", dir.join("loop_a")).unwrap();
        symlink("loop_a", dir.join("loop_b")).unwrap();
        let err = write_output(&dir.join("loop_a"), b"x", &[]).unwrap_err();
        assert!(err.contains("too many levels of symbolic links"), "{err}");
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn descriptor_names_are_told_from_other_paths() {
        let pid = std::process::id();
        let own = format!("/proc/{pid}/fd/4");
        let cases = [
            ("/dev/stdin", Some(0)),
            ("/dev/stdout", Some(1)),
            ("/dev/stderr", Some(2)),
            ("/dev/../dev/stdout", Some(1)),
            ("/dev/fd/1", Some(1)),
            ("/dev/fd/12", Some(12)),
            ("/proc/self/fd/3", Some(3)),
            ("/proc/thread-self/fd/5", Some(5)),
            (own.as_str(), Some(4)),
            ("/tmp/stdout", None),
            ("/dev/fd/x1", None),
            ("/dev/fd/-1", None),
            ("/proc/self/fdinfo/1", None),
            ("/proc/self/fd", None),
        ];
        for (path, fd) in cases {
            assert_eq!(own_descriptor(Path::new(path)), fd, "{path}");
        }
        // Another process's descriptors are files to open, not ours. (The parent's
        // id is never this process's.)
        let other = format!("/proc/{}/fd/1", std::os::unix::process::parent_id());
        assert_eq!(own_descriptor(Path::new(&other)), None);
    }

    #[test]
    fn an_uncommitted_transaction_leaves_nothing() {
        let tmp = scratch("uncommitted");
        let dir = tmp.path().to_path_buf();
        let old = dir.join("old.bin");
        fs::write(&old, b"old").unwrap();
        let mut outputs = Outputs::new(&[]);
        outputs.create_dir(&dir.join("a/b")).unwrap();
        outputs.stage(&old, b"new").unwrap();
        outputs.stage(&dir.join("a/b/new.bin"), b"new").unwrap();
        assert_eq!(entries(&dir), 3, "a temporary file beside old.bin, and a/");
        drop(outputs);
        assert_eq!(fs::read(&old).unwrap(), b"old");
        assert_eq!(entries(&dir), 1, "no temporary file or new directory stays");
    }

    #[test]
    fn temporary_names_have_a_fixed_length() {
        let tmp = scratch("long");
        let dir = tmp.path().to_path_buf();
        let long = dir.join("x".repeat(255));
        let tmp = temporary(&long, &long, b"x", None).unwrap();
        let name = tmp.file_name().unwrap().to_str().unwrap();
        assert!(
            name.starts_with(".gpubin-") && name.ends_with(".tmp"),
            "{name}"
        );
        assert_eq!(name.len(), ".gpubin-0123456789abcdef.tmp".len(), "{name}");
        // Another draw, another name.
        let again = temporary(&long, &long, b"x", None).unwrap();
        assert_ne!(again, tmp);
    }

    #[test]
    fn binary_is_told_from_text() {
        assert!(!is_binary(b"uniform vec4 x;\n"));
        assert!(is_binary(b"DVLB\0\0"));
        assert!(is_binary(&[0x89, b'P', b'N', b'G']));
    }

    #[test]
    fn os_messages_lose_the_error_number() {
        let e = std::io::Error::from_raw_os_error(28);
        assert_eq!(describe(&e), "No space left on device");
    }
}
