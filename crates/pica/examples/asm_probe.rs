fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match gpubin_pica::asm::assemble_files(&args) {
        Ok(a) => {
            eprintln!("{}", a.diagnostics);
            match gpubin_pica::disasm::round_trip(a.model()) {
                Ok(l) => println!("{}\n; round trip ok", l.text()),
                Err((l, e)) => {
                    println!("{}\n; round trip FAILED: {e}", l.text());
                    if let Ok(b) = l.assemble().map(|x| x.to_bytes()) {
                        let orig = a.to_bytes();
                        let p = orig.iter().zip(&b).position(|(x, y)| x != y).unwrap_or(0) & !15;
                        println!(
                            "orig {:02x?}",
                            &orig[p.saturating_sub(16)..(p + 32).min(orig.len())]
                        );
                        println!(
                            "new  {:02x?}",
                            &b[p.saturating_sub(16)..(p + 32).min(b.len())]
                        );
                    }
                }
            }
            print!("{}", a.header());
        }
        Err(d) => eprintln!("{d}"),
    }
}
