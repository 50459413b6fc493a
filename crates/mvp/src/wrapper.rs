//! LLVM IR of the wrapper library: `wrapper_vs`, `wrapper_ps` and their
//! helpers (spec §6, with the corrections of §7 behind [`AbiOptions`]).
//!
//! Both wrappers live in one module, so the seed's two `calc_in_out`
//! signatures become `calc_in_out_vs` and `calc_in_out_fs` with internal
//! linkage (§7.4).

use crate::abi::*;
use crate::codegen::Target;
use std::fmt::Write;

/// `load volatile` or plain `load`, per option.
fn vol(volatile: bool) -> &'static str {
    if volatile {
        " volatile"
    } else {
        ""
    }
}

/// The wrapper module text.
pub fn wrapper_module(opts: &AbiOptions, target: &Target) -> String {
    let mut s = String::new();
    s.push_str(
        "; MVP wrapper library: wrapper_vs, wrapper_ps (generated from the gpubin ABI table)\n",
    );
    target.write_header(&mut s, "wrapper");
    s.push('\n');
    calc_in_out(&mut s, opts, true);
    calc_in_out(&mut s, opts, false);
    load_attributes(&mut s, opts);
    wrapper_vs(&mut s, opts);
    wrapper_ps(&mut s, opts);
    s.push_str("declare void @vs_main(ptr, ptr, ptr, i32, i32)\n");
    s.push_str("declare void @ps_main(ptr, ptr, ptr)\n");
    s
}

