//! Compiled objects by content: in memory for the process and, once
//! [`set_disk_cache`] chose a directory, on disk for the processes after it.
//!
//! An entry is found by a hash of its key (the IR and everything else that
//! decides the code, see [`super::compile`]) and holds the whole key, which
//! must match byte for byte: a hash collision is a miss, never wrong code.
//!
//! Object code from disk is run, so the directory must be one only this
//! user can write: it is opened without following a link and used only if
//! it belongs to the user and has no permission bits for group or others
//! (it is created with mode 0700); entries are created with mode 0600 under
//! a fresh name and renamed into place, and are read only if they are
//! regular files of the user's with no permission for group or others. A
//! directory that fails the check is not used (said once on standard
//! error), nor one that cannot be made or written (silently), and the
//! compile simply happens.

use std::collections::HashMap;
use std::ffi::CString;
use std::fs::File;
use std::hash::{Hash, Hasher};
use std::io::{Read, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::fs::{DirBuilderExt, MetadataExt};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};

const MAGIC: &[u8] = b"gpubin jit object 1\n";

type Memory = HashMap<Vec<u8>, Arc<[u8]>>;

static MEMORY: Mutex<Option<Memory>> = Mutex::new(None);
static DISK: Mutex<Option<PathBuf>> = Mutex::new(None);

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A thread that panicked while holding a lock left the map whole.
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Keep compiled objects in `dir` (created if missing), or on no disk with
/// `None` (the default).
pub fn set_disk_cache(dir: Option<PathBuf>) {
    *lock(&DISK) = dir;
}

/// The user's cache directory for gpubin's objects:
/// `$XDG_CACHE_HOME/gpubin/jit`, else `$HOME/.cache/gpubin/jit` (relative
/// paths are ignored, as the XDG base directory specification asks).
pub fn user_cache_dir() -> Option<PathBuf> {
    let abs = |v: Option<std::ffi::OsString>| v.map(PathBuf::from).filter(|p| p.is_absolute());
    let base = abs(std::env::var_os("XDG_CACHE_HOME"))
        .or_else(|| abs(std::env::var_os("HOME")).map(|h| h.join(".cache")))?;
    Some(base.join("gpubin").join("jit"))
}

/// A 128-bit name for `key` (two SipHash passes): entries are compared
/// whole, so this only has to spread them.
fn file_name(key: &[u8]) -> String {
    let h = |seed: u8| {
        let mut s = std::collections::hash_map::DefaultHasher::new();
        seed.hash(&mut s);
        key.hash(&mut s);
        s.finish()
    };
    format!("{:016x}{:016x}.o", h(1), h(2))
}

fn checksum(bytes: &[u8]) -> u64 {
    let mut s = std::collections::hash_map::DefaultHasher::new();
    bytes.hash(&mut s);
    s.finish()
}

/// Why the disk cache was not used.
#[derive(Debug, thiserror::Error)]
enum Skip {
    /// A link (or a file) in place of the directory.
    #[error("{}: {error}", path.display())]
    Link {
        path: PathBuf,
        error: std::io::Error,
    },
    /// Owned by another user.
    #[error("{}: owned by user {owner}, not by {me}", path.display())]
    Owner { path: PathBuf, owner: u32, me: u32 },
    /// Group or others have access.
    #[error("{}: mode {mode:o} gives group or others access", path.display())]
    Mode { path: PathBuf, mode: u32 },
    /// The directory or entry could not be made, read or written.
    #[error("{}: {error}", path.display())]
    Io {
        path: PathBuf,
        error: std::io::Error,
    },
    /// A path that a C call cannot take.
    #[error("{}: a NUL byte in the path", .0.display())]
    Nul(PathBuf),
    /// The entry was not written or not renamed into place.
    #[error("{}: could not be written", .0.display())]
    NotWritten(PathBuf),
}

impl Skip {
    /// Others could have written what would be loaded (said once; the
    /// other reasons are silent: the cache is only an optimisation).
    fn is_unsafe(&self) -> bool {
        matches!(
            self,
            Skip::Link { .. } | Skip::Owner { .. } | Skip::Mode { .. }
        )
    }
}

fn warn_once(skip: Skip) {
    static SAID: std::sync::Once = std::sync::Once::new();
    if skip.is_unsafe() {
        SAID.call_once(|| eprintln!("gpubin: not caching compiled shaders on disk: {skip}"));
    }
}

