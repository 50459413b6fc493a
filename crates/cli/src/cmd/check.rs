use std::path::PathBuf;

use gpubin_binfmt::Severity;
use serde_json::json;

use crate::exit::Exit;
use crate::io;

/// Validate binary files against the format's and the hardware's rules.
///
/// Prints every finding with its severity, byte offset and path, then a summary line
/// per file. Exits 1 if any file has an error (or a warning, with --deny-warnings).
/// With --diagnostics json, each finding is also a JSON line on standard error.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Print the findings as JSON: an array of {"file", "format", "findings", ...}.
    #[arg(long)]
    json: bool,
    /// Treat warnings as errors for the exit status.
    #[arg(long)]
    deny_warnings: bool,
    #[command(flatten)]
    diagnostics: crate::diag::DiagnosticsArg,
    /// Files to check.
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
}

pub fn run(args: Args) -> Exit {
    args.diagnostics.apply();
    let mut exit = Exit::Ok;
    let mut entries = Vec::new();
    for file in &args.files {
        let Some((bytes, format)) = super::open(file) else {
            exit = exit.and(Exit::Invalid);
            entries.push(
                json!({ "file": file, "ok": false, "error": "cannot read or recognise the file" }),
            );
            continue;
        };
        let findings = match format.check(&bytes) {
            Ok(f) => f,
            Err(failure) => {
                super::report_failure(file, Some(&bytes), &failure);
                entries.push(json!({ "file": file, "format": format.name(), "ok": false, "error": failure.message }));
                exit = exit.and(Exit::Invalid);
                continue;
            }
        };
        let errors = findings
            .iter()
            .filter(|f| f.severity == Severity::Error)
            .count();
        let warnings = findings.len() - errors;
        let ok = errors == 0 && !(args.deny_warnings && warnings > 0);
        if !ok {
            exit = exit.and(Exit::Invalid);
        }
        if crate::diag::json() {
            for finding in &findings {
                super::report_finding(file, finding);
            }
        }
        if args.json {
            entries.push(json!({
                "file": file, "format": format.name(), "ok": ok,
                "errors": errors, "warnings": warnings, "findings": findings,
            }));
        } else {
            let mut text = String::new();
            for finding in &findings {
                text.push_str(&format!("{}: {finding}\n", io::input_name(file)));
            }
            text.push_str(&format!(
                "{}: {} {}: {errors} error{}, {warnings} warning{}\n",
                io::input_name(file),
                format.name(),
                if ok { "ok" } else { "FAILED" },
                if errors == 1 { "" } else { "s" },
                if warnings == 1 { "" } else { "s" },
            ));
            io::print(&text);
        }
    }
    if args.json {
        io::print_json(&entries);
    }
    exit
}