/// `gl_in = gl_out = LM_BASE + tid * 1024 + bid * 128`; the VS variant also
/// reads the pre-seeded index (slot 0.x) and instance id (slot 1.x).
fn calc_in_out(s: &mut String, opts: &AbiOptions, vs: bool) {
    // The seed's FS helper reads TID/CMD as volatile, its VS helper does not.
    let v = vol(opts.volatile_mmio || !vs);
    let (name, extra) = if vs {
        ("calc_in_out_vs", ", ptr %vtx_index, ptr %instance_id")
    } else {
        ("calc_in_out_fs", "")
    };
    let _ = write!(
        s,
        "\
define internal void @{name}(ptr %gl_in, ptr %gl_out{extra}) {{
entry:
  %tid.reg = inttoptr i32 {CORE_REG_TID} to ptr ; CORE_REG_TID {CORE_REG_TID:#010X}
  %tid = load{v} i32, ptr %tid.reg, align 4
  %cmd.reg = inttoptr i32 {CORE_REG_CMD} to ptr ; CORE_REG_CMD {CORE_REG_CMD:#010X}
  %cmd = load{v} i32, ptr %cmd.reg, align 4
  %cmd.bank = lshr i32 %cmd, {CMD_BANK_SHIFT}
  %bid = and i32 %cmd.bank, {CMD_BANK_MASK}
  %window.off = mul i32 %tid, {LM_THREAD_SIZE}
  %window = add i32 {MVP_LM_BASE}, %window.off ; MVP_LM_BASE {MVP_LM_BASE:#010X}
  %bank.off = mul i32 %bid, {BANK_SIZE}
  %bank = add i32 %window, %bank.off
  %bank.ptr = inttoptr i32 %bank to ptr
  store ptr %bank.ptr, ptr %gl_in, align 4
  store ptr %bank.ptr, ptr %gl_out, align 4
"
    );
    if vs {
        let _ = write!(
            s,
            "  %index.ptr = getelementptr inbounds i8, ptr %bank.ptr, i32 {SEED_INDEX_OFFSET}
  %index = load i32, ptr %index.ptr, align 16
  store i32 %index, ptr %vtx_index, align 4
  %instance.ptr = getelementptr inbounds i8, ptr %bank.ptr, i32 {SEED_INSTANCE_OFFSET}
  %instance = load i32, ptr %instance.ptr, align 16
  store i32 %instance, ptr %instance_id, align 4
"
        );
    }
    s.push_str("  ret void\n}\n\n");
}

/// Reads the misc-info block address from `CORE_REGS_GP` into `%{prefix}misc.ptr`.
fn misc(s: &mut String, opts: &AbiOptions, prefix: &str) {
    let v = vol(opts.volatile_mmio);
    let _ = write!(
        s,
        "  %{prefix}gp.reg = inttoptr i32 {IC1000_CORE_REGS_GP} to ptr ; IC1000_CORE_REGS_GP {IC1000_CORE_REGS_GP:#010X}
  %{prefix}misc = load{v} i32, ptr %{prefix}gp.reg, align 4
  %{prefix}misc.ptr = inttoptr i32 %{prefix}misc to ptr
"
    );
}

fn load_attributes(s: &mut String, opts: &AbiOptions) {
    s.push_str("define internal void @load_attributes(ptr %gl_in, i32 %index) {\nentry:\n");
    misc(s, opts, "");
    let _ = write!(
        s,
        "  %header.addr = load i32, ptr %misc.ptr, align 4
  %header = inttoptr i32 %header.addr to ptr
  %count.raw = load i32, ptr %header, align 4
"
    );
    if opts.clamp_attr_count {
        let _ = writeln!(
            s,
            "  %count = call i32 @llvm.umin.i32(i32 %count.raw, i32 {ATTR_ENTRIES})"
        );
    } else {
        s.push_str("  %count = add i32 %count.raw, 0\n");
    }
    let _ = write!(
        s,
        "  %draw_start.ptr = getelementptr inbounds i8, ptr %header, i32 {ATTR_DRAW_START}
  %draw_start = load i32, ptr %draw_start.ptr, align 4
  %element = add i32 %draw_start, %index
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %next ]
  %more = icmp ult i32 %i, %count
  br i1 %more, label %entry.load, label %done

entry.load:
  %entry.idx = mul i32 %i, {ATTR_ENTRY_SIZE}
  %entry.off = add i32 %entry.idx, {ATTR_ENTRY_BASE}
  %entry.ptr = getelementptr inbounds i8, ptr %header, i32 %entry.off
  %word = load i32, ptr %entry.ptr, align 4
  %vbo_base.ptr = getelementptr inbounds i8, ptr %entry.ptr, i32 4
  %vbo_base = load i32, ptr %vbo_base.ptr, align 4
  %stride = and i32 %word, {ATTR_STRIDE_MASK}
  %format.shr = lshr i32 %word, {ATTR_FORMAT_SHIFT}
  %format = and i32 %format.shr, {ATTR_FORMAT_MASK}
  %src.off = mul i32 %element, %stride
  %src.addr = add i32 %vbo_base, %src.off
  %src = inttoptr i32 %src.addr to ptr
  %slot.off = mul i32 %i, {SLOT_SIZE}
  %slot = getelementptr inbounds i8, ptr %gl_in, i32 %slot.off
  switch i32 %format, label %vec4 [
    i32 {ATTR_FORMAT_VEC1}, label %vec1
    i32 {ATTR_FORMAT_VEC2}, label %vec2
    i32 {ATTR_FORMAT_VEC3}, label %vec3
  ]

"
    );
    for n in 1..=4u32 {
        let _ = writeln!(s, "vec{n}:");
        for c in 0..4u32 {
            let value = if c < n {
                let _ = writeln!(
                    s,
                    "  %v{n}.s{c}.ptr = getelementptr inbounds i8, ptr %src, i32 {}",
                    4 * c
                );
                let _ = writeln!(s, "  %v{n}.s{c} = load float, ptr %v{n}.s{c}.ptr, align 4");
                format!("%v{n}.s{c}")
            } else if c == 3 {
                "1.0".to_string()
            } else {
                "0.0".to_string()
            };
            let _ = writeln!(
                s,
                "  %v{n}.d{c} = getelementptr inbounds i8, ptr %slot, i32 {}",
                4 * c
            );
            let _ = writeln!(s, "  store float {value}, ptr %v{n}.d{c}, align 4");
        }
        s.push_str("  br label %next\n\n");
    }
    s.push_str(
        "\
next:
  %i.next = add i32 %i, 1
  br label %loop

done:
  ret void
}

",
    );
    if opts.clamp_attr_count {
        s.push_str("declare i32 @llvm.umin.i32(i32, i32)\n\n");
    }
}

fn wrapper_vs(s: &mut String, opts: &AbiOptions) {
    s.push_str(
        "\
define void @wrapper_vs() {
entry:
  %gl_in.addr = alloca ptr, align 4
  %gl_out.addr = alloca ptr, align 4
  %index.addr = alloca i32, align 4
  %instance_id.addr = alloca i32, align 4
  store i32 0, ptr %index.addr, align 4
  store i32 0, ptr %instance_id.addr, align 4
",
    );
    misc(s, opts, "");
    let _ = write!(
        s,
        "  %gl_const.slot = getelementptr inbounds i8, ptr %misc.ptr, i32 {MISC_VS_CONST}
  %gl_const.addr = load i32, ptr %gl_const.slot, align 4
  %gl_const = inttoptr i32 %gl_const.addr to ptr
  ; ids are read before load_attributes overwrites slots 0 and 1
  call void @calc_in_out_vs(ptr %gl_in.addr, ptr %gl_out.addr, ptr %index.addr, ptr %instance_id.addr)
  %gl_in = load ptr, ptr %gl_in.addr, align 4
  %index = load i32, ptr %index.addr, align 4
  call void @load_attributes(ptr %gl_in, i32 %index)
  %gl_out = load ptr, ptr %gl_out.addr, align 4
  %instance_id = load i32, ptr %instance_id.addr, align 4
"
    );
    let arg = if opts.biased_vertex_id {
        misc(s, opts, "b.");
        let _ = write!(
            s,
            "  %b.header.addr = load i32, ptr %b.misc.ptr, align 4
  %b.header = inttoptr i32 %b.header.addr to ptr
  %b.draw_start.ptr = getelementptr inbounds i8, ptr %b.header, i32 {ATTR_DRAW_START}
  %b.draw_start = load i32, ptr %b.draw_start.ptr, align 4
  %vertex_id = add i32 %b.draw_start, %index
"
        );
        "%vertex_id"
    } else {
        "%index"
    };
    let _ = write!(
        s,
        "\
  call void @vs_main(ptr %gl_in, ptr %gl_out, ptr %gl_const, i32 {arg}, i32 %instance_id)
  ; completion after the last output store, with the unbiased index
  %done.reg = inttoptr i32 {CORE_REG_VTX_DONE} to ptr ; CORE_REG_VTX_DONE {CORE_REG_VTX_DONE:#010X}
  store{} i32 %index, ptr %done.reg, align 4
  ret void
}}

",
        vol(opts.volatile_mmio)
    );
}

