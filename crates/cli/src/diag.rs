//! Diagnostics on standard error, as text or as JSON Lines (`--diagnostics json`).
//!
//! Text is binfmt's renderer (`file:line:col: error: message`, the source line, a
//! caret), coloured when standard error is a terminal and `NO_COLOR` is not set. JSON
//! is one object per diagnostic per line ([`Resolved::to_json`]); in that mode every
//! other message of the command on standard error becomes such an object too (an
//! error without a position), so that standard error is JSON Lines throughout.

use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};

use gpubin_binfmt::diag::{Resolved, TextRenderer};
use gpubin_binfmt::Severity;

/// How a command writes its diagnostics.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// `file:line:col: error: message`, the source line and a caret.
    #[default]
    Text,
    /// One JSON object per diagnostic and line (JSON Lines): severity, code,
    /// message, file, range, line, column, labels, notes.
    Json,
}

/// `--diagnostics FORMAT`: declared once, flattened into every command (or command
/// group) that takes it. Global, so that a group's subcommands take it after their
/// own name too (on a command without subcommands that changes nothing).
#[derive(clap::Args, Clone, Copy, Debug, Default)]
pub struct DiagnosticsArg {
    /// How to write diagnostics on standard error: text, or JSON Lines (one
    /// object per diagnostic; see docs/cli.md).
    #[arg(
        long,
        global = true,
        value_enum,
        default_value_t,
        value_name = "FORMAT"
    )]
    pub diagnostics: Format,
}

impl DiagnosticsArg {
    /// Sets this run's diagnostics to the format asked for.
    pub fn apply(self) {
        set_format(self.diagnostics);
    }
}

static JSON: AtomicBool = AtomicBool::new(false);

/// Sets the format of this run's diagnostics.
pub fn set_format(format: Format) {
    JSON.store(format == Format::Json, Ordering::Relaxed);
}

/// True when diagnostics are JSON Lines.
pub fn json() -> bool {
    JSON.load(Ordering::Relaxed)
}

/// Diagnostics as standard error shows them: text separated by newlines, or one
/// JSON object a line; ends with a newline unless empty.
pub fn render<'a>(items: impl IntoIterator<Item = Resolved<'a>>) -> String {
    let mut out = String::new();
    if json() {
        for d in items {
            out.push_str(&d.to_json());
            out.push('\n');
        }
        return out;
    }
    let renderer = TextRenderer::new(color());
    for d in items {
        // Writing to a String cannot fail.
        let _ = renderer.write(&mut out, &d);
        out.push('\n');
    }
    out
}

/// Writes diagnostics to standard error (all at once: it is unbuffered).
pub fn report<'a>(items: impl IntoIterator<Item = Resolved<'a>>) {
    let text = render(items);
    if !text.is_empty() {
        write_stderr(&text);
    }
}

/// Writes text to standard error as it is; never panics.
pub fn write_stderr(text: &str) {
    let _ = std::io::stderr().lock().write_all(text.as_bytes());
}

/// A free-form message (without a position) as a JSON line.
pub fn message_json(severity: Severity, text: &str) -> String {
    let mut line = Resolved::message(severity, text.trim_end_matches('\n')).to_json();
    line.push('\n');
    line
}

/// Colour when standard error is a terminal and `NO_COLOR` is unset or empty.
fn color() -> bool {
    std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}
