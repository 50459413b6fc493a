//! Writes random PP or GP code (bare code words) for differential runs:
//! `cargo run -p gpubin-mali --example random_code -- pp|gp SEED COUNT OUT`.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [isa, seed, count, out] = args.as_slice() else {
        eprintln!("usage: random_code pp|gp SEED COUNT OUT");
        return ExitCode::from(2);
    };
    let (Ok(seed), Ok(count)) = (seed.parse::<u64>(), count.parse::<usize>()) else {
        eprintln!("SEED and COUNT are numbers");
        return ExitCode::from(2);
    };
    let bytes = match isa.as_str() {
        "pp" => gpubin_mali::random::pp_program(seed, count)
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect(),
        "gp" => gpubin_mali::random::gp_program(seed, count),
        _ => {
            eprintln!("ISA is pp or gp");
            return ExitCode::from(2);
        }
    };
    if let Err(e) = std::fs::write(out, bytes) {
        eprintln!("{out}: {e}");
        return ExitCode::from(1);
    }
    ExitCode::SUCCESS
}
