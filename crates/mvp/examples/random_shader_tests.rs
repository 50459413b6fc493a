//! Random well-defined shader pairs as piglit shader_test files, run on a
//! reference implementation and on both gpubin engines
//! (`scripts/mvp-vs-llvmpipe` drives the three steps):
//!
//! ```text
//! random_shader_tests generate --seed S --count N --out DIR
//!     writes DIR/pair-<seed>.shader_test, probes expecting colour -1
//! random_shader_tests record --runner SHADER_RUNNER [--jobs J] [--cross DRIVER] IN OUT
//!     runs each file of IN through piglit's shader_runner (-auto -fbo) and
//!     writes it to OUT with the colours the runner observed as expected;
//!     files it cannot draw are listed in OUT/rejected.txt. With --cross
//!     (e.g. softpipe), each file is drawn again with GALLIUM_DRIVER=DRIVER
//!     and set aside (listed in rejected.txt, not written) where a probe's
//!     colours differ by more than piglit's tolerance (0.01) between the
//!     two drivers
//! random_shader_tests check [--jobs J] DIR
//!     runs each file of DIR on gpubin's interpreter and compiled engine and
//!     prints how many agree with the expected colours and with each other;
//!     DIR/report.txt lists the files that do not
//! ```
//!
//! The generator is `tests/support/random_pairs.rs` (also used by
//! `tests/random_pairs.rs`, which needs no piglit).

#[path = "../tests/support/random_pairs.rs"]
mod random_pairs;

use gpubin_mvp::shader_test::{run_shader_test, Engine, Outcome, ShaderTestOptions};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

fn usage() -> ExitCode {
    eprintln!(
        "usage: random_shader_tests generate --seed S --count N --out DIR\n\
         \x20      random_shader_tests record --runner SHADER_RUNNER [--jobs J] [--cross DRIVER] IN OUT\n\
         \x20      random_shader_tests check [--jobs J] DIR"
    );
    ExitCode::from(2)
}

/// `--name value` options and positional arguments.
struct Args {
    opts: Vec<(String, String)>,
    rest: Vec<String>,
}

impl Args {
    fn parse(args: &[String]) -> Option<Args> {
        let mut opts = Vec::new();
        let mut rest = Vec::new();
        let mut it = args.iter();
        while let Some(a) = it.next() {
            match a.strip_prefix("--") {
                Some(name) => opts.push((name.to_string(), it.next()?.clone())),
                None => rest.push(a.clone()),
            }
        }
        Some(Args { opts, rest })
    }

    fn get(&self, name: &str) -> Option<&str> {
        self.opts
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    fn num(&self, name: &str, default: u64) -> Option<u64> {
        match self.get(name) {
            Some(v) => v.parse().ok(),
            None => Some(default),
        }
    }
}

fn shader_tests(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "shader_test"))
        .collect();
    v.sort();
    Ok(v)
}