/// The directory, opened and checked: ours, no access for anyone else.
fn open_dir(dir: &Path) -> Result<OwnedFd, Skip> {
    let io = |error| Skip::Io {
        path: dir.to_path_buf(),
        error,
    };
    std::fs::DirBuilder::new()
        .recursive(true)
        .mode(0o700)
        .create(dir)
        .map_err(io)?;
    let c = CString::new(dir.as_os_str().as_encoded_bytes())
        .map_err(|_| Skip::Nul(dir.to_path_buf()))?;
    // SAFETY: a NUL-terminated path; the descriptor is owned below.
    let fd = unsafe {
        libc::open(
            c.as_ptr(),
            libc::O_RDONLY | libc::O_DIRECTORY | libc::O_NOFOLLOW | libc::O_CLOEXEC,
        )
    };
    if fd < 0 {
        let e = std::io::Error::last_os_error();
        // A link in place of the directory.
        if e.raw_os_error() == Some(libc::ELOOP) || e.raw_os_error() == Some(libc::ENOTDIR) {
            return Err(Skip::Link {
                path: dir.to_path_buf(),
                error: e,
            });
        }
        return Err(io(e));
    }
    // SAFETY: a descriptor we just opened and own alone.
    let fd = unsafe { OwnedFd::from_raw_fd(fd) };
    let m = File::from(fd.try_clone().map_err(io)?)
        .metadata()
        .map_err(io)?;
    check_owner(&m, dir)?;
    Ok(fd)
}

/// Only this user may have written what `m` describes.
fn check_owner(m: &std::fs::Metadata, path: &Path) -> Result<(), Skip> {
    // SAFETY: geteuid has no preconditions.
    let me = unsafe { libc::geteuid() };
    if m.uid() != me {
        return Err(Skip::Owner {
            path: path.to_path_buf(),
            owner: m.uid(),
            me,
        });
    }
    if m.mode() & 0o077 != 0 {
        return Err(Skip::Mode {
            path: path.to_path_buf(),
            mode: m.mode() & 0o7777,
        });
    }
    Ok(())
}

fn open_at(dir: &OwnedFd, name: &str, flags: i32) -> std::io::Result<File> {
    let c = CString::new(name).map_err(|_| std::io::ErrorKind::InvalidInput)?;
    // SAFETY: a live directory descriptor and a NUL-terminated name.
    let fd = unsafe {
        libc::openat(
            dir.as_raw_fd(),
            c.as_ptr(),
            flags | libc::O_NOFOLLOW | libc::O_CLOEXEC,
            0o600 as libc::c_uint,
        )
    };
    if fd < 0 {
        return Err(std::io::Error::last_os_error());
    }
    // SAFETY: a descriptor we just opened and own alone.
    Ok(unsafe { File::from_raw_fd(fd) })
}

/// An entry's object, if `bytes` is a whole entry for exactly `key`.
fn parse_entry<'b>(bytes: &'b [u8], key: &[u8]) -> Option<&'b [u8]> {
    let (body, sum) = bytes.split_at_checked(bytes.len().checked_sub(8)?)?;
    if checksum(body).to_le_bytes() != sum {
        return None;
    }
    let rest = body.strip_prefix(MAGIC)?;
    let take = |r: &'b [u8]| -> Option<(&'b [u8], &'b [u8])> {
        let (n, r) = r.split_at_checked(8)?;
        let n = usize::try_from(u64::from_le_bytes(n.try_into().ok()?)).ok()?;
        r.split_at_checked(n)
    };
    let (k, rest) = take(rest)?;
    let (object, rest) = take(rest)?;
    (k == key && rest.is_empty()).then_some(object)
}

fn entry(key: &[u8], object: &[u8]) -> Vec<u8> {
    let mut b = Vec::with_capacity(MAGIC.len() + 24 + key.len() + object.len());
    b.extend_from_slice(MAGIC);
    for part in [key, object] {
        b.extend_from_slice(&(part.len() as u64).to_le_bytes());
        b.extend_from_slice(part);
    }
    let sum = checksum(&b);
    b.extend_from_slice(&sum.to_le_bytes());
    b
}

fn disk_get(dir: &Path, key: &[u8]) -> Option<Vec<u8>> {
    let fd = open_dir(dir).map_err(warn_once).ok()?;
    let name = file_name(key);
    let mut f = open_at(&fd, &name, libc::O_RDONLY).ok()?;
    let m = f.metadata().ok()?;
    if !m.is_file() || check_owner(&m, &dir.join(&name)).is_err() {
        return None;
    }
    let mut bytes = Vec::with_capacity(m.len() as usize);
    f.read_to_end(&mut bytes).ok()?;
    parse_entry(&bytes, key).map(<[u8]>::to_vec)
}

