//! End-to-end tests of `gpubin a5xx ...`: outputs, JSON, exit codes.

mod common;
use common::*;

fn json(args: &[&str]) -> serde_json::Value {
    let o = gpubin(args);
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
    serde_json::from_slice(&o.stdout).expect("valid JSON")
}

const SEED: &[&str] = &[
    "a5xx",
    "texture",
    "--format",
    "rg16f",
    "--size",
    "100x2000",
    "--mips",
    "--ubwc",
    "--base",
    "0xc0732000",
];

#[test]
fn texture_seed_example_json() {
    let mut args = SEED.to_vec();
    args.push("--json");
    let v = json(&args);
    let levels = v["layout"]["levels"].as_array().unwrap();
    assert_eq!(levels.len(), 11);
    let flags: Vec<u64> = levels
        .iter()
        .map(|l| l["flags"]["address"].as_u64().unwrap())
        .collect();
    let colour: Vec<u64> = levels
        .iter()
        .map(|l| l["address"].as_u64().unwrap())
        .collect();
    assert_eq!(flags[0], 0xc0732000);
    assert_eq!(colour[0], 0xc073a000);
    assert_eq!(flags[10], 0xc08c1000);
    assert_eq!(colour[10], 0xc08c2000);
    assert_eq!(levels[0]["flags"]["pitch"], 64);
    assert_eq!(levels[0]["flags"]["rows"], 512);
    assert_eq!(levels[0]["flags"]["size"], 0x8000);
    assert_eq!(v["layout"]["layer_size"], 1642496);
    let dw: Vec<u64> = v["tex_const"]["dwords"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d.as_u64().unwrap())
        .collect();
    // Full chain: MIPLVLS 10; the rest as in the seed.
    assert_eq!(
        dw[..6],
        [0x114AB083, 0x03E80064, 0x20010002, 0x18800191, 0xC0732000, 0x00020000]
    );
    assert_eq!(v["decoded"][0]["fields"][8]["meaning"], "TFMT5_16_16_FLOAT");

    // The captured state sampled one level: the seed's dwords exactly.
    args.extend(["--view-levels", "1"]);
    let v = json(&args);
    assert_eq!(v["tex_const"]["dwords"][0], 0x1140B083u32);
}

#[test]
fn texture_text() {
    let o = gpubin(SEED);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let t = stdout(&o);
    assert!(t.contains("layer size 0x191000 (1642496)"), "{t}");
    assert!(
        t.contains("0xc073a000     0xc0732000    64 x 512      0x8000"),
        "{t}"
    );
    assert!(t.contains("TEX_CONST_3 = 0x18800191"), "{t}");
}

