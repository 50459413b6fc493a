fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match gpubin_pica::asm::assemble_files(&args) {
        Ok(a) => {
            eprintln!("{}", a.diagnostics);
            let b = a.to_bytes();
            for (i, c) in b.chunks(16).enumerate() {
                print!("{:04x}:", i * 16);
                for x in c {
                    print!(" {x:02x}");
                }
                println!();
            }
            print!("{}", a.header());
        }
        Err(d) => eprintln!("{d}"),
    }
}