/// Runs `work` on every item, `jobs` threads taking every `jobs`-th one;
/// results in item order.
fn parallel<T: Sync, R: Send>(items: &[T], jobs: usize, work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let jobs = jobs.max(1);
    let mut parts: Vec<Vec<(usize, R)>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..jobs)
            .map(|t| {
                let work = &work;
                s.spawn(move || {
                    items
                        .iter()
                        .enumerate()
                        .skip(t)
                        .step_by(jobs)
                        .map(|(i, x)| (i, work(x)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("worker thread"))
            .collect()
    });
    let mut all: Vec<(usize, R)> = parts.drain(..).flatten().collect();
    all.sort_by_key(|(i, _)| *i);
    all.into_iter().map(|(_, r)| r).collect()
}

fn generate(a: &Args) -> Result<(), String> {
    let seed = a.num("seed", 1).ok_or("--seed: not a number")?;
    let count = a.num("count", 100).ok_or("--count: not a number")?;
    let out = PathBuf::from(a.get("out").ok_or("--out DIR is needed")?);
    std::fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    let mut calls = 0;
    for s in seed..seed + count {
        let p = random_pairs::pair(s);
        calls += u64::from(p.writing_calls_in_expressions);
        let f = out.join(format!("pair-{s:06}.shader_test"));
        std::fs::write(&f, p.shader_test(None)).map_err(|e| format!("{}: {e}", f.display()))?;
    }
    println!(
        "{count} pairs written to {} ({calls} calls writing through out/inout parameters inside expressions)",
        out.display()
    );
    Ok(())
}

/// The colours of the runner's "Observed:" lines, in order.
fn observed(output: &str) -> Vec<[f32; 4]> {
    output
        .lines()
        .filter_map(|l| l.trim().strip_prefix("Observed:"))
        .filter_map(|rest| {
            let v: Vec<f32> = rest
                .split_whitespace()
                .filter_map(|x| x.parse().ok())
                .collect();
            (v.len() == 4).then(|| [v[0], v[1], v[2], v[3]])
        })
        .collect()
}

/// The file with its placeholder probes (colour -1) given `colours`.
fn with_expected(text: &str, colours: &[[f32; 4]]) -> String {
    let mut next = colours.iter();
    let mut out = String::new();
    for line in text.lines() {
        match (
            line.strip_suffix(" -1 -1 -1 -1"),
            line.starts_with("probe rgba "),
        ) {
            (Some(head), true) => match next.next() {
                Some(c) => out.push_str(&format!(
                    "{head} {:.6} {:.6} {:.6} {:.6}",
                    c[0], c[1], c[2], c[3]
                )),
                None => out.push_str(line),
            },
            _ => out.push_str(line),
        }
        out.push('\n');
    }
    out
}

fn record(a: &Args) -> Result<(), String> {
    let runner = a.get("runner").ok_or("--runner SHADER_RUNNER is needed")?;
    let jobs = a.num("jobs", 2).ok_or("--jobs: not a number")? as usize;
    let cross = a.get("cross");
    let [inp, out] = &a.rest[..] else {
        return Err("record takes IN and OUT directories".into());
    };
    let (inp, out) = (PathBuf::from(inp), PathBuf::from(out));
    std::fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    let files = shader_tests(&inp).map_err(|e| format!("{}: {e}", inp.display()))?;
    let results = parallel(&files, jobs, |f| -> Result<(), String> {
        let text = std::fs::read_to_string(f).map_err(|e| e.to_string())?;
        let probes = text
            .lines()
            .filter(|l| l.starts_with("probe rgba "))
            .count();
        let draw = |driver: Option<&str>| -> Result<Vec<[f32; 4]>, String> {
            let mut cmd = Command::new("timeout");
            cmd.arg("120")
                .arg(runner)
                .arg(f)
                .args(["-auto", "-fbo"])
                .env("PIGLIT_PLATFORM", "surfaceless_egl");
            if let Some(d) = driver {
                cmd.env("GALLIUM_DRIVER", d);
            }
            let run = cmd.output().map_err(|e| format!("{runner}: {e}"))?;
            let stdout = String::from_utf8_lossy(&run.stdout);
            let colours = observed(&stdout);
            if colours.len() != probes {
                let stderr = String::from_utf8_lossy(&run.stderr);
                let why: Vec<&str> = stdout.lines().chain(stderr.lines()).take(12).collect();
                return Err(format!(
                    "{}{}",
                    driver.map(|d| format!("{d}: ")).unwrap_or_default(),
                    why.join("\n    ")
                ));
            }
            Ok(colours)
        };
        let colours = draw(None)?;
        if let Some(d) = cross {
            let other = draw(Some(d))?;
            let apart = colours
                .iter()
                .zip(&other)
                .position(|(a, b)| a.iter().zip(b).any(|(x, y)| (x - y).abs() > 0.01));
            if let Some(k) = apart {
                return Err(format!(
                    "the drivers disagree at probe {}: {:?} and {d} {:?}",
                    k + 1,
                    colours[k],
                    other[k]
                ));
            }
        }
        let name = f.file_name().unwrap_or_default();
        std::fs::write(out.join(name), with_expected(&text, &colours)).map_err(|e| e.to_string())
    });
    let mut rejected = String::new();
    let mut drawn = 0;
    for (f, r) in files.iter().zip(&results) {
        match r {
            Ok(()) => drawn += 1,
            Err(why) => rejected.push_str(&format!("{}\n    {why}\n", f.display())),
        }
    }
    let list = out.join("rejected.txt");
    std::fs::write(&list, &rejected).map_err(|e| format!("{}: {e}", list.display()))?;
    println!(
        "{} files: {drawn} drawn by {runner}, {} not (listed in {})",
        files.len(),
        files.len() - drawn,
        list.display()
    );
    Ok(())
}

fn check(a: &Args) -> Result<bool, String> {
    let jobs = a.num("jobs", 2).ok_or("--jobs: not a number")? as usize;
    let [dir] = &a.rest[..] else {
        return Err("check takes one directory".into());
    };
    let dir = PathBuf::from(dir);
    let files = shader_tests(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let results = parallel(&files, jobs, |f| {
        let name = f.display().to_string();
        let text = std::fs::read_to_string(f).unwrap_or_default();
        let run = |engine| run_shader_test(&name, &text, &ShaderTestOptions { engine });
        (run(Engine::Interp), run(Engine::Compiled))
    });
    let (mut interp_ok, mut compiled_ok, mut both_ok, mut same) = (0, 0, 0, 0);
    let mut report = String::new();
    for (f, (i, c)) in files.iter().zip(&results) {
        let (ip, cp) = (i.outcome == Outcome::Pass, c.outcome == Outcome::Pass);
        interp_ok += usize::from(ip);
        compiled_ok += usize::from(cp);
        both_ok += usize::from(ip && cp);
        let identical = i.image.is_some() && i.image == c.image;
        same += usize::from(identical);
        if !(ip && cp && identical) {
            report.push_str(&format!(
                "{}\n    interp: {:?}\n    compiled: {:?}\n    images identical: {identical}\n",
                f.display(),
                i.outcome,
                c.outcome
            ));
        }
    }
    let list = dir.join("report.txt");
    std::fs::write(&list, &report).map_err(|e| format!("{}: {e}", list.display()))?;
    let n = files.len();
    println!(
        "{n} files: interpreter agrees on {interp_ok}, compiled engine on {compiled_ok}, \
         both on {both_ok}; the engines' images are identical on {same} (others in {})",
        list.display()
    );
    Ok(both_ok == n && same == n)
}

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let Some((cmd, rest)) = argv.split_first() else {
        return usage();
    };
    let Some(a) = Args::parse(rest) else {
        return usage();
    };
    let r = match cmd.as_str() {
        "generate" => generate(&a).map(|()| true),
        "record" => record(&a).map(|()| true),
        "check" => check(&a),
        _ => return usage(),
    };
    match r {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("random_shader_tests: {e}");
            ExitCode::from(2)
        }
    }
}
