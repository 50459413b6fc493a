//! The differential protocol shared by the program generators (`picasso_diff`,
//! `picasso_heldout`): `gen DIR SEED COUNT` writes the programs and gpubin's outputs
//! and lists picasso's jobs, `compare DIR` compares picasso's outputs and lists the
//! reassembly of the disassembly, `compare-dis DIR` compares that reassembly; `show
//! SEED` prints one program and `dis FILE` one disassembly with its checks.

use std::fmt::Write as _;
use std::path::Path;

use gpubin_pica::asm::{assemble, Options, Source};

/// One test case: its files `(suffix, text)` (`v.pica`, `g.pica`, ...: named
/// `N.suffix` in the run's directory and given to picasso in order), and whether it
/// is built with `-n`.
pub type Program = (Vec<(String, String)>, bool);

fn flag(no_nop: bool) -> &'static str {
    if no_nop {
        "-n"
    } else {
        "-"
    }
}

fn gen(program: fn(u64) -> Program, dir: &Path, seed: u64, count: u64) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let mut jobs = String::new();
    for n in 0..count {
        let (files, no_nop) = program(seed + n);
        let mut names = Vec::new();
        for (suffix, text) in &files {
            let name = dir.join(format!("{n:06}.{suffix}"));
            std::fs::write(&name, text)?;
            names.push(name.display().to_string());
        }
        let sources: Vec<Source<'_>> = names
            .iter()
            .zip(&files)
            .map(|(name, (_, text))| Source { name, text })
            .collect();
        let base = dir.join(format!("{n:06}"));
        let b = base.display();
        match assemble(
            &sources,
            Options {
                picasso: true,
                auto_nop: !no_nop,
            },
        ) {
            Ok(a) => {
                std::fs::write(format!("{b}.gpubin.shbin"), a.to_bytes())?;
                std::fs::write(format!("{b}.gpubin.h"), a.header())?;
            }
            Err(d) => std::fs::write(format!("{b}.gpubin.err"), d.to_string())?,
        }
        let _ = writeln!(
            jobs,
            "{} {b}.picasso.shbin {b}.picasso.h {}",
            flag(no_nop),
            names.join(" ")
        );
    }
    std::fs::write(dir.join("jobs.txt"), jobs)
}

/// A job line: flag, picasso's SHBIN, header, sources.
fn job(line: &str) -> Option<(&str, &str, Vec<&str>)> {
    let mut w = line.split_whitespace();
    let flag = w.next()?;
    let out = w.next()?;
    w.next()?;
    Some((flag, out, w.collect()))
}

/// Compares picasso's outputs with gpubin's, and disassembles every program both
/// accept into sources for picasso to reassemble (listed in DIR/dis-jobs.txt).
fn compare(dir: &Path) -> std::io::Result<()> {
    let jobs = std::fs::read_to_string(dir.join("jobs.txt"))?;
    let (mut total, mut theirs_only, mut ours_only, mut both_refuse) = (0, 0, 0, 0);
    let (mut same, mut differ, mut dis_written, mut dis_failed) = (0, 0, 0, 0);
    let mut examples = Vec::new();
    let mut dis_jobs = String::new();
    for line in jobs.lines() {
        let Some((_, out, _)) = job(line) else {
            continue;
        };
        total += 1;
        let base = out.trim_end_matches(".picasso.shbin");
        let theirs = std::fs::read(out).ok().filter(|b| !b.is_empty());
        let ours = std::fs::read(format!("{base}.gpubin.shbin")).ok();
        let t = match (theirs, ours) {
            (None, None) => {
                both_refuse += 1;
                continue;
            }
            (None, Some(_)) => {
                ours_only += 1;
                examples.push(format!("{base}: picasso refuses it, gpubin assembles it"));
                continue;
            }
            (Some(_), None) => {
                theirs_only += 1;
                examples.push(format!("{base}: picasso assembles it, gpubin refuses"));
                continue;
            }
            (Some(t), Some(o)) => {
                let th = std::fs::read(format!("{base}.picasso.h")).unwrap_or_default();
                let oh = std::fs::read(format!("{base}.gpubin.h")).unwrap_or_default();
                if t == o && th == oh {
                    same += 1;
                } else {
                    differ += 1;
                    let at = t.iter().zip(&o).position(|(a, b)| a != b);
                    examples.push(format!(
                        "{base}: different {} (first difference at {at:?})",
                        if t == o { "headers" } else { "bytes" }
                    ));
                }
                t
            }
        };
        match dis(base, &t) {
            Ok((no_nop, files)) => {
                dis_written += 1;
                let _ = writeln!(
                    dis_jobs,
                    "{} {base}.redis.shbin {base}.redis.h {}",
                    flag(no_nop),
                    files.join(" ")
                );
            }
            Err(e) => {
                dis_failed += 1;
                examples.push(format!("{base}: dis: {e}"));
            }
        }
    }
    std::fs::write(dir.join("dis-jobs.txt"), dis_jobs)?;
    std::fs::write(dir.join("examples.txt"), examples.join("\n"))?;
    println!(
        "programs {total}: both accept {}: {same} identical (bytes and -h header), {differ} different; picasso only {theirs_only}; gpubin only {ours_only}; both refuse {both_refuse}; dis written {dis_written}, dis refused {dis_failed}",
        same + differ
    );
    for e in examples.iter().take(20) {
        println!("  {e}");
    }
    Ok(())
}

