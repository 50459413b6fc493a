//! File I/O: reading inputs (`-` is standard input), writing outputs (`-` is standard
//! output), printing.
//!
//! How an output is written depends on what the path names when the command runs:
//! - a regular file, or nothing yet: a temporary file beside it, then a rename, so a
//!   reader never sees a partial file and a failure leaves the old file (or nothing);
//! - a symbolic link: followed to its final target, which is replaced as above, so the
//!   link itself survives;
//! - a character or block device, a FIFO: opened and written through, never replaced;
//! - `-`: standard output (binary data is refused when that is a terminal).
//!
//! An output that is one of the command's inputs (same device and inode, whatever the
//! spelling or links) is refused. Outputs are not flushed to disk (no `fsync`) unless
//! `--sync` asks for it: build outputs need atomicity, not durability.

use std::borrow::Cow;
use std::fs;
use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

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
fn describe(e: &std::io::Error) -> String {
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
    format!("{}: cannot {what}: {}", path.display(), describe(e))
}

/// Follows symbolic links from `path` to the path of the final target, which may not
/// exist yet (a dangling link names the file to create).
fn final_target(path: &Path) -> Result<PathBuf, String> {
    let mut current = path.to_path_buf();
    for _ in 0..MAX_LINKS {
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
            _ => return Ok(current),
        }
    }
    Err(format!(
        "{}: too many levels of symbolic links",
        path.display()
    ))
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

/// True for bytes that are not text: not UTF-8, or with a NUL.
fn is_binary(bytes: &[u8]) -> bool {
    bytes.contains(&0) || std::str::from_utf8(bytes).is_err()
}

/// Writes `bytes` to `path` as the module documentation describes: `-` is standard
/// output, devices and FIFOs are written through, links are followed, regular files are
/// replaced atomically. Refuses to write over any of `inputs`. The error names the path
/// and says what failed, with the OS message.
pub fn write_output(path: &Path, bytes: &[u8], inputs: &[&Path]) -> Result<(), String> {
    if is_stdio(path) {
        return write_stdout(bytes);
    }
    let target = final_target(path)?;
    let fail = |what: &str, e: &std::io::Error| cannot(path, what, e);
    match fs::metadata(&target) {
        Ok(m) => {
            let inputs = inputs.iter().filter(|i| !is_stdio(i));
            if let Some(input) = inputs.into_iter().find(|i| same_file(&m, &target, i)) {
                return Err(format!(
                    "{}: refusing to overwrite the input {}",
                    path.display(),
                    input.display()
                ));
            }
            let kind = m.file_type();
            if kind.is_dir() {
                Err(format!("{}: is a directory", path.display()))
            } else if kind.is_file() {
                replace(path, &target, bytes, Some(m.permissions()))
            } else {
                // A device, FIFO or socket: replacing it would break whatever reads it
                // (and, for a device node, destroy it).
                write_through(path, &target, bytes)
            }
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            // The links of /proc/self/fd (behind /dev/stdout) name pipes and sockets as
            // `pipe:[N]`, which no path reaches; only the kernel follows them.
            match fs::metadata(path) {
                Ok(m) if !m.is_file() && !m.is_dir() => write_through(path, path, bytes),
                _ => replace(path, &target, bytes, None),
            }
        }
        Err(e) => Err(fail("write", &e)),
    }
}

/// Opens `target` (what `path` names) for writing and writes `bytes` through it.
fn write_through(path: &Path, target: &Path, bytes: &[u8]) -> Result<(), String> {
    let fail = |what: &str, e: &std::io::Error| cannot(path, what, e);
    let mut file = fs::OpenOptions::new()
        .write(true)
        .open(target)
        .map_err(|e| fail("open", &e))?;
    file.write_all(bytes)
        .and_then(|_| file.flush())
        .map_err(|e| fail("write", &e))
}

/// Writes `bytes` to standard output; refuses binary data when that is a terminal.
fn write_stdout(bytes: &[u8]) -> Result<(), String> {
    let mut out = std::io::stdout().lock();
    if out.is_terminal() && is_binary(bytes) {
        return Err("<stdout>: refusing to write binary data to a terminal; \
                    redirect it (`> FILE`, `| xxd`) or name a file with -o"
            .into());
    }
    out.write_all(bytes)
        .and_then(|_| out.flush())
        .map_err(|e| format!("<stdout>: cannot write: {}", describe(&e)))
}

/// Replaces the regular file (or creates the file) `target` with `bytes` through a
/// temporary file in its directory and a rename; `path` is how the user named it.
/// Keeps the permissions of the file it replaces. On failure nothing is left behind.
fn replace(
    path: &Path,
    target: &Path,
    bytes: &[u8],
    permissions: Option<fs::Permissions>,
) -> Result<(), String> {
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let name = target
        .file_name()
        .ok_or_else(|| format!("{}: not a file name", path.display()))?
        .to_string_lossy();
    let fail = |what: &str, e: &std::io::Error| cannot(path, what, e);
    let mut attempt = 0u32;
    let (tmp, mut file) = loop {
        let tmp = dir.join(format!(".{name}.{}.{attempt}.tmp", std::process::id()));
        match fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)
        {
            Ok(f) => break (tmp, f),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && attempt < 100 => {
                attempt += 1
            }
            Err(e) => {
                let what = format!("create a temporary file in {}", dir.display());
                return Err(fail(&what, &e));
            }
        }
    };
    let result = file
        .write_all(bytes)
        .and_then(|_| match permissions {
            Some(p) => file.set_permissions(p),
            None => Ok(()),
        })
        .and_then(|_| {
            if SYNC.load(Ordering::Relaxed) {
                file.sync_all()
            } else {
                Ok(())
            }
        })
        .map_err(|e| fail("write", &e))
        .and_then(|_| {
            drop(file);
            fs::rename(&tmp, target).map_err(|e| fail("replace the file", &e))
        });
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

/// Prints to standard output; a closed pipe (`gpubin ... | head`) is not an error.
pub fn print(text: &str) {
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_all(text.as_bytes()).and_then(|_| out.flush()) {
        if e.kind() != std::io::ErrorKind::BrokenPipe {
            eprintln!("gpubin: cannot write to standard output: {e}");
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
        Err(e) => eprintln!("gpubin: cannot render JSON: {e}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("gpubin-io-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn entries(dir: &Path) -> usize {
        fs::read_dir(dir).unwrap().count()
    }

    #[test]
    fn replaces_regular_files_and_refuses_inputs() {
        let dir = scratch("regular");
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
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn keeps_permissions_and_follows_links() {
        use std::os::unix::fs::{symlink, PermissionsExt};
        let dir = scratch("links");
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
        fs::remove_dir_all(&dir).unwrap();
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
