//! File I/O: reading inputs, writing outputs atomically, printing.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Reads an input file; the error names the file.
pub fn read_input(path: &Path) -> Result<Vec<u8>, String> {
    fs::read(path).map_err(|e| format!("{}: cannot read: {}", path.display(), describe(&e)))
}

/// Reads an input file as UTF-8 text; the error names the file.
#[allow(dead_code)] // used by the text-input commands
pub fn read_text(path: &Path) -> Result<String, String> {
    let bytes = read_input(path)?;
    String::from_utf8(bytes).map_err(|e| {
        format!(
            "{}: not UTF-8 text (invalid byte at offset {})",
            path.display(),
            e.utf8_error().valid_up_to()
        )
    })
}

fn describe(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "no such file".to_string(),
        std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
        _ => e.to_string(),
    }
}

/// True when both paths name the same existing file.
fn same_file(a: &Path, b: &Path) -> bool {
    match (fs::canonicalize(a), fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// Writes `bytes` to `path` atomically: a temporary file in the same directory, then a
/// rename, so a reader never sees a partial file and a failure leaves nothing behind.
/// Refuses to write over any of `inputs`.
pub fn write_atomic(path: &Path, bytes: &[u8], inputs: &[&Path]) -> Result<(), String> {
    if let Some(input) = inputs.iter().find(|i| same_file(i, path)) {
        return Err(format!(
            "{}: refusing to overwrite the input {}",
            path.display(),
            input.display()
        ));
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .ok_or_else(|| format!("{}: not a file name", path.display()))?
        .to_string_lossy();
    let fail = |what: &str, e: std::io::Error| {
        format!("{}: cannot {what}: {}", path.display(), describe(&e))
    };
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
            Err(e) => return Err(fail("create a temporary file", e)),
        }
    };
    let result = file
        .write_all(bytes)
        .and_then(|_| file.sync_all())
        .map_err(|e| fail("write", e))
        .and_then(|_| fs::rename(&tmp, path).map_err(|e| fail("rename the temporary file", e)));
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

    #[test]
    fn atomic_write_replaces_and_refuses_inputs() {
        let dir = std::env::temp_dir().join(format!("gpubin-io-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let out = dir.join("out.bin");
        write_atomic(&out, b"one", &[]).unwrap();
        write_atomic(&out, b"two", &[]).unwrap();
        assert_eq!(fs::read(&out).unwrap(), b"two");
        let err = write_atomic(&out, b"three", &[&out]).unwrap_err();
        assert!(err.contains("refusing to overwrite the input"), "{err}");
        assert_eq!(fs::read(&out).unwrap(), b"two");
        let leftovers: Vec<_> = fs::read_dir(&dir).unwrap().filter_map(|e| e.ok()).collect();
        assert_eq!(leftovers.len(), 1, "no temporary file stays behind");
        let err = write_atomic(&dir.join("missing/out.bin"), b"x", &[]).unwrap_err();
        assert!(err.contains("cannot create a temporary file"), "{err}");
        fs::remove_dir_all(&dir).unwrap();
    }
}