/// `gpubin dis` (with `--split` for several DVLEs) of picasso's output: the source
/// files written, and whether they are meant for `picasso -n`.
fn dis(base: &str, bytes: &[u8]) -> Result<(bool, Vec<String>), String> {
    let model = gpubin_pica::shbin::parse(bytes).map_err(|e| e.to_string())?;
    let stem = Path::new(base)
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_default();
    let split =
        gpubin_pica::disasm::split(&model, &format!("{stem}.dis")).map_err(|e| e.to_string())?;
    let dir = Path::new(base).parent().unwrap_or(Path::new("."));
    let mut names = Vec::new();
    for (name, text) in &split.files {
        let path = dir.join(name);
        std::fs::write(&path, text).map_err(|e| e.to_string())?;
        names.push(path.display().to_string());
    }
    Ok((split.no_nop, names))
}

/// Compares picasso's reassembly of the disassembly with picasso's first output.
fn compare_dis(dir: &Path) -> std::io::Result<()> {
    let jobs = std::fs::read_to_string(dir.join("dis-jobs.txt"))?;
    let (mut total, mut same, mut differ, mut refused) = (0, 0, 0, 0);
    let mut examples = Vec::new();
    for line in jobs.lines() {
        let Some((_, out, _)) = job(line) else {
            continue;
        };
        total += 1;
        let base = out.trim_end_matches(".redis.shbin");
        let first = std::fs::read(format!("{base}.picasso.shbin")).unwrap_or_default();
        match std::fs::read(out).ok().filter(|b| !b.is_empty()) {
            None => {
                refused += 1;
                examples.push(format!("{base}: picasso refuses the disassembly"));
            }
            Some(again) if again == first => same += 1,
            Some(again) => {
                differ += 1;
                let at = again.iter().zip(&first).position(|(a, b)| a != b);
                examples.push(format!(
                    "{base}: the disassembly reassembles to different bytes (first at {at:?})"
                ));
            }
        }
    }
    std::fs::write(dir.join("dis-examples.txt"), examples.join("\n"))?;
    println!(
        "dis {total}: reassembled by picasso to identical bytes {same}, different {differ}, refused {refused}"
    );
    for e in examples.iter().take(20) {
        println!("  {e}");
    }
    Ok(())
}

/// Runs the command line of a generator whose programs `program` makes.
pub fn main(name: &str, program: fn(u64) -> Program) {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let r = match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["gen", dir, seed, count] => gen(
            program,
            Path::new(dir),
            seed.parse().expect("seed"),
            count.parse().expect("count"),
        ),
        ["compare", dir] => compare(Path::new(dir)),
        ["compare-dis", dir] => compare_dis(Path::new(dir)),
        ["dis", file] => std::fs::read(file).map(|bytes| {
            match gpubin_pica::shbin::parse(&bytes) {
                Ok(model) => {
                    // The plain listing and why it does or does not reassemble.
                    let mut l = gpubin_pica::disasm::disassemble(&model);
                    l.no_nop = std::env::var_os("NO_NOP").is_some();
                    l.picasso = std::env::var_os("PICASSO_READING").is_some();
                    print!("{}", l.text());
                    match l.assemble() {
                        Ok(a) => {
                            let again = a.to_bytes();
                            let at = again.iter().zip(&bytes).position(|(a, b)| a != b);
                            println!(
                                "; reassembled: same {}, first difference {at:?}",
                                again == bytes
                            );
                        }
                        Err(d) => println!("; {d}"),
                    }
                    match gpubin_pica::disasm::split(&model, "s") {
                        Ok(l) => {
                            for (name, text) in &l.files {
                                println!("; ==== split {name}\n{text}");
                            }
                        }
                        Err(e) => println!("; split: {e}"),
                    }
                }
                Err(e) => println!("{e}"),
            }
        }),
        ["show", seed] => {
            let (files, no_nop) = program(seed.parse().expect("seed"));
            if no_nop {
                println!("; built with -n");
            }
            for (name, text) in files {
                println!("; ---- {name}\n{text}");
            }
            Ok(())
        }
        _ => {
            eprintln!(
                "usage: {name} gen DIR SEED COUNT | compare DIR | compare-dis DIR | show SEED | dis FILE"
            );
            std::process::exit(2);
        }
    };
    if let Err(e) = r {
        eprintln!("{e}");
        std::process::exit(1);
    }
}
