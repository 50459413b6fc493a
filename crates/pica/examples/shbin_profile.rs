fn main() {
    let path = std::env::args().nth(1).unwrap();
    let bytes = std::fs::read(path).unwrap();
    let n: usize = std::env::args()
        .nth(2)
        .map_or(200000, |s| s.parse().unwrap());
    let mut total = 0;
    for _ in 0..n {
        let m = gpubin_pica::shbin::parse(std::hint::black_box(&bytes)).unwrap();
        total += gpubin_pica::shbin::validate(&m).len();
    }
    println!("{total}");
}
