//! The seed's stream-out example (spec §5.3): three outputs streamed to
//! buffers 0, 2 and 1, producing five VPC_SO_PROG words.

use gpubin_adreno::a5xx::regs;
use gpubin_adreno::a5xx::streamout::{build, SoOutput, StreamOutDecl, VsOutput};

fn seed() -> StreamOutDecl {
    // SP_VS_OUT[0] = A r0.w mask 0xf, B r0.x mask 0x7; SP_VS_OUT[1] = A r1.w
    // mask 0x3, B r2.y mask 0xf; OUTLOC0..3 = 0, 4, 8, 12.
    let outs = [(0, 0xf), (4, 0x7), (8, 0x3), (12, 0xf)]
        .into_iter()
        .map(|(loc, mask)| VsOutput {
            name: None,
            location: Some(loc),
            mask,
        })
        .collect();
    let so = |output, count, buffer| SoOutput {
        output,
        start_component: 0,
        num_components: count,
        buffer,
        dst_offset: 0,
    };
    StreamOutDecl {
        outputs: outs,
        so: vec![so(0, 4, 0), so(1, 3, 2), so(2, 2, 1)],
        targets_bound: true,
        buffers: vec![],
    }
}

#[test]
fn five_words_of_the_seed() {
    let p = build(&seed()).unwrap();
    let words: Vec<u32> = p.words.iter().map(|w| w.value).collect();
    assert_eq!(
        words,
        [0x00804800, 0x0080C808, 0x00806802, 0x0000080A, 0x00805801]
    );
    // Word 3's B half is the padding after the 3-component output.
    assert!(p.words[3].b.is_none());
    assert_eq!(p.ncomp, [4, 2, 3, 0]);
    assert_eq!(p.buf_cntl, 0x8049);
    assert_eq!(p.cntl, 0x10000);
}

#[test]
fn seed_words_decode_to_the_seed_fields() {
    let p = build(&seed()).unwrap();
    let want = [
        (0, 0, true, 0, 4, true),
        (0, 8, true, 0, 12, true),
        (2, 0, true, 2, 4, true),
        (2, 8, true, 0, 0, false),
        (1, 0, true, 1, 4, true),
    ];
    let def = regs::lookup("VPC_SO_PROG").unwrap().0;
    for (w, want) in p.words.iter().zip(want) {
        let d = def.decode(0, w.value);
        let v = |n: &str| d.fields.iter().find(|f| f.name == n).unwrap().value;
        let got = (
            v("A_BUF"),
            v("A_OFF"),
            v("A_EN") == 1,
            v("B_BUF"),
            v("B_OFF"),
            v("B_EN") == 1,
        );
        assert_eq!(got, want);
    }
}

#[test]
fn packet_order() {
    let p = build(&seed()).unwrap();
    let names: Vec<String> = p
        .writes
        .iter()
        .map(|s| match s {
            gpubin_adreno::a5xx::plan::Step::Write { register, .. } => register.clone(),
            other => panic!("unexpected {other:?}"),
        })
        .collect();
    assert_eq!(
        names,
        [
            "VPC_SO_BUF_CNTL",
            "VPC_SO[0].NCOMP",
            "VPC_SO[1].NCOMP",
            "VPC_SO[2].NCOMP",
            "VPC_SO_CNTL",
            "VPC_SO_PROG",
            "VPC_SO_PROG",
            "VPC_SO_PROG",
            "VPC_SO_PROG",
            "VPC_SO_PROG",
        ]
    );
}
