//! `gpubin a5xx decode`: register values and whole dumps to named fields.

use std::path::Path;

use gpubin_adreno::a5xx::regs::{self, DecodedRegister};

use super::{err, Res};

/// Decode register values to named fields: NAME=VALUE (TEX_CONST_0=0x1140b083,
/// VPC_SO_PROG=0x804800, VSC_PIPE_CONFIG[3]=..., VPC_SO[1].NCOMP=4),
/// 0xOFFSET=VALUE, or a register dump FILE (`-` for standard input) with one
/// `OFFSET VALUE`, `NAME VALUE` or `NAME=VALUE` per line and `#` comments.
#[derive(clap::Args, Debug)]
pub struct Args {
    #[arg(required = true, value_name = "NAME=VALUE|FILE")]
    values: Vec<String>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// A dump's text and the name errors give it.
fn read_dump(arg: &str) -> Result<(String, String), String> {
    let path = Path::new(arg);
    let text = if crate::io::is_stdio(path) {
        crate::io::read_text(path)?
    } else {
        crate::io::read_text(path)
            .map_err(|e| format!("`{arg}` is not NAME=VALUE, and as a dump file: {e}"))?
    };
    Ok((text, crate::io::input_name(path).into_owned()))
}

pub fn run(a: Args) -> Res {
    let mut decoded: Vec<DecodedRegister> = Vec::new();
    for v in &a.values {
        if v.contains('=') {
            decoded.push(regs::decode_assignment(v).map_err(err)?);
        } else {
            let (text, name) = read_dump(v)?;
            decoded.extend(regs::decode_dump(&text).map_err(|e| format!("{name}:{e}"))?);
        }
    }
    if a.json {
        crate::io::print_json(&decoded);
    } else {
        let text: String = decoded.iter().map(|d| format!("{d}\n")).collect();
        crate::io::print(&text);
    }
    Ok(())
}