fn disk_put(dir: &Path, key: &[u8], object: &[u8]) -> Result<(), Skip> {
    let fd = open_dir(dir)?;
    let name = file_name(key);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let tmp = format!(".{name}.{}.{nanos:x}.tmp", std::process::id());
    let mut f =
        open_at(&fd, &tmp, libc::O_WRONLY | libc::O_CREAT | libc::O_EXCL).map_err(|error| {
            Skip::Io {
                path: dir.join(&tmp),
                error,
            }
        })?;
    let written = f.write_all(&entry(key, object));
    drop(f);
    let (from, to) = (
        CString::new(tmp.as_str()).unwrap_or_default(),
        CString::new(name.as_str()).unwrap_or_default(),
    );
    // SAFETY: a live directory descriptor and NUL-terminated names.
    let renamed = written.is_ok()
        && unsafe { libc::renameat(fd.as_raw_fd(), from.as_ptr(), fd.as_raw_fd(), to.as_ptr()) }
            == 0;
    if !renamed {
        // SAFETY: as above.
        unsafe { libc::unlinkat(fd.as_raw_fd(), from.as_ptr(), 0) };
        return Err(Skip::NotWritten(dir.join(&name)));
    }
    Ok(())
}

/// The object compiled for `key`, from memory or the disk cache.
pub fn get(key: &[u8]) -> Option<Arc<[u8]>> {
    if let Some(o) = lock(&MEMORY).as_ref().and_then(|m| m.get(key)) {
        return Some(o.clone());
    }
    let dir = lock(&DISK).clone()?;
    let o: Arc<[u8]> = disk_get(&dir, key)?.into();
    lock(&MEMORY)
        .get_or_insert_with(HashMap::new)
        .insert(key.to_vec(), o.clone());
    Some(o)
}

/// Keep the object compiled for `key`.
pub fn put(key: &[u8], object: Arc<[u8]>) {
    let dir = lock(&DISK).clone();
    if let Some(dir) = dir {
        if let Err(e) = disk_put(&dir, key, &object) {
            warn_once(e);
        }
    }
    lock(&MEMORY)
        .get_or_insert_with(HashMap::new)
        .insert(key.to_vec(), object);
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    #[test]
    fn an_entry_is_read_back_only_for_its_own_key() {
        let e = entry(b"key", b"object");
        assert_eq!(parse_entry(&e, b"key"), Some(&b"object"[..]));
        assert_eq!(parse_entry(&e, b"kez"), None);
        // Cut short or altered anywhere: not an entry.
        for n in 0..e.len() {
            assert_eq!(parse_entry(&e[..n], b"key"), None, "cut at {n}");
            let mut bad = e.clone();
            bad[n] ^= 1;
            assert_eq!(parse_entry(&bad, b"key"), None, "flipped byte {n}");
        }
    }

    #[test]
    fn entries_are_private_files_in_a_private_directory() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("a").join("jit");
        disk_put(&dir, b"key", b"object").unwrap();
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&dir), 0o700);
        let file = dir.join(file_name(b"key"));
        assert_eq!(mode(&file), 0o600);
        assert_eq!(disk_get(&dir, b"key").as_deref(), Some(&b"object"[..]));
        assert_eq!(disk_get(&dir, b"other"), None);
        // An entry others could have written is not loaded.
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o620)).unwrap();
        assert_eq!(disk_get(&dir, b"key"), None);
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o600)).unwrap();
        // Nor is any entry of a directory others may enter or write.
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o770)).unwrap();
        assert_eq!(disk_get(&dir, b"key"), None);
        assert!(matches!(
            disk_put(&dir, b"key", b"object"),
            Err(Skip::Mode { mode: 0o770, .. })
        ));
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700)).unwrap();
        assert_eq!(disk_get(&dir, b"key").as_deref(), Some(&b"object"[..]));
        // Nor a link in place of the directory.
        let link = tmp.path().join("link");
        std::os::unix::fs::symlink(&dir, &link).unwrap();
        assert!(matches!(open_dir(&link), Err(Skip::Link { .. })));
        // No temporary file is left behind.
        let names: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
        assert_eq!(names.len(), 1);
    }
}
