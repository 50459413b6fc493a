//! `disasm::split`: one source per DVLE, no gpubin extension, reassembling (as
//! separate files in order, the way picasso takes them) to the same bytes.

use gpubin_pica::asm::{assemble, Options, Source};
use gpubin_pica::disasm::{split, RoundTripError};
use gpubin_pica::shbin;

fn data(name: &str) -> String {
    let p = format!("{}/tests/data/asm/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{p}: {e}"))
}

fn build(names: &[&str]) -> Vec<u8> {
    let texts: Vec<String> = names.iter().map(|n| data(n)).collect();
    let sources: Vec<Source<'_>> = names
        .iter()
        .zip(&texts)
        .map(|(name, text)| Source { name, text })
        .collect();
    assemble(&sources, Options::default())
        .unwrap_or_else(|d| panic!("{names:?}: {d}"))
        .to_bytes()
}

#[test]
fn pairs_split_and_reassemble() {
    for (pair, want) in [
        (["full.v.pica", "full.g.pica"], ["s.v.pica", "s.g.pica"]),
        (["full.v.pica", "point.g.pica"], ["s.v.pica", "s.g.pica"]),
        (["full.v.pica", "variable.g.pica"], ["s.v.pica", "s.g.pica"]),
        (
            ["padding.v.pica", "compat.g.pica"],
            ["s.v.pica", "s.g.pica"],
        ),
    ] {
        let bytes = build(&pair);
        let model = shbin::parse(&bytes).unwrap();
        let listing = split(&model, "s").unwrap_or_else(|e| panic!("{pair:?}: {e}"));
        let names: Vec<&str> = listing.files.iter().map(|f| f.0.as_str()).collect();
        assert_eq!(names, want);
        for (name, text) in &listing.files {
            for ext in [
                ".file", ".word", ".opdesc", ".entryat", ".inmask", ".outmask",
            ] {
                assert!(!text.contains(ext), "{name} has {ext}:\n{text}");
            }
        }
        let sources: Vec<Source<'_>> = listing
            .files
            .iter()
            .map(|(name, text)| Source { name, text })
            .collect();
        let again = assemble(&sources, Options::default()).unwrap().to_bytes();
        assert_eq!(again, bytes, "{pair:?}");
    }
}

