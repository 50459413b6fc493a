fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match gpubin_pica::asm::assemble_files(&args) {
        Ok(a) => {
            eprintln!("{}", a.diagnostics);
            let shbin = a.shbin();
            assert_eq!(gpubin_pica::shbin::write(&shbin).unwrap(), a.to_bytes());
            match gpubin_pica::disasm::round_trip(&shbin) {
                Ok(l) => println!("{}\n; round trip ok", l.text()),
                Err((l, e)) => println!("{}\n; round trip FAILED: {e}", l.text()),
            }
            print!("{}", a.header());
        }
        Err(d) => eprintln!("{d}"),
    }
}
