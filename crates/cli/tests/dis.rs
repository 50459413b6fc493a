//! `gpubin dis`: MBS1 files (CFRA → PP, CVER → GP), bare code with --raw, JSON.

mod common;
use common::*;

const CLEAR: &str = "examples/mbs_fragment_clear.mbs";
const VERTEX: &str = "crates/mali/tests/data/synthetic_vertex.mbs";

#[test]
fn clear_shader_text() {
    let o = gpubin(&["dis", &repo(CLEAR)]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "@     0: mov.v1 $0 ^const0, const0 1.000000 1.000000 1.000000 1.000000, stop\n"
    );
}

#[test]
fn annotated_vertex_shader() {
    let o = gpubin(&["dis", "--annotate", &repo(VERTEX)]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "; MBS1/CVER/DBIN: GP code, core 6 (Mali-400 GP), 32 bytes at 0xf0, 2 instructions\n\
         0x0000f0  000:\tmov.a0 ^0/v0.x a0.x\n\
         \x20         ; a0 = position; v0 = gl_Position\n\
         0x000100  001:\tmov.p ^10/v1.z t[1].z\n\
         \x20         ; t[1] = mvp[1]; v1 = uv\n"
    );
}

#[test]
fn json_fields() {
    let o = gpubin(&["dis", "--json", &repo(CLEAR)]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v[0]["path"], "MBS1/CFRA/DBIN");
    assert_eq!(v[0]["isa"], "pp");
    let i = &v[0]["instructions"][0];
    assert_eq!(i["control"]["stop"], true);
    assert_eq!(i["vec4_acc"]["op"], "mov");
    assert_eq!(i["vec4_acc"]["outmod"], "none");
    assert_eq!(i["const0"], serde_json::json!([15360, 15360, 15360, 15360]));
}

#[test]
fn raw_blobs() {
    let clear = std::fs::read(repo(CLEAR)).unwrap();
    let pp = temp_file("clear.bin", &clear[0x48..0x5c]);
    let o = gpubin(&["dis", "--raw", "--pp", pp.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "@     0: mov.v1 $0 ^const0, const0 1.000000 1.000000 1.000000 1.000000, stop\n"
    );
    let vertex = std::fs::read(repo(VERTEX)).unwrap();
    let gp = temp_file("vertex.bin", &vertex[0xf0..0x110]);
    let o = gpubin(&["dis", "--raw", "--gp", gp.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "000:\tmov.a0 ^0/v0.x a0.x\n001:\tmov.p ^10/v1.z t[1].z\n"
    );
    let o = gpubin(&["dis", "--raw", "--gp", "--json", gp.to_str().unwrap()]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["isa"], "gp");
    assert_eq!(v["instructions"][1]["load_addr"], 1);
    // GP opcodes and store sources print by name, as PP opcodes do.
    assert_eq!(v["instructions"][0]["acc_op"], "add");
    assert_eq!(v["instructions"][0]["store0_src_x"], "acc0");
    assert_eq!(v["instructions"][1]["pass_op"], "mov");
    assert_eq!(v["instructions"][1]["store1_src_z"], "pass");
}

#[test]
fn raw_errors_and_usage() {
    let bad = temp_file("bad.bin", &[0x25, 0x10, 0x02, 0x00, 0x4c]);
    let o = gpubin(&["dis", "--raw", "--pp", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("at 0x4: code size 5 is not a multiple of 4 bytes"),
        "{}",
        stderr(&o)
    );
    let overrun = temp_file("overrun.bin", &[0x25, 0x10, 0x02, 0x00]);
    let o = gpubin(&["dis", "--raw", "--pp", overrun.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("count 5, but only 1 words remain"),
        "{}",
        stderr(&o)
    );
    // --raw needs an instruction set; --pp/--gp need --raw and exclude each other.
    for args in [
        vec!["dis", "--raw", "x.bin"],
        vec!["dis", "--pp", "x.bin"],
        vec!["dis", "--raw", "--pp", "--gp", "x.bin"],
    ] {
        assert_eq!(gpubin(&args).status.code(), Some(2), "{args:?}");
    }
}

#[test]
fn corrupt_code_in_a_file_exits_1() {
    let mut bytes = std::fs::read(repo(CLEAR)).unwrap();
    bytes[0x48] = 0x3f; // count 31 in a 5-word DBIN
    let path = temp_file("corrupt.mbs", &bytes);
    let o = gpubin(&["dis", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("MBS1/CFRA/DBIN at 0x48: PP instruction at word 0"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn annotated_raw_and_several_files() {
    let clear = std::fs::read(repo(CLEAR)).unwrap();
    let pp = temp_file("clear-annotated.bin", &clear[0x48..0x5c]);
    let o = gpubin(&["dis", "--raw", "--pp", "--annotate", pp.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "0x000000  @     0: mov.v1 $0 ^const0, const0 1.000000 1.000000 1.000000 1.000000, stop\n\
         \x20         ; const0 = (1, 1, 1, 1)\n"
    );
    let o = gpubin(&["dis", &repo(CLEAR), &repo(VERTEX)]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains("mbs_fragment_clear.mbs <==\n@     0: mov.v1"),
        "{text}"
    );
    assert!(text.contains("synthetic_vertex.mbs <==\n000:"), "{text}");
}
