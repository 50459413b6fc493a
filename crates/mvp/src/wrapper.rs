//! LLVM IR of the wrapper library: `wrapper_vs`, `wrapper_ps` and their
//! helpers (spec §6, with the corrections of §7 behind [`AbiOptions`]).
//!
//! Both wrappers live in one module, so the seed's two `calc_in_out`
//! signatures become `calc_in_out_vs` and `calc_in_out_fs` with internal
//! linkage (§7.4). The IR is built with the typed builder
//! ([`crate::codegen::ir`]); the text is pinned by the fixtures under
//! `tests/data/wrapper`.

use crate::abi::*;
use crate::codegen::ir::{
    print_items, Access, BinOp, Cases, CastOp, Declaration, Function, IPred, Inst, Item, Linkage,
    Ty, TypeError, Value,
};
use crate::codegen::{entry_point_fn, Target};
use crate::Error;
use gpubin_glsl::Stage;

/// Volatile or plain, per option.
fn access(volatile: bool) -> Access {
    if volatile {
        Access::Volatile
    } else {
        Access::Plain
    }
}

/// The wrapper module text. `Err` only for a defect of this file (an
/// instruction of the wrong types), which the tests rule out.
pub fn wrapper_module(opts: &AbiOptions, target: &Target) -> Result<String, Error> {
    let mut s = String::new();
    s.push_str(
        "; MVP wrapper library: wrapper_vs, wrapper_ps (generated from the gpubin ABI table)\n",
    );
    target.write_header(&mut s, "wrapper");
    s.push('\n');
    // Every instruction below has fixed operand types whatever the options;
    // the fixture test builds every option combination, so a type error
    // here is a defect of this file, caught by the tests.
    let items =
        items(opts).map_err(|_| Error::Internal("the wrapper library is not well typed"))?;
    s.push_str(
        &print_items(&items).map_err(|_| Error::Internal("a wrapper block is not terminated"))?,
    );
    Ok(s)
}

/// The module's functions and declarations, in print order.
fn items(opts: &AbiOptions) -> Result<Vec<Item>, TypeError> {
    let vs_main = entry_point_fn(Stage::Vertex)?.declaration();
    let ps_main = entry_point_fn(Stage::Fragment)?.declaration();
    let umin = Declaration::new(Ty::I32, "llvm.umin.i32", vec![Ty::I32, Ty::I32]);
    let calc_vs = calc_in_out(opts, true)?;
    let calc_fs = calc_in_out(opts, false)?;
    let load = load_attributes(opts, &umin)?;
    let vs = wrapper_vs(opts, &calc_vs.declaration(), &load.declaration(), &vs_main)?;
    let ps = wrapper_ps(opts, &calc_fs.declaration(), &ps_main)?;
    let mut items = vec![
        Item::Define(calc_vs),
        Item::Define(calc_fs),
        Item::Define(load),
    ];
    if opts.clamp_attr_count {
        items.push(Item::Declare(umin));
    }
    items.extend([
        Item::Define(vs),
        Item::Define(ps),
        Item::Declare(vs_main),
        Item::Declare(ps_main),
    ]);
    Ok(items)
}

/// `%name = inttoptr i32 addr to ptr`, noted with the register's ABI name
/// when it has one.
fn mmio(f: &mut Function, name: &str, addr: u32, abi: Option<&str>) -> Result<Value, TypeError> {
    let cast = Inst::cast(CastOp::IntToPtr, Value::u32(addr), Ty::Ptr)?;
    let inst = match abi {
        Some(abi) => cast.noted(format!("{abi} {addr:#010X}")),
        None => Ok(cast),
    };
    f.add(name, inst)
}

/// `%name = inttoptr i32 v to ptr`.
fn to_ptr(f: &mut Function, name: &str, v: Value) -> Result<Value, TypeError> {
    f.add(name, Inst::cast(CastOp::IntToPtr, v, Ty::Ptr))
}

/// `%name = getelementptr inbounds i8, ptr base, i32 off`.
fn byte_gep(f: &mut Function, name: &str, base: &Value, off: Value) -> Result<Value, TypeError> {
    f.add(name, Inst::gep(Ty::I8, base.clone(), vec![off]))
}

fn bin(f: &mut Function, name: &str, op: BinOp, a: &Value, b: Value) -> Result<Value, TypeError> {
    f.add(name, Inst::binary(op, a.clone(), b))
}

fn load(f: &mut Function, name: &str, ty: Ty, p: &Value, align: u32) -> Result<Value, TypeError> {
    f.add(name, Inst::load(ty, p.clone(), align))
}

fn store(f: &mut Function, v: &Value, p: &Value) -> Result<(), TypeError> {
    f.put(Inst::store(v.clone(), p.clone(), 4))
}