#[test]
fn hand_made_file_needs_extensions() {
    let bytes = std::fs::read(format!(
        "{}/tests/data/vertex.shbin",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let model = shbin::parse(&bytes).unwrap();
    // Its descriptors have bits set that no instruction reads: the table is pinned
    // with `.opdesc`, and the code is plain source.
    assert_eq!(
        split(&model, "v"),
        Err(RoundTripError::NeedsExtension(".opdesc".into()))
    );
}

/// Assembles `files` (as picasso reads them, `-n` when `no_nop`), splits the result
/// and checks the split sources: no gpubin extension, and assembled in order with the
/// options the listing names they give back the bytes.
fn split_back(files: &[(&str, &str)], no_nop: bool) -> gpubin_pica::disasm::SplitListing {
    let sources: Vec<Source<'_>> = files
        .iter()
        .map(|(name, text)| Source { name, text })
        .collect();
    let options = Options {
        picasso: true,
        auto_nop: !no_nop,
    };
    let bytes = assemble(&sources, options)
        .unwrap_or_else(|d| panic!("{d}"))
        .to_bytes();
    let model = shbin::parse(&bytes).unwrap();
    let listing = split(&model, "s").unwrap_or_else(|e| panic!("{e}"));
    for (name, text) in &listing.files {
        for ext in [
            ".file", ".word", ".opdesc", ".entryat", ".inmask", ".outmask",
        ] {
            assert!(!text.contains(ext), "{name} has {ext}:\n{text}");
        }
    }
    let sources: Vec<Source<'_>> = listing
        .files
        .iter()
        .map(|(name, text)| Source { name, text })
        .collect();
    let options = Options {
        picasso: listing.picasso,
        auto_nop: !listing.no_nop,
    };
    let again = assemble(&sources, options)
        .unwrap_or_else(|d| panic!("{d}"))
        .to_bytes();
    assert_eq!(again, bytes);
    listing
}

#[test]
fn setemit_before_the_geometry_entry_stays_in_its_file() {
    let l = split_back(
        &[
            ("a.v.pica", ".proc main\nmov o0, v0\nend\n.end\n"),
            (
                "a.g.pica",
                ".out - pos o0\n.proc emitter\nsetemit 0\nemit\n.end\n.entry gmain\n.proc gmain\ncall emitter\nnop\nend\n.end\n",
            ),
        ],
        false,
    );
    assert!(l.files[1].1.contains("setemit 0"), "{}", l.files[1].1);
    assert!(!l.files[0].1.contains("setemit"));
}

#[test]
fn geometry_entry_in_the_vertex_file() {
    // The geometry DVLE's entry is code of the vertex file that writes o8, which a
    // geometry file could not name.
    let l = split_back(
        &[
            (
                "a.v.pica",
                ".out - dummy o8\n.proc main\nmov o8, v0\nend\n.end\n",
            ),
            ("a.g.pica", ".gsh point c40\n.out - pos o0\n.entry main\n"),
        ],
        false,
    );
    assert!(l.files[0].1.contains("mov o8"));
}

#[test]
fn empty_first_procedure() {
    let l = split_back(
        &[(
            "a.v.pica",
            ".proc main\n.end\n.proc f\nmov o0, v0\nend\n.end\n.proc g\ncall main\nnop\n.end\n",
        )],
        false,
    );
    // picasso's reading: gpubin asm refuses an empty procedure.
    assert!(l.picasso);
    assert!(
        l.files[0].1.contains(".proc main\n.end"),
        "{}",
        l.files[0].1
    );
}

#[test]
fn build_without_padding_nops() {
    // Under -n the procedure ends in a call with no padding NOP.
    let l = split_back(
        &[(
            "a.v.pica",
            ".proc f\nmov o0, v0\n.end\n.proc main\ncall f\n.end\n",
        )],
        true,
    );
    assert!(l.no_nop);
    assert!(l.files[0].1.starts_with("; assemble with -n"));
}

#[test]
fn input_fifteen_is_named_by_offset() {
    let l = split_back(
        &[(
            "a.v.pica",
            ".in a v14[1]\n.proc main\nmov o0, a\nmov r0, v14[1]\nend\n.end\n",
        )],
        false,
    );
    let text = &l.files[0].1;
    assert!(!text.contains("v15"), "{text}");
    assert!(text.contains(".in a v14[1]"), "{text}");
}

#[test]
fn compare_of_two_inputs() {
    let l = split_back(
        &[(
            "a.v.pica",
            ".proc main\ncmp v0, eq, eq, v1\nifc cmp.x\nmov o0, v0\n.end\nend\n.end\n",
        )],
        false,
    );
    assert!(l.picasso);
    assert!(
        l.files[0].1.contains("cmp v0.xyzw, eq, eq, v1.xyzw"),
        "{}",
        l.files[0].1
    );
}

#[test]
fn nested_procedure() {
    let l = split_back(
        &[(
            "a.v.pica",
            ".proc f\nmov r0, r1\n.proc g\nmov r2, r3\n.end\nmov r4, r5\n.end\n.proc main\ncall g\ncall f\nnop\nend\n.end\n",
        )],
        false,
    );
    assert!(l.picasso);
    assert!(l.files[0].1.contains("\t.proc "), "{}", l.files[0].1);
}

#[test]
fn outputs_past_o7_are_placed_as_picasso_places_them() {
    // o9.xw first, then two outputs picasso placed itself at o0 and o1: written with
    // registers, o1 would collide with o9 under picasso's wrapped check.
    let l = split_back(
        &[(
            "a.v.pica",
            ".out - dummy o9.xw\n.out - pos\n.out - color\n.proc main\nmov o0, v0\nmov o1, v0\nmov o9, v0\nend\n.end\n",
        )],
        false,
    );
    let text = &l.files[0].1;
    assert!(text.contains(".out - color.xyzw\n"), "{text}");
}

#[test]
fn jump_to_the_end_of_the_first_file() {
    // Under -n the jump ends the vertex file and its label is where the geometry
    // file's code (a procedure with setemit, before the entry) begins.
    let l = split_back(
        &[
            (
                "a.v.pica",
                ".proc main\nmov o0, v0\njmpu !b10, skip\nskip:\n.end\n",
            ),
            (
                "a.g.pica",
                ".gsh point c40\n.out - pos o0\n.proc emitter\nsetemit 0\nemit\n.end\n.entry gmain\n.proc gmain\nmov o0, v0\nend\n.end\n",
            ),
        ],
        true,
    );
    assert!(l.files[1].1.contains("setemit 0"), "{}", l.files[1].1);
}

#[test]
fn two_called_procedures_starting_at_one_address() {
    // g is nested at the start of f: both are call targets starting at word 4, so
    // they need different names (the held-out differential run found them named
    // alike, which fell back to `.word`s).
    let l = split_back(
        &[(
            "a.v.pica",
            ".proc main\ncall f\ncall g\nnop\nend\n.end\n.proc f\n.proc g\nmov r0, r1\n.end\nmov r2, r3\n.end\n",
        )],
        false,
    );
    let text = &l.files[0].1;
    assert!(text.contains("call proc_004 "), "{text}");
    assert!(text.contains("call proc_004_005 "), "{text}");
}

#[test]
fn block_of_uncovered_code_around_a_called_procedure() {
    // `outer` is never called, so its code gets a made-up procedure; its `for` block
    // holds the called procedure `inner`, so that procedure goes inside it instead of
    // cutting it in two (held-out differential run).
    let l = split_back(
        &[(
            "a.v.pica",
            ".proc main\ncall inner\nnop\nend\n.end\n.proc outer\nfor i0\n.proc inner\nmov r0, r1\n.end\nmov r2, r3\n.end\n.end\n",
        )],
        false,
    );
    let text = &l.files[0].1;
    assert!(text.contains("for i0"), "{text}");
    assert!(text.contains("\t\t.proc proc_004"), "{text}");
}

#[test]
fn three_files_whose_entries_do_not_divide_the_code() {
    // The third file's entry is `main` of the first, and its own code writes o9:
    // the code is divided at 3 and 6 so that the geometry file keeps its `setemit`
    // and the last vertex file its o9 (held-out differential run: files with three
    // or more DVLEs had fallen back to `.word`s).
    let l = split_back(
        &[
            (
                "a.v.pica",
                ".out - pos o0\n.proc main\nmov o0, v0\ncall helper\nend\n.end\n",
            ),
            (
                "b.g.pica",
                ".gsh point c40\n.out - pos o0\n.proc gmain\nsetemit 0\nemit\nend\n.end\n.entry gmain\n",
            ),
            (
                "c.v.pica",
                ".out - dummy o9\n.proc helper\nmov o9, v1\n.end\n.entry main\n",
            ),
        ],
        false,
    );
    let names: Vec<&str> = l.files.iter().map(|f| f.0.as_str()).collect();
    assert_eq!(names, ["s.v.pica", "s.g.pica", "s.v1.pica"]);
    assert!(l.files[1].1.contains("setemit 0"), "{}", l.files[1].1);
    assert!(l.files[2].1.contains("mov o9"), "{}", l.files[2].1);
}

#[test]
fn geometry_shader_by_setemit_alone_after_o10() {
    // No `.gsh`: the `setemit` makes the file a geometry shader after it has declared
    // and written o10, so the listing has no `.gsh` line either (held-out
    // differential run).
    let l = split_back(
        &[(
            "a.v.pica",
            ".out - dummy o10\n.out - pos o0\n.proc main\nmov o10, v0\nmov o0, v0\nsetemit 0\nemit\nend\n.end\n",
        )],
        false,
    );
    let text = &l.files[0].1;
    assert!(text.starts_with("; DVLE 0: geometry shader\n"), "{text}");
    assert!(!text.contains(".gsh"), "{text}");
}

#[test]
fn uniform_a_file_without_a_dvle_declared_first() {
    // `late` is allocated first (c0) by a library; the first vertex file's `own`
    // follows it (c1-c2), and only the second vertex file lists `late`. A library in
    // front declares it again, so that it keeps c0 (held-out differential run).
    let l = split_back(
        &[
            ("l.pica", ".nodvle\n.fvec late\n"),
            (
                "a.v.pica",
                ".fvec own[2]\n.out - pos o0\n.proc main\nmov o0, own\nend\n.end\n",
            ),
            (
                "b.v.pica",
                ".fvec late\n.out - pos o0\n.proc vmain\nmov o0, late\nend\n.end\n.entry vmain\n",
            ),
        ],
        false,
    );
    let names: Vec<&str> = l.files.iter().map(|f| f.0.as_str()).collect();
    assert_eq!(names, ["s.lib.pica", "s.v.pica", "s.v1.pica"]);
    assert!(
        l.files[0].1.contains(".nodvle\n.fvec late\n"),
        "{}",
        l.files[0].1
    );
}

#[test]
fn code_of_a_file_without_a_dvle_after_a_geometry_shader() {
    // The library's procedure writes o13, which the geometry file could not: it gets a
    // library of its own after the geometry file (held-out differential run).
    let l = split_back(
        &[
            (
                "a.g.pica",
                ".gsh point c0\n.out - pos o0\n.proc main\nmov o0, v0\ncall helper\nnop\nend\n.end\n",
            ),
            ("l.pica", ".nodvle\n.proc helper\nmov o13, v1\n.end\n"),
        ],
        false,
    );
    let names: Vec<&str> = l.files.iter().map(|f| f.0.as_str()).collect();
    assert_eq!(names, ["s.g.pica", "s.lib.pica"]);
    assert!(l.files[0].1.contains("call proc_004"), "{}", l.files[0].1);
    assert!(l.files[1].1.contains("mov o13.xyzw"), "{}", l.files[1].1);
}

#[test]
fn plain_geometry_mode_tried_before_extensions() {
    // `.gsh point c10` leaves the mode bytes zero: read as a bare `.gsh`, `g` would
    // clash with the vertex file's `a` (both b0), so the listing is `.gsh point`;
    // under -n the empty `ifu` block has no padding NOP. Both readings are tried
    // before any gpubin extension (held-out differential run: the `ifu` came out as a
    // `.word`).
    let l = split_back(
        &[
            (
                "a.v.pica",
                ".bool a\n.out - pos o0\n.proc main\nifu a\n.end\nmov o0, v0\nend\n.end\n",
            ),
            (
                "b.g.pica",
                ".gsh point c10\n.fvec gu\n.bool g\n.out - pos o0\n.proc gmain\nifu g\nsetemit 0\nemit\n.end\nmov o0, gu\nend\n.end\n.entry gmain\n",
            ),
        ],
        true,
    );
    assert!(l.no_nop);
    assert!(
        l.files[1].1.contains(".gsh point c10\n"),
        "{}",
        l.files[1].1
    );
}

#[test]
fn output_past_o6_by_a_name_declared_before_gsh() {
    // picasso checks `o9` when `.alias` reads it, while the file is not yet a geometry
    // shader: the listing names o9 the same way (held-out differential run).
    let l = split_back(
        &[(
            "a.g.pica",
            ".alias hi o9\n.gsh point c0\n.out - pos o0\n.proc main\nsetemit 0\nmov hi, r1\nemit\nend\n.end\n",
        )],
        false,
    );
    let text = &l.files[0].1;
    assert!(text.contains(".alias _o9 o9\n"), "{text}");
    assert!(text.contains("\tmov _o9.xyzw, r1.xyzw"), "{text}");
}

#[test]
fn output_past_o6_by_a_name_after_setemit() {
    // An output name for o14, used after the `setemit` that made the file a geometry
    // shader.
    let l = split_back(
        &[(
            "a.v.pica",
            ".out x dummy o14\n.out - pos o0\n.proc main\nmov o0, v0\nsetemit 0\nmov x, r1\nemit\nend\n.end\n",
        )],
        false,
    );
    let text = &l.files[0].1;
    assert!(text.contains(".alias _o14 o14\n"), "{text}");
    assert!(text.contains("\tmov _o14.xyzw, r1.xyzw"), "{text}");
}

#[test]
fn uncovered_code_divided_where_the_second_file_begins() {
    // Neither `extra` (writes o7) nor `gextra` (a `setemit`) is called: one made-up
    // procedure would hold both; it is cut where the geometry file's code begins, so
    // no library is needed (held-out differential run).
    let l = split_back(
        &[
            (
                "a.v.pica",
                ".out - dummy o7\n.out - pos o0\n.proc main\nmov o0, v0\nend\n.end\n.proc extra\nmov o7, v1\n.end\n",
            ),
            (
                "b.g.pica",
                ".gsh variable c0 3\n.out - pos o0\n.proc gextra\nsetemit 1\n.end\n.proc gmain\nsetemit 0\nemit\nend\n.end\n.entry gmain\n",
            ),
        ],
        false,
    );
    let names: Vec<&str> = l.files.iter().map(|f| f.0.as_str()).collect();
    assert_eq!(names, ["s.v.pica", "s.g.pica"]);
    assert!(l.files[0].1.contains("mov o7.xyzw"), "{}", l.files[0].1);
    assert!(l.files[1].1.contains("setemit 1"), "{}", l.files[1].1);
}

#[test]
fn plain_geometry_shaders_spelled_each_their_own_way() {
    // Both geometry files leave the mode bytes zero. The first is one by its
    // `setemit` and has a dummy output without the merge flag, so it cannot have had
    // a mode; the second's `pu` is c0 of its own space, where the vertex file's `u`
    // is: it had one. Each is spelled so (held-out differential run).
    let l = split_back(
        &[
            (
                "a.v.pica",
                ".fvec u\n.out - pos o0\n.proc main\nmov o0, u\nend\n.end\n",
            ),
            (
                "b.g.pica",
                ".out - pos o0\n.out - dummy o1\n.proc gb\nsetemit 0\nemit\nend\n.end\n.entry gb\n",
            ),
            (
                "c.g.pica",
                ".gsh point c0\n.fvec pu\n.out - pos o0\n.proc gc\nsetemit 0\nmov o0, pu\nemit\nend\n.end\n.entry gc\n",
            ),
        ],
        false,
    );
    assert!(!l.files[1].1.contains(".gsh"), "{}", l.files[1].1);
    assert!(l.files[2].1.contains(".gsh point c0\n"), "{}", l.files[2].1);
}

#[test]
fn inputs_declared_twice_listed_in_an_order_the_sort_keeps() {
    // The uniform table has two inputs on v14, in16 listed before in6 (picasso's
    // unstable sort of 19 entries): the listing declares them so that the same sort
    // gives that order back (held-out differential run).
    let decl = ".in in0 v6\n.in in1 v12\n.in in2 v13\n.in in3 v7\n.in in4 v11\n.in in6 v14\n\
                .in in7 v0\n.in in8 v8\n.in in11 v10\n.in in12 v14\n.in in14 v4\n.in in15 v1\n\
                .fvec u0[4]\n.fvec u1[39]\n.fvec u2[17], u3[6]\n.fvec u4[14], u5\n.bool flag0[16]\n";
    let text = format!("{decl}.proc main\nmov r0, in6\nmov r1, in12\nend\n.end\n");
    let l = split_back(&[("a.v.pica", &text)], false);
    assert!(l.picasso);
}

#[test]
fn counts_picasso_writes_past_255() {
    // A call of a 300-word procedure and an `.else` part of 256 words: picasso ORs the
    // count into the word whole (Q10), so its bits 8-9 are set; the listing calls the
    // procedure and writes the `.else` part by name, for picasso's reading (held-out
    // differential run: such words had come out as `.word`s).
    let long: String = (0..300).map(|_| "mov r0, r1\n").collect();
    let text = format!(".proc main\ncall f\nnop\nend\n.end\n.proc f\n{long}.end\n");
    let l = split_back(&[("a.v.pica", &text)], false);
    assert!(l.picasso);
    let t = &l.files[0].1;
    assert!(t.contains("\tcall proc_003 "), "{t}");
    let else_part: String = (0..256).map(|_| "mov r2, r3\n").collect();
    let text = format!(".bool b\n.proc main\nifu b\nnop\n.else\n{else_part}.end\nend\n.end\n");
    let l = split_back(&[("a.v.pica", &text)], false);
    assert!(l.picasso);
    let t = &l.files[0].1;
    assert!(t.contains("\tifu b0 ") && t.contains("\t.else\n"), "{t}");
}

#[test]
fn code_past_512_words_leaves_padding_to_picasso() {
    // 513 instructions, the last a call, then the padding NOP picasso adds at the
    // `.end`: 514 words, which picasso takes (it checks the count before each
    // instruction, Q11). Written out, that NOP would be an instruction after 513
    // words; the listing leaves it to picasso (held-out differential run).
    let movs: String = (0..511).map(|_| "mov r0, r1\n").collect();
    let text = format!(".proc f\nmov r2, r3\n.end\n.proc main\n{movs}call f\n.end\n");
    let l = split_back(&[("a.v.pica", &text)], false);
    let t = &l.files[0].1;
    assert!(!t.contains("\tnop"), "{t}");
}