#[test]
fn invalid_parameters_exit_1() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["a5xx", "texture", "--format", "rgba8", "--size", "0x16"],
            "width must not be zero",
        ),
        (
            &[
                "a5xx", "texture", "--format", "rgba8", "--size", "16x16", "--levels", "6",
            ],
            "at most 5",
        ),
        (
            &[
                "a5xx",
                "gmem",
                "--size",
                "16384x16384",
                "--mrt",
                "rgba32f",
                "--mrt",
                "rgba32f",
                "--gmem",
                "256K",
            ],
            "VSC pipes needed",
        ),
        (
            &[
                "a5xx", "gmem", "--size", "64x64", "--mrt", "rgba32f", "--gmem", "4K",
            ],
            "bytes of GMEM",
        ),
        (
            &["a5xx", "streamout", "--output", "0", "--so", "0:0:0:3:2"],
            "outside the 4",
        ),
        (&["a5xx", "decode", "NO_SUCH_REG=1"], "unknown register"),
        (&["a5xx", "decode", "VPC_SO_PROG=zz"], "not a 32-bit number"),
        (&["a5xx", "lrz", "--size", "0x10"], "width must not be zero"),
        (
            &[
                "a5xx",
                "blit",
                "resolve",
                "--dst",
                "0",
                "--pitch",
                "100",
                "--rect",
                "0,0,64,32",
            ],
            "not a multiple of 64",
        ),
    ];
    for (args, msg) in cases {
        let o = gpubin(args);
        assert_eq!(o.status.code(), Some(1), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(msg), "{args:?}: {}", stderr(&o));
        assert!(o.stdout.is_empty(), "{args:?} printed to stdout");
    }
    // A missing required flag is a usage error.
    let o = gpubin(&["a5xx", "texture", "--format", "rgba8"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn streamout_seed_words() {
    let v = json(&[
        "a5xx",
        "streamout",
        "--output",
        "0:0xf",
        "--output",
        "4:0x7",
        "--output",
        "8:0x3",
        "--output",
        "12:0xf",
        "--so",
        "0:0:0",
        "--so",
        "1:2:0",
        "--so",
        "2:1:0",
        "--json",
    ]);
    let words: Vec<u64> = v["words"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["value"].as_u64().unwrap())
        .collect();
    assert_eq!(
        words,
        [0x00804800, 0x0080C808, 0x00806802, 0x0000080A, 0x00805801]
    );
    assert_eq!(v["buf_cntl"], 0x8049);
}

#[test]
fn streamout_json_input() {
    let path = temp_file(
        "so.json",
        br#"{"outputs": [{"location": 0, "mask": 15}, {"location": 4, "mask": 7}],
            "so": [{"output": 1, "num_components": 3, "buffer": 3, "dst_offset": 1}]}"#,
    );
    let v = json(&[
        "a5xx",
        "streamout",
        "--input",
        path.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(v["ncomp"][3], 3);
    // loc 4: A, buf 3, off 4 -> 0x3 | 4 | 1<<11; loc 5 B off 8.
    assert_eq!(
        v["words"][2]["value"],
        3 | 4 | 1 << 11 | 3 << 12 | 2 << 14 | 1 << 23
    );
    std::fs::write(&*path, "{\"outputs\": [").unwrap();
    let o = gpubin(&["a5xx", "streamout", "--input", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("so.json:1:"), "{}", stderr(&o));
}

#[test]
fn gmem_illustration() {
    let v = json(&[
        "a5xx",
        "gmem",
        "--size",
        "1920x1080",
        "--mrt",
        "rgba8",
        "--json",
    ]);
    assert_eq!(
        (v["bin_w"].as_u64(), v["bin_h"].as_u64()),
        (Some(640), Some(384))
    );
    assert_eq!(v["vsc_bin_size"], 0x1814);
    assert_eq!(v["pipes"][4]["config"], 0x01100401);
    assert_eq!(v["hw_binning"], true);
    assert_eq!(v["tiles"].as_array().unwrap().len(), 9);
    let o = gpubin(&[
        "a5xx",
        "gmem",
        "--size",
        "1920x1080",
        "--mrt",
        "rgba8",
        "--mrt",
        "rgba8",
        "--mrt",
        "rgba8",
        "--mrt",
        "rgba8",
        "--depth",
        "z24s8",
        "--tiles",
    ]);
    let t = stdout(&o);
    assert!(t.contains("bins 320x128, grid 6x9"), "{t}");
    assert!(t.contains("bins per pipe 6x1"), "{t}");
    assert!(t.contains("row   8 col   5"), "{t}");
}

#[test]
fn lrz_decisions() {
    let v = json(&[
        "a5xx",
        "lrz",
        "--size",
        "1920x1080",
        "--draw",
        "less,write",
        "--draw",
        "greater,write",
        "--draw",
        "less",
        "--json",
    ]);
    assert_eq!(v["buffer"]["pitch"], 256);
    assert_eq!(v["buffer"]["rows"], 135);
    assert_eq!(v["decisions"][0]["cntl"], 3);
    assert_eq!(v["decisions"][1]["invalidates"], true);
    assert_eq!(v["decisions"][1]["reasons"][0]["code"], "direction_flip");
    assert_eq!(v["decisions"][2]["cntl"], 0);
    let o = gpubin(&["a5xx", "lrz", "--size", "64x64", "--draw", "less,bogus"]);
    assert_eq!(
        o.status.code(),
        Some(2),
        "a malformed draw is a usage error"
    );
}

#[test]
fn blit_plans() {
    let v = json(&[
        "a5xx",
        "blit",
        "resolve",
        "--buf",
        "mrt1",
        "--gmem-offset",
        "0x4000",
        "--dst",
        "0x100000000",
        "--pitch",
        "7680",
        "--rect",
        "0,0,640,384",
        "--json",
    ]);
    let plan = v["plan"].as_array().unwrap();
    assert_eq!(plan[0]["register"], "RB_MRT[1].BASE_LO");
    assert_eq!(plan[0]["value"], 0x4000);
    assert_eq!(plan.last().unwrap()["kind"], "event");
    let v = json(&[
        "a5xx",
        "blit",
        "clear",
        "--color",
        "mrt0=0xff0000ff",
        "--depth",
        "1.0",
        "--stencil",
        "0",
        "--json",
    ]);
    assert_eq!(v["notes"][1], "BLIT_ZS MASK 0x3: depth + stencil");
    let o = gpubin(&[
        "a5xx",
        "blit",
        "restore",
        "--src",
        "0x1000",
        "--pitch",
        "256",
        "--format",
        "rgba8",
        "--bin",
        "64x32",
        "--rect",
        "0,0,64,32",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("BYPASS = true"));
    let o = gpubin(&[
        "a5xx",
        "blit",
        "readback",
        "--format",
        "rg16f",
        "--address",
        "0xc073a000",
        "--pitch",
        "512",
        "--flags",
        "0xc0732000,64,0x8000",
        "--size",
        "100x2000",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("RB_RESOLVE_CNTL_3"));
}

#[test]
fn decode_named_fields() {
    let o = gpubin(&[
        "a5xx",
        "decode",
        "TEX_CONST_0=0x1140B083",
        "VPC_SO_PROG=0x0000080A",
        "VSC_PIPE_CONFIG[4]=0x01100401",
    ]);
    assert_eq!(o.status.code(), Some(0));
    let t = stdout(&o);
    assert!(t.contains("FMT = TFMT5_16_16_FLOAT"), "{t}");
    assert!(t.contains("A_OFF = 8"), "{t}");
    assert!(t.contains("VSC_PIPE_CONFIG[4] (0x0bd4)"), "{t}");
    let v = json(&["a5xx", "decode", "0xe2a4=0x00804800", "--json"]);
    assert_eq!(v[0]["name"], "VPC_SO_PROG");
}

#[test]
fn decode_registers_and_fields_of_the_current_database() {
    let o = gpubin(&[
        "a5xx",
        "decode",
        "RB_DEPTH_CNTL=0x7b",
        "SP_FS_CTRL_REG0=0xff000000",
        "RB_BLIT_DST=0x1c0732000",
        "0xe214=0xc0732000",
        "RB_VIEWPORT_ZCLAMP_FAR=0x3f800000",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let t = stdout(&o);
    let lines: Vec<&str> = t.lines().collect();
    assert_eq!(
        lines[0],
        "RB_DEPTH_CNTL (0xe1b1) = 0x0000007b { Z_TEST_ENABLE = true | Z_WRITE_ENABLE = true \
         | ZFUNC = FUNC_GEQUAL | Z_CLAMP_ENABLE = true | Z_READ_ENABLE = true }"
    );
    assert!(lines[1].contains("BRANCHSTACK = 255 }"), "{t}");
    assert_eq!(
        lines[2],
        "RB_BLIT_DST (0xe214) = 0x1c0732000 { VALUE = 0x1c0732000 }"
    );
    assert!(
        lines[3].starts_with("RB_BLIT_DST_LO (0xe214) = 0xc0732000"),
        "{t}"
    );
    assert!(lines[4].contains("VALUE = 1.0"), "{t}");
    let v = json(&["a5xx", "decode", "RB_BLIT_DST=0xffffffffffffffff", "--json"]);
    assert_eq!(v[0]["value"], u64::MAX);
}

#[test]
fn malformed_arguments_exit_2() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["a5xx", "texture", "--format", "rg17f", "--size", "4x4"],
            "unknown format `rg17f`",
        ),
        (
            &[
                "a5xx", "texture", "--format", "rgba8", "--size", "4x4", "--tile", "bogus",
            ],
            "tile mode is linear, TILE5_2 or TILE5_3",
        ),
        (
            &[
                "a5xx", "texture", "--format", "rgba8", "--size", "4x4", "--type", "4d",
            ],
            "texture type is 1d, 2d, cube or 3d",
        ),
        (
            &["a5xx", "texture", "--format", "rgba8", "--size", "4xfour"],
            "not a decimal number",
        ),
        (
            &["a5xx", "gmem", "--size", "64x64", "--mrt", "etc1_rgb8"],
            "cannot be a render target",
        ),
        (
            &[
                "a5xx", "blit", "resolve", "--dst", "0", "--pitch", "64", "--rect", "0,0,64",
            ],
            "expected 4 comma-separated numbers",
        ),
        (
            &["a5xx", "lrz", "--size", "64x64", "--pass", "fast"],
            "binning, tile or sysmem",
        ),
    ];
    for (args, msg) in cases {
        let o = gpubin(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(msg), "{args:?}: {}", stderr(&o));
        assert!(o.stdout.is_empty(), "{args:?} printed to stdout");
    }
}

#[test]
fn list_formats_names_every_format() {
    let o = gpubin(&["a5xx", "texture", "--list-formats"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let t = stdout(&o);
    let rows: Vec<&str> = t.lines().skip(1).collect();
    assert_eq!(rows.len(), gpubin_adreno::a5xx::Format::all().count());
    for (hw, short, gl) in [
        ("TFMT5_9_9_9_E5_FLOAT", "rgb9e5", "GL_RGB9_E5"),
        ("TFMT5_8_8_8_8_UNORM", "rgba8", "GL_RGBA8"),
        ("TFMT5_11_11_10_FLOAT", "r11g11b10f", "GL_R11F_G11F_B10F"),
        (
            "TFMT5_X8Z24_UNORM",
            "depth24_stencil8",
            "GL_DEPTH24_STENCIL8",
        ),
    ] {
        let row = rows.iter().find(|r| r.starts_with(hw)).unwrap();
        assert!(row.contains(short) && row.contains(gl), "{row}");
        // Each name is accepted by --format.
        for name in [hw, short, gl] {
            let o = gpubin(&["a5xx", "texture", "--format", name, "--size", "8x8"]);
            assert_eq!(o.status.code(), Some(0), "{name}: {}", stderr(&o));
        }
    }
}

#[test]
fn decode_dump_from_file_and_stdin() {
    use std::io::Write;
    let dump = repo("crates/adreno/tests/data/a5xx_dump.txt");
    let o = gpubin(&["a5xx", "decode", &dump]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let t = stdout(&o);
    assert_eq!(t.lines().count(), 14, "{t}");
    assert!(
        t.contains("VSC_BIN_SIZE (0x0bc2) = 0x00001814 { WIDTH = 640 | HEIGHT = 384 }"),
        "{t}"
    );
    assert!(
        t.contains("GRAS_CL_VPORT_XOFFSET_0 (0xe010) = 0x44700000 { VALUE = 960.0 }"),
        "{t}"
    );
    assert!(
        t.contains("GRAS_SU_POINT_SIZE (0xe092) = 0x00000010 { VALUE = 1.0 }"),
        "{t}"
    );
    assert!(t.contains("A_REGID = r0.w"), "{t}");
    assert!(t.contains("ZFUNC = FUNC_GREATER"), "{t}");
    assert!(
        t.contains("RB_MRT[0].PITCH (0xe153) = 0x00000078 { VALUE = 7680 }"),
        "{t}"
    );

    let mut child = common::spawn_piped(&["a5xx", "decode", "-", "--json", "VPC_SO_CNTL=0x10000"]);
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"0xe2a4 0x80a\n0xe100 3\n")
        .unwrap();
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let names: Vec<&str> = v
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["VPC_SO_PROG", "GRAS_LRZ_CNTL", "VPC_SO_CNTL"]);

    // A bad line: file:line:column, the line and a caret; the registers before it
    // are printed (the output streams).
    let dir = temp_dir("a5xx-dump");
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "0xe2a4 1\n0xe100 zz\n").unwrap();
    let o = gpubin(&["a5xx", "decode", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(
        e.contains("bad.txt:2:8: error: value is not a 32-bit number\n0xe100 zz\n       ^"),
        "{e}"
    );
    assert_eq!(
        stdout(&o),
        "VPC_SO_PROG (0xe2a4) = 0x00000001 { A_BUF = 1 | A_OFF = 0 | A_EN = false | \
         B_BUF = 0 | B_OFF = 0 | B_EN = false }\n"
    );
}

/// Sizes and depths that are not valid say what is wrong and what is expected, as
/// usage errors.
#[test]
fn bad_sizes_and_depths_say_what_is_expected() {
    for (args, want) in [
        (
            &["a5xx", "texture", "--format", "rgba8", "--size", "-8x8"][..],
            "`-8` in `-8x8` is negative: a size is a count of pixels; expected WIDTHxHEIGHT[xDEPTH]",
        ),
        (
            &["a5xx", "texture", "--format", "rgba8", "--size", "4294967296x1"],
            "`4294967296` in `4294967296x1` is too large (at most 4294967295)",
        ),
        (
            &["a5xx", "gmem", "--size", "-64x64"],
            "`-64` in `-64x64` is negative",
        ),
        (
            &["a5xx", "lrz", "--size", "64x64", "--clear-depth", "nan"],
            "`nan` is not a number: a depth is a number from 0.0 to 1.0",
        ),
        (
            &["a5xx", "lrz", "--size", "64x64", "--clear-depth", "-0.5"],
            "`-0.5` is outside the depth range: a depth is a number from 0.0 to 1.0",
        ),
    ] {
        let o = gpubin(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(want), "{args:?}: {}", stderr(&o));
    }
}

/// An sRGB format name sets TEX_CONST_0.SRGB as `--srgb` does; its linear name
/// does not.
#[test]
fn srgb_format_names_set_the_srgb_bit() {
    for (name, srgb) in [
        ("GL_SRGB8_ALPHA8", true),
        ("srgb8_alpha8", true),
        ("GL_COMPRESSED_SRGB8_ETC2", true),
        ("GL_RGBA8", false),
        ("GL_COMPRESSED_RGB8_ETC2", false),
    ] {
        let v = json(&[
            "a5xx", "texture", "--format", name, "--size", "64x64", "--json",
        ]);
        assert_eq!(v["tex_const"]["fields"]["srgb"], srgb, "{name}");
        assert_eq!(v["decoded"][0]["fields"][1]["name"], "SRGB");
        assert_eq!(
            v["decoded"][0]["fields"][1]["raw"],
            u8::from(srgb),
            "{name}"
        );
    }
}

#[test]
fn rgb32_formats_lay_out_linear_images() {
    // 100x60 RGB32F, 3 levels: pitch align(1200, 256) = 1280, then 768, 512;
    // FMT 116, W reads one, PITCHALIGN 2 (256 bytes).
    let v = json(&[
        "a5xx", "texture", "--format", "rgb32f", "--size", "100x60", "--levels", "3", "--json",
    ]);
    let pitches: Vec<u64> = v["layout"]["levels"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["pitch"].as_u64().unwrap())
        .collect();
    assert_eq!(pitches, [1280, 768, 512]);
    assert_eq!(v["layout"]["cpp"], 12);
    assert_eq!(v["layout"]["pitch_align"], 256);
    assert_eq!(v["tex_const"]["fields"]["fmt"], 116);
    assert_eq!(
        v["tex_const"]["fields"]["swizzle"],
        serde_json::json!([0, 1, 2, 5])
    );
    for (name, fmt) in [("GL_RGB32UI", 114), ("rgb32i", 115)] {
        let v = json(&[
            "a5xx", "texture", "--format", name, "--size", "4x4", "--json",
        ]);
        assert_eq!(v["tex_const"]["fields"]["fmt"], fmt, "{name}");
    }
    // Tiles and samples of 12-byte texels are not known: an error, exit 1.
    for extra in [&["--tile", "tile5_3"][..], &["--samples", "2"]] {
        let mut args = vec!["a5xx", "texture", "--format", "rgb32f", "--size", "64x64"];
        args.extend(extra);
        let o = gpubin(&args);
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        assert!(
            stderr(&o).contains("TFMT5_32_32_32_FLOAT has 12-byte texels"),
            "{}",
            stderr(&o)
        );
    }
}

#[test]
fn alpha_formats_sample_as_mesa_selects() {
    // FMT 3 (TFMT5_8_UNORM) and 15 (TFMT5_8_8_UNORM); SWIZ values 0-5 are
    // X Y Z W ZERO ONE.
    for (name, fmt, swizzle, shown) in [
        ("a8", 3, [4, 4, 4, 0], "TFMT5_8_UNORM (a8)"),
        (
            "GL_LUMINANCE8_ALPHA8",
            15,
            [0, 0, 0, 1],
            "TFMT5_8_8_UNORM (la8)",
        ),
    ] {
        let v = json(&[
            "a5xx", "texture", "--format", name, "--size", "8x8", "--json",
        ]);
        assert_eq!(v["tex_const"]["fields"]["fmt"], fmt, "{name}");
        assert_eq!(
            v["tex_const"]["fields"]["swizzle"],
            serde_json::json!(swizzle)
        );
        let o = gpubin(&["a5xx", "texture", "--format", name, "--size", "8x8"]);
        assert!(stdout(&o).starts_with(shown), "{}", stdout(&o));
    }
}

#[test]
fn a_layer_past_array_pitch_is_laid_out_with_a_warning() {
    // The cube of the issue: a 0x555a000-byte layer (see the library test),
    // of which ARRAY_PITCH holds 0x155a000.
    let args = [
        "a5xx",
        "texture",
        "--format",
        "rgba8",
        "--size",
        "4096x4096",
        "--mips",
        "--type",
        "cube",
    ];
    let o = gpubin(&args);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let warning = "layer size 0x555a000 does not fit TEX_CONST_3.ARRAY_PITCH";
    assert!(
        stderr(&o).starts_with(&format!("gpubin a5xx texture: warning: {warning}")),
        "{}",
        stderr(&o)
    );
    assert!(stdout(&o).contains(&format!("warning: {warning}")));
    assert!(
        stdout(&o).contains("ARRAY_PITCH = 22388736"),
        "{}",
        stdout(&o)
    );
    let mut args = args.to_vec();
    args.push("--json");
    let v = json(&args);
    assert_eq!(v["layout"]["layer_size"], 0x0555_a000);
    assert_eq!(v["tex_const"]["fields"]["array_pitch"], 0x0155_a000);
    assert!(v["tex_const"]["warnings"][0]
        .as_str()
        .unwrap()
        .contains("the hardware steps between the 6 layers by 0x155a000 instead of 0x555a000"));
}

#[test]
fn decode_pm4_streams_in_binary_and_hex() {
    use std::io::Write;
    // GRAS_LRZ_CNTL (0xe100) = 3 and GRAS_LRZ_BUFFER_BASE_LO = 0x1000, then
    // CP_EVENT_WRITE (0x46) with BLIT (0x1e). Headers worked out by hand:
    // 0x4 << 28 | 1 << 27 (0xe100 has 4 ones) | 0xe100 << 8 | 2 (1 one), and
    // 0x7 << 28 | 0x46 << 16 (3 ones) | 1.
    let words: [u32; 5] = [0x48e1_0002, 3, 0x1000, 0x7046_0001, 0x1e];
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let bin = temp_file("cs.bin", &bytes);
    let o = gpubin(&["a5xx", "decode", "--pm4", "binary", bin.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let want = "0x00000000  type 4: 2 register(s) from 0xe100\n\
                0x00000004    GRAS_LRZ_CNTL (0xe100) = 0x00000003 { ENABLE = true | LRZ_WRITE = true | GREATER = false }\n\
                0x00000008    GRAS_LRZ_BUFFER_BASE_LO (0xe101) = 0x00001000 { VALUE = 0x1000 }\n\
                0x0000000c  type 7: CP_EVENT_WRITE (0x46), 1 dword(s)\n\
                0x00000010    [0] 0x0000001e\n";
    assert_eq!(stdout(&o), want);

    // The same stream as a hex dump on standard input, as JSON.
    let mut child = common::spawn_piped(&["a5xx", "decode", "--pm4", "hex", "-", "--json"]);
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"0000: 48e10002 00000003 00001000\n0003: 70460001 0000001e # blit\n")
        .unwrap();
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v[0]["type"], "4");
    assert_eq!(
        v[0]["writes"][1]["register"]["name"],
        "GRAS_LRZ_BUFFER_BASE_LO"
    );
    assert_eq!(v[1]["name"], "CP_EVENT_WRITE");
    assert_eq!(v[1]["payload"], serde_json::json!([0x1e]));

    // A parity error: the byte offset (and line, column) of the header; the
    // packets before it are printed.
    let hex = temp_file("cs.txt", b"48e10002 3 1000\n70460001 1e\n  48000101 0\n");
    let o = gpubin(&["a5xx", "decode", "--pm4", "hex", hex.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains(
            "cs.txt: byte offset 0x14 (line 3, column 3): header 0x48000101: parity bit 27 \
             of the register offset (0x1) is 1, expected 0 (odd parity)"
        ),
        "{}",
        stderr(&o)
    );
    assert_eq!(stdout(&o), want);
    // A stream that is not whole dwords.
    let cut = temp_file("cut.bin", &bytes[..18]);
    let o = gpubin(&["a5xx", "decode", "--pm4", "binary", cut.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("cut.bin: byte offset 0x10: the stream ends inside a dword"),
        "{}",
        stderr(&o)
    );
    // An unknown stream kind is a usage error.
    let o = gpubin(&["a5xx", "decode", "--pm4", "octal", "x"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("`binary` (little-endian dwords) or `hex`"));
}