fn wrapper_ps(s: &mut String, opts: &AbiOptions) {
    s.push_str(
        "\
define void @wrapper_ps() {
entry:
  %gl_in.addr = alloca ptr, align 4
  %gl_out.addr = alloca ptr, align 4
",
    );
    misc(s, opts, "");
    let _ = write!(
        s,
        "  %gl_const.slot = getelementptr inbounds i8, ptr %misc.ptr, i32 {MISC_PS_CONST}
  %gl_const.addr = load i32, ptr %gl_const.slot, align 4
  %gl_const = inttoptr i32 %gl_const.addr to ptr
  call void @calc_in_out_fs(ptr %gl_in.addr, ptr %gl_out.addr)
  %gl_in = load ptr, ptr %gl_in.addr, align 4
  %gl_out = load ptr, ptr %gl_out.addr, align 4
  call void @ps_main(ptr %gl_in, ptr %gl_out, ptr %gl_const)
"
    );
    if let Some(reg) = opts.ps_done_register {
        let _ = write!(
            s,
            "  %tid.reg = inttoptr i32 {CORE_REG_TID} to ptr ; CORE_REG_TID {CORE_REG_TID:#010X}
  %tid = load volatile i32, ptr %tid.reg, align 4
  %done.reg = inttoptr i32 {reg} to ptr
  store volatile i32 %tid, ptr %done.reg, align 4
"
        );
    }
    s.push_str("  ret void\n}\n\n");
}