/// `gl_in = gl_out = LM_BASE + tid * 1024 + bid * 128`; the VS variant also
/// reads the pre-seeded index (slot 0.x) and instance id (slot 1.x).
fn calc_in_out(opts: &AbiOptions, vs: bool) -> Result<Function, TypeError> {
    // The seed's FS helper reads TID/CMD as volatile, its VS helper does not.
    let a = access(opts.volatile_mmio || !vs);
    let (name, params): (_, &[(Ty, &str)]) = if vs {
        (
            "calc_in_out_vs",
            &[
                (Ty::Ptr, "gl_in"),
                (Ty::Ptr, "gl_out"),
                (Ty::Ptr, "vtx_index"),
                (Ty::Ptr, "instance_id"),
            ],
        )
    } else {
        ("calc_in_out_fs", &[(Ty::Ptr, "gl_in"), (Ty::Ptr, "gl_out")])
    };
    let mut func = Function::new(Linkage::Internal, Ty::Void, name, params)?;
    let f = &mut func;
    let tid_reg = mmio(f, "tid.reg", CORE_REG_TID, Some("CORE_REG_TID"))?;
    let tid = f.add("tid", Inst::load_access(Ty::I32, tid_reg, 4, a))?;
    let cmd_reg = mmio(f, "cmd.reg", CORE_REG_CMD, Some("CORE_REG_CMD"))?;
    let cmd = f.add("cmd", Inst::load_access(Ty::I32, cmd_reg, 4, a))?;
    let bank_field = bin(f, "cmd.bank", BinOp::LShr, &cmd, Value::u32(CMD_BANK_SHIFT))?;
    let bid = bin(f, "bid", BinOp::And, &bank_field, Value::u32(CMD_BANK_MASK))?;
    let window_off = bin(
        f,
        "window.off",
        BinOp::Mul,
        &tid,
        Value::u32(LM_THREAD_SIZE),
    )?;
    let window = f.add(
        "window",
        Inst::binary(BinOp::Add, Value::u32(MVP_LM_BASE), window_off)?
            .noted(format!("MVP_LM_BASE {MVP_LM_BASE:#010X}")),
    )?;
    let bank_off = bin(f, "bank.off", BinOp::Mul, &bid, Value::u32(BANK_SIZE))?;
    let bank = bin(f, "bank", BinOp::Add, &window, bank_off)?;
    let bank_ptr = to_ptr(f, "bank.ptr", bank)?;
    let (gl_in, gl_out) = (f.param(0), f.param(1));
    store(f, &bank_ptr, &gl_in)?;
    store(f, &bank_ptr, &gl_out)?;
    if vs {
        let index_ptr = byte_gep(f, "index.ptr", &bank_ptr, Value::u32(SEED_INDEX_OFFSET))?;
        let index = load(f, "index", Ty::I32, &index_ptr, 16)?;
        let vtx_index = f.param(2);
        store(f, &index, &vtx_index)?;
        let instance_ptr = byte_gep(
            f,
            "instance.ptr",
            &bank_ptr,
            Value::u32(SEED_INSTANCE_OFFSET),
        )?;
        let instance = load(f, "instance", Ty::I32, &instance_ptr, 16)?;
        let instance_id = f.param(3);
        store(f, &instance, &instance_id)?;
    }
    f.put(Ok(Inst::Ret(None)))?;
    Ok(func)
}

/// Reads the misc-info block address from `CORE_REGS_GP` into
/// `%{prefix}misc.ptr`.
fn misc(f: &mut Function, opts: &AbiOptions, prefix: &str) -> Result<Value, TypeError> {
    let gp = mmio(
        f,
        &format!("{prefix}gp.reg"),
        IC1000_CORE_REGS_GP,
        Some("IC1000_CORE_REGS_GP"),
    )?;
    let misc = f.add(
        &format!("{prefix}misc"),
        Inst::load_access(Ty::I32, gp, 4, access(opts.volatile_mmio)),
    )?;
    to_ptr(f, &format!("{prefix}misc.ptr"), misc)
}

/// Copies each attribute of vertex `draw_start + index` from its VBO to its
/// slot, widening to vec4 with (0, 0, 0, 1).
fn load_attributes(opts: &AbiOptions, umin: &Declaration) -> Result<Function, TypeError> {
    let mut func = Function::new(
        Linkage::Internal,
        Ty::Void,
        "load_attributes",
        &[(Ty::Ptr, "gl_in"), (Ty::I32, "index")],
    )?;
    let f = &mut func;
    let (gl_in, index) = (f.param(0), f.param(1));
    let misc_ptr = misc(f, opts, "")?;
    let header_addr = load(f, "header.addr", Ty::I32, &misc_ptr, 4)?;
    let header = to_ptr(f, "header", header_addr)?;
    let count_raw = load(f, "count.raw", Ty::I32, &header, 4)?;
    let count = if opts.clamp_attr_count {
        f.add(
            "count",
            umin.call(vec![count_raw, Value::u32(ATTR_ENTRIES)]),
        )?
    } else {
        bin(f, "count", BinOp::Add, &count_raw, Value::i32(0))?
    };
    let draw_start_ptr = byte_gep(f, "draw_start.ptr", &header, Value::u32(ATTR_DRAW_START))?;
    let draw_start = load(f, "draw_start", Ty::I32, &draw_start_ptr, 4)?;
    let element = bin(f, "element", BinOp::Add, &draw_start, index)?;
    f.put(Ok(Inst::Br("loop".into())))?;

    f.block("loop");
    let i_next = Value::reg(Ty::I32, "%i.next");
    let i = f.add(
        "i",
        Inst::phi(
            Ty::I32,
            vec![(Value::i32(0), "entry".into()), (i_next, "next".into())],
        ),
    )?;
    let more = f.add("more", Inst::icmp(IPred::Ult, i.clone(), count))?;
    f.put(Inst::cond_br(more, "entry.load", "done"))?;

    f.block("entry.load");
    let entry_idx = bin(f, "entry.idx", BinOp::Mul, &i, Value::u32(ATTR_ENTRY_SIZE))?;
    let entry_off = bin(
        f,
        "entry.off",
        BinOp::Add,
        &entry_idx,
        Value::u32(ATTR_ENTRY_BASE),
    )?;
    let entry_ptr = byte_gep(f, "entry.ptr", &header, entry_off)?;
    let word = load(f, "word", Ty::I32, &entry_ptr, 4)?;
    let vbo_base_ptr = byte_gep(f, "vbo_base.ptr", &entry_ptr, Value::i32(4))?;
    let vbo_base = load(f, "vbo_base", Ty::I32, &vbo_base_ptr, 4)?;
    let stride = bin(f, "stride", BinOp::And, &word, Value::u32(ATTR_STRIDE_MASK))?;
    let format_shr = bin(
        f,
        "format.shr",
        BinOp::LShr,
        &word,
        Value::u32(ATTR_FORMAT_SHIFT),
    )?;
    let format = bin(
        f,
        "format",
        BinOp::And,
        &format_shr,
        Value::u32(ATTR_FORMAT_MASK),
    )?;
    let src_off = bin(f, "src.off", BinOp::Mul, &element, stride)?;
    let src_addr = bin(f, "src.addr", BinOp::Add, &vbo_base, src_off)?;
    let src = to_ptr(f, "src", src_addr)?;
    let slot_off = bin(f, "slot.off", BinOp::Mul, &i, Value::u32(SLOT_SIZE))?;
    let slot = byte_gep(f, "slot", &gl_in, slot_off)?;
    let case = |format: u32, label: &str| -> Result<(i32, String), TypeError> {
        let v = i32::try_from(format)
            .map_err(|_| TypeError(format!("switch: case {format} beyond i32")))?;
        Ok((v, label.to_string()))
    };
    f.put(Inst::switch_cases(
        format,
        "vec4".into(),
        vec![
            case(ATTR_FORMAT_VEC1, "vec1")?,
            case(ATTR_FORMAT_VEC2, "vec2")?,
            case(ATTR_FORMAT_VEC3, "vec3")?,
        ],
        Cases::Lines,
    ))?;

    for n in 1..=4u32 {
        f.block(&format!("vec{n}"));
        for c in 0..4u32 {
            let value = if c < n {
                let p = byte_gep(f, &format!("v{n}.s{c}.ptr"), &src, Value::u32(4 * c))?;
                load(f, &format!("v{n}.s{c}"), Ty::Float, &p, 4)?
            } else if c == 3 {
                Value::float(1.0)
            } else {
                Value::float(0.0)
            };
            let d = byte_gep(f, &format!("v{n}.d{c}"), &slot, Value::u32(4 * c))?;
            store(f, &value, &d)?;
        }
        f.put(Ok(Inst::Br("next".into())))?;
    }

    f.block("next");
    bin(f, "i.next", BinOp::Add, &i, Value::i32(1))?;
    f.put(Ok(Inst::Br("loop".into())))?;

    f.block("done");
    f.put(Ok(Inst::Ret(None)))?;
    Ok(func)
}

/// `%gl_const` from word `offset` of the misc-info block at `misc_ptr`.
fn gl_const(f: &mut Function, misc_ptr: &Value, offset: u32) -> Result<Value, TypeError> {
    let slot = byte_gep(f, "gl_const.slot", misc_ptr, Value::u32(offset))?;
    let addr = load(f, "gl_const.addr", Ty::I32, &slot, 4)?;
    to_ptr(f, "gl_const", addr)
}

fn wrapper_vs(
    opts: &AbiOptions,
    calc: &Declaration,
    load_attributes: &Declaration,
    vs_main: &Declaration,
) -> Result<Function, TypeError> {
    let mut func = Function::new(Linkage::External, Ty::Void, "wrapper_vs", &[])?;
    let f = &mut func;
    let gl_in_addr = f.add("gl_in.addr", Inst::alloca(Ty::Ptr, 4))?;
    let gl_out_addr = f.add("gl_out.addr", Inst::alloca(Ty::Ptr, 4))?;
    let index_addr = f.add("index.addr", Inst::alloca(Ty::I32, 4))?;
    let instance_addr = f.add("instance_id.addr", Inst::alloca(Ty::I32, 4))?;
    store(f, &Value::i32(0), &index_addr)?;
    store(f, &Value::i32(0), &instance_addr)?;
    let misc_ptr = misc(f, opts, "")?;
    let gl_const = gl_const(f, &misc_ptr, MISC_VS_CONST)?;
    f.put(Inst::comment(
        "ids are read before load_attributes overwrites slots 0 and 1",
    ))?;
    f.put(calc.call(vec![
        gl_in_addr.clone(),
        gl_out_addr.clone(),
        index_addr.clone(),
        instance_addr.clone(),
    ]))?;
    let gl_in = load(f, "gl_in", Ty::Ptr, &gl_in_addr, 4)?;
    let index = load(f, "index", Ty::I32, &index_addr, 4)?;
    f.put(load_attributes.call(vec![gl_in.clone(), index.clone()]))?;
    let gl_out = load(f, "gl_out", Ty::Ptr, &gl_out_addr, 4)?;
    let instance_id = load(f, "instance_id", Ty::I32, &instance_addr, 4)?;
    let vertex_id = if opts.biased_vertex_id {
        let misc_ptr = misc(f, opts, "b.")?;
        let header_addr = load(f, "b.header.addr", Ty::I32, &misc_ptr, 4)?;
        let header = to_ptr(f, "b.header", header_addr)?;
        let draw_start_ptr = byte_gep(f, "b.draw_start.ptr", &header, Value::u32(ATTR_DRAW_START))?;
        let draw_start = load(f, "b.draw_start", Ty::I32, &draw_start_ptr, 4)?;
        bin(f, "vertex_id", BinOp::Add, &draw_start, index.clone())?
    } else {
        index.clone()
    };
    f.put(vs_main.call(vec![gl_in, gl_out, gl_const, vertex_id, instance_id]))?;
    f.put(Inst::comment(
        "completion after the last output store, with the unbiased index",
    ))?;
    let done = mmio(f, "done.reg", CORE_REG_VTX_DONE, Some("CORE_REG_VTX_DONE"))?;
    f.put(Inst::store_access(
        index,
        done,
        4,
        access(opts.volatile_mmio),
    ))?;
    f.put(Ok(Inst::Ret(None)))?;
    Ok(func)
}

fn wrapper_ps(
    opts: &AbiOptions,
    calc: &Declaration,
    ps_main: &Declaration,
) -> Result<Function, TypeError> {
    let mut func = Function::new(Linkage::External, Ty::Void, "wrapper_ps", &[])?;
    let f = &mut func;
    let gl_in_addr = f.add("gl_in.addr", Inst::alloca(Ty::Ptr, 4))?;
    let gl_out_addr = f.add("gl_out.addr", Inst::alloca(Ty::Ptr, 4))?;
    let misc_ptr = misc(f, opts, "")?;
    let gl_const = gl_const(f, &misc_ptr, MISC_PS_CONST)?;
    f.put(calc.call(vec![gl_in_addr.clone(), gl_out_addr.clone()]))?;
    let gl_in = load(f, "gl_in", Ty::Ptr, &gl_in_addr, 4)?;
    let gl_out = load(f, "gl_out", Ty::Ptr, &gl_out_addr, 4)?;
    f.put(ps_main.call(vec![gl_in, gl_out, gl_const]))?;
    if let Some(reg) = opts.ps_done_register {
        let tid_reg = mmio(f, "tid.reg", CORE_REG_TID, Some("CORE_REG_TID"))?;
        let tid = f.add(
            "tid",
            Inst::load_access(Ty::I32, tid_reg, 4, Access::Volatile),
        )?;
        // The completion register is an option, not an ABI name: no note.
        let done = mmio(f, "done.reg", reg, None)?;
        f.put(Inst::store_access(tid, done, 4, Access::Volatile))?;
    }
    f.put(Ok(Inst::Ret(None)))?;
    Ok(func)
}
