use super::*;
use std::rc::Rc;

fn reg(ty: Ty, n: &str) -> Value {
    Value::reg(ty, format!("%{n}"))
}

/// The message of a rejected instruction.
fn err(r: Result<Inst, TypeError>) -> String {
    r.unwrap_err().0
}

fn v4() -> Ty {
    Ty::vector(4, Ty::Float)
}

#[test]
fn types_print_as_llvm_spells_them() {
    let s = Ty::Struct(Rc::new(StructTy {
        name: "struct.S.0".into(),
        members: vec![Ty::Float, Ty::array(3, Ty::vector(2, Ty::I32))],
    }));
    assert_eq!(s.to_string(), "%struct.S.0");
    let Ty::Struct(def) = &s else { unreachable!() };
    assert_eq!(
        def.definition(),
        "%struct.S.0 = type { float, [3 x <2 x i32>] }"
    );
    assert_eq!(Ty::array(2, v4()).to_string(), "[2 x <4 x float>]");
    assert_eq!(Ty::vector(3, Ty::I1).to_string(), "<3 x i1>");
    assert_eq!(s.member(1), Some(&Ty::array(3, Ty::vector(2, Ty::I32))));
    assert_eq!(s.member(2), None);
}

#[test]
fn constants_keep_their_spelling() {
    assert_eq!(Value::float(0.5).op, "0.5");
    assert_eq!(Value::float(0.1).op, "0.10000000149011612");
    assert_eq!(
        Value::float(1e-10).op,
        format!("0x{:016X}", (1e-10f32 as f64).to_bits())
    );
    assert_eq!(Value::float(f32::INFINITY).op, "0x7FF0000000000000");
    assert_eq!(Value::i32(-3).typed(), "i32 -3");
    assert_eq!(Value::i1(true).typed(), "i1 true");
    assert_eq!(Value::zero(v4()).typed(), "<4 x float> zeroinitializer");
    assert!(Value::poison(Ty::I32).is_const() && !reg(Ty::I32, "x").is_const());
    let v = Value::splat_const(Ty::vector(3, Ty::I32), &Value::i32(31));
    assert_eq!(v.typed(), "<3 x i32> <i32 31, i32 31, i32 31>");
    assert_eq!(
        Value::splat_const(Ty::I1, &Value::i1(true)).typed(),
        "i1 true"
    );
    let parts = [Value::float(1.0), Value::float(2.0)];
    let a = Value::aggregate(Ty::array(2, Ty::Float), &parts);
    assert_eq!(a.typed(), "[2 x float] [float 1.0, float 2.0]");
    let v = Value::aggregate(Ty::vector(2, Ty::Float), &parts);
    assert_eq!(v.op, "<float 1.0, float 2.0>");
}

#[test]
fn every_instruction_prints_as_llvm_text() {
    let a = reg(v4(), "a");
    let b = reg(v4(), "b");
    let i = reg(Ty::I32, "i");
    let p = reg(Ty::Ptr, "p");
    let cases: Vec<(Inst, &str, Ty)> = vec![
        (
            Inst::binary(BinOp::FMul, a.clone(), b.clone()).unwrap(),
            "fmul <4 x float> %a, %b",
            v4(),
        ),
        (
            Inst::binary(BinOp::SDiv, i.clone(), Value::i32(7)).unwrap(),
            "sdiv i32 %i, 7",
            Ty::I32,
        ),
        (Inst::fneg(a.clone()).unwrap(), "fneg <4 x float> %a", v4()),
        (
            Inst::icmp(IPred::Slt, i.clone(), Value::i32(0)).unwrap(),
            "icmp slt i32 %i, 0",
            Ty::I1,
        ),
        (
            Inst::fcmp(FPred::Une, a.clone(), b.clone()).unwrap(),
            "fcmp une <4 x float> %a, %b",
            Ty::vector(4, Ty::I1),
        ),
        (
            Inst::cast(CastOp::SIToFP, i.clone(), Ty::Float).unwrap(),
            "sitofp i32 %i to float",
            Ty::Float,
        ),
        (
            Inst::cast(CastOp::ZExt, Value::i1(true), Ty::I32).unwrap(),
            "zext i1 true to i32",
            Ty::I32,
        ),
        (
            Inst::select(Value::i1(false), a.clone(), b.clone()).unwrap(),
            "select i1 false, <4 x float> %a, <4 x float> %b",
            v4(),
        ),
        (
            Inst::alloca(v4(), 16).unwrap(),
            "alloca <4 x float>, align 16",
            Ty::Ptr,
        ),
        (
            Inst::load(v4(), p.clone(), 4).unwrap(),
            "load <4 x float>, ptr %p, align 4",
            v4(),
        ),
        (
            Inst::store(a.clone(), p.clone(), 16).unwrap(),
            "store <4 x float> %a, ptr %p, align 16",
            Ty::Void,
        ),
        (
            Inst::gep(Ty::I8, p.clone(), vec![Value::i32(32)]).unwrap(),
            "getelementptr inbounds i8, ptr %p, i32 32",
            Ty::Ptr,
        ),
        (
            Inst::gep(
                Ty::array(3, v4()),
                p.clone(),
                vec![Value::i32(0), i.clone()],
            )
            .unwrap(),
            "getelementptr inbounds [3 x <4 x float>], ptr %p, i32 0, i32 %i",
            Ty::Ptr,
        ),
        (
            Inst::call(Ty::Float, "llvm.sin.f32", vec![Value::float(1.0)]).unwrap(),
            "call float @llvm.sin.f32(float 1.0)",
            Ty::Float,
        ),
        (
            Inst::extract_element(a.clone(), Value::i32(2)).unwrap(),
            "extractelement <4 x float> %a, i32 2",
            Ty::Float,
        ),
        (
            Inst::insert_element(Value::poison(v4()), Value::float(2.0), Value::i32(0)).unwrap(),
            "insertelement <4 x float> poison, float 2.0, i32 0",
            v4(),
        ),
        (
            Inst::shuffle(a.clone(), Value::poison(v4()), Mask::Lanes(vec![2, 0])).unwrap(),
            "shufflevector <4 x float> %a, <4 x float> poison, <2 x i32> <i32 2, i32 0>",
            Ty::vector(2, Ty::Float),
        ),
        (
            Inst::shuffle(a.clone(), Value::poison(v4()), Mask::Splat(3)).unwrap(),
            "shufflevector <4 x float> %a, <4 x float> poison, <3 x i32> zeroinitializer",
            Ty::vector(3, Ty::Float),
        ),
        (
            Inst::extract_value(reg(Ty::array(2, v4()), "m"), vec![1]).unwrap(),
            "extractvalue [2 x <4 x float>] %m, 1",
            v4(),
        ),
        (
            Inst::insert_value(Value::poison(Ty::array(2, v4())), a.clone(), vec![0]).unwrap(),
            "insertvalue [2 x <4 x float>] poison, <4 x float> %a, 0",
            Ty::array(2, v4()),
        ),
        (
            Inst::phi(
                Ty::I32,
                vec![(Value::i32(0), "entry".into()), (i.clone(), "loop".into())],
            )
            .unwrap(),
            "phi i32 [ 0, %entry ], [ %i, %loop ]",
            Ty::I32,
        ),
        (Inst::Br("done".into()), "br label %done", Ty::Void),
        (
            Inst::cond_br(reg(Ty::I1, "c"), "t", "f").unwrap(),
            "br i1 %c, label %t, label %f",
            Ty::Void,
        ),
        (
            Inst::switch(
                i.clone(),
                "d".into(),
                vec![(1, "a".into()), (-2, "b".into())],
            )
            .unwrap(),
            "switch i32 %i, label %d [ i32 1, label %a i32 -2, label %b ]",
            Ty::Void,
        ),
        (Inst::Ret(None), "ret void", Ty::Void),
        (Inst::Ret(Some(i.clone())), "ret i32 %i", Ty::Void),
    ];
    for (inst, text, ty) in cases {
        assert_eq!(inst.to_string(), text);
        assert_eq!(inst.result_ty(), ty, "{text}");
    }
}

#[test]
fn operand_types_are_checked_when_built() {
    let f = Value::float(1.0);
    let i = Value::i32(1);
    let p = Value::reg(Ty::Ptr, "%p");
    assert_eq!(
        err(Inst::binary(BinOp::FAdd, f.clone(), i.clone())),
        "fadd: operand types differ (float and i32)"
    );
    assert_eq!(
        err(Inst::binary(BinOp::Add, f.clone(), f.clone())),
        "add: operands of type float"
    );
    assert_eq!(
        err(Inst::binary(BinOp::FMul, i.clone(), i.clone())),
        "fmul: operands of type i32"
    );
    assert_eq!(
        err(Inst::icmp(IPred::Eq, f.clone(), f.clone())),
        "icmp: operands of type float"
    );
    assert_eq!(
        err(Inst::fcmp(FPred::Oeq, i.clone(), i.clone())),
        "fcmp: operands of type i32"
    );
    assert_eq!(
        err(Inst::cast(CastOp::SIToFP, f.clone(), Ty::Float)),
        "sitofp: float to float"
    );
    assert_eq!(
        err(Inst::cast(CastOp::Trunc, Value::i1(true), Ty::I32)),
        "trunc: i1 to i32"
    );
    assert_eq!(
        err(Inst::cast(
            CastOp::FPToSI,
            Value::zero(Ty::vector(2, Ty::Float)),
            Ty::I32
        )),
        "fptosi: <2 x float> to i32"
    );
    assert_eq!(
        err(Inst::select(i.clone(), f.clone(), f.clone())),
        "select: condition of type i32 for float"
    );
    assert_eq!(
        err(Inst::load(Ty::Float, f.clone(), 4)),
        "load: address of type float"
    );
    assert_eq!(
        err(Inst::store(f.clone(), i.clone(), 4)),
        "store: address of type i32"
    );
    assert_eq!(
        err(Inst::gep(
            Ty::Float,
            p.clone(),
            vec![Value::i32(0), Value::i32(1)]
        )),
        "getelementptr: cannot index into float"
    );
    assert_eq!(
        err(Inst::extract_element(f.clone(), i.clone())),
        "extractelement: float at i32"
    );
    assert_eq!(
        err(Inst::insert_element(
            Value::zero(Ty::vector(2, Ty::I32)),
            f.clone(),
            i.clone()
        )),
        "insertelement: float into <2 x i32> at i32"
    );
    assert_eq!(
        err(Inst::shuffle(
            Value::zero(Ty::vector(2, Ty::I32)),
            Value::poison(Ty::vector(2, Ty::I32)),
            Mask::Lanes(vec![4])
        )),
        "shufflevector: <2 x i32> with mask Lanes([4])"
    );
    assert_eq!(
        err(Inst::extract_value(
            Value::zero(Ty::array(2, Ty::I32)),
            vec![2]
        )),
        "extractvalue: [2 x i32] has no member 2"
    );
    assert_eq!(
        err(Inst::insert_value(
            Value::zero(Ty::array(2, Ty::I32)),
            f.clone(),
            vec![0]
        )),
        "insertvalue: float into a member of type i32"
    );
    assert_eq!(
        err(Inst::phi(Ty::I32, vec![(f.clone(), "a".into())])),
        "phi i32: incoming float"
    );
    assert_eq!(
        err(Inst::cond_br(i.clone(), "a", "b")),
        "br: condition of type i32"
    );
    assert_eq!(
        err(Inst::switch(f, "d".into(), vec![])),
        "switch: selector of type float"
    );
}

#[test]
fn a_body_prints_its_blocks() {
    let mut b = Body::default();
    let p = Value::reg(Ty::Ptr, "%x");
    b.allocas
        .push(Line(Some("x".into()), Inst::alloca(Ty::I32, 16).unwrap()));
    b.current().lines.push(Line(
        Some("v".into()),
        Inst::load(Ty::I32, p.clone(), 16).unwrap(),
    ));
    b.current().lines.push(Line(None, Inst::Br("next".into())));
    assert!(b.current().terminated());
    b.blocks.push(Block {
        label: "next".into(),
        spaced: true,
        lines: vec![Line(None, Inst::Ret(None))],
    });
    assert_eq!(
        b.print(),
        "entry:\n  %x = alloca i32, align 16\n  %v = load i32, ptr %x, align 16\n  br label %next\n\nnext:\n  ret void\n"
    );
}

#[test]
fn addresses_become_pointers_and_back() {
    let addr = Value::u32(0xC260_0C84);
    assert_eq!(addr.typed(), "i32 3261074564");
    let p = Inst::cast(CastOp::IntToPtr, addr, Ty::Ptr).unwrap();
    assert_eq!(p.to_string(), "inttoptr i32 3261074564 to ptr");
    assert_eq!(p.result_ty(), Ty::Ptr);
    let q = Inst::cast(CastOp::PtrToInt, reg(Ty::Ptr, "p"), Ty::I32).unwrap();
    assert_eq!(q.to_string(), "ptrtoint ptr %p to i32");
    assert_eq!(q.result_ty(), Ty::I32);
    assert_eq!(
        err(Inst::cast(CastOp::IntToPtr, Value::float(1.0), Ty::Ptr)),
        "inttoptr: float to ptr"
    );
    assert_eq!(
        err(Inst::cast(CastOp::IntToPtr, Value::i32(1), Ty::I32)),
        "inttoptr: i32 to i32"
    );
    assert_eq!(
        err(Inst::cast(CastOp::PtrToInt, Value::i32(1), Ty::I32)),
        "ptrtoint: i32 to i32"
    );
}

#[test]
fn volatile_accesses_print_the_keyword() {
    let p = reg(Ty::Ptr, "reg");
    let l = Inst::load_access(Ty::I32, p.clone(), 4, Access::Volatile).unwrap();
    assert_eq!(l.to_string(), "load volatile i32, ptr %reg, align 4");
    assert_eq!(l.result_ty(), Ty::I32);
    let s = Inst::store_access(Value::i32(7), p.clone(), 4, Access::Volatile).unwrap();
    assert_eq!(s.to_string(), "store volatile i32 7, ptr %reg, align 4");
    assert_eq!(
        Inst::load_access(Ty::I32, p.clone(), 4, Access::Plain),
        Inst::load(Ty::I32, p.clone(), 4)
    );
    assert_eq!(
        err(Inst::load_access(
            Ty::I32,
            Value::i32(0),
            4,
            Access::Volatile
        )),
        "load: address of type i32"
    );
    assert_eq!(
        err(Inst::store_access(Value::i32(0), p, 3, Access::Volatile)),
        "store: align 3"
    );
}

#[test]
fn a_switch_table_prints_one_case_a_line() {
    let sel = reg(Ty::I32, "format");
    let cases = vec![(1, "vec1".to_string()), (2, "vec2".to_string())];
    let s = Inst::switch_cases(sel.clone(), "vec4".into(), cases.clone(), Cases::Lines).unwrap();
    assert_eq!(
        s.to_string(),
        "switch i32 %format, label %vec4 [\n    i32 1, label %vec1\n    i32 2, label %vec2\n  ]"
    );
    assert!(s.is_terminator());
    assert_eq!(
        Inst::switch_cases(sel.clone(), "vec4".into(), cases, Cases::Inline).unwrap(),
        Inst::switch(
            sel.clone(),
            "vec4".into(),
            vec![(1, "vec1".into()), (2, "vec2".into())]
        )
        .unwrap()
    );
    assert_eq!(
        err(Inst::switch(
            sel,
            "d".into(),
            vec![(1, "a".into()), (1, "b".into())]
        )),
        "switch: case 1 twice"
    );
}

#[test]
fn comments_and_notes_stay_on_their_line() {
    let c = Inst::comment("ids first").unwrap();
    assert_eq!(c.to_string(), "; ids first");
    assert_eq!(c.result_ty(), Ty::Void);
    assert!(!c.is_terminator());
    let cast = Inst::cast(CastOp::IntToPtr, Value::u32(16), Ty::Ptr).unwrap();
    let n = cast.clone().noted("REG 0x10").unwrap();
    assert_eq!(n.to_string(), "inttoptr i32 16 to ptr ; REG 0x10");
    assert_eq!(n.result_ty(), Ty::Ptr);
    assert!(Inst::Ret(None).noted("end").unwrap().is_terminator());
    assert_eq!(err(Inst::comment("a\nb")), "comment `a\nb` spans lines");
    assert_eq!(err(cast.noted("a\nb")), "note `a\nb` spans lines");
    assert_eq!(err(c.noted("x")), "note `x` on a comment");
}

#[test]
fn functions_and_declarations_print_as_module_items() {
    let mut f = Function::new(
        Linkage::Internal,
        Ty::Void,
        "helper",
        &[(Ty::Ptr, "out"), (Ty::I32, "n")],
    )
    .unwrap();
    let (out, n) = (f.param(0), f.param(1));
    let twice = f
        .add("twice", Inst::binary(BinOp::Add, n.clone(), n.clone()))
        .unwrap();
    assert_eq!(twice.typed(), "i32 %twice");
    f.put(Inst::store(twice, out.clone(), 4)).unwrap();
    assert_eq!(
        f.add("nothing", Inst::store(n.clone(), out.clone(), 4))
            .unwrap_err()
            .0,
        "%nothing = store i32 %n, ptr %out, align 4: no result to name"
    );
    f.block("exit");
    f.put(Ok(Inst::Ret(None))).unwrap();
    let decl = f.declaration();
    assert_eq!(decl.print(), "declare void @helper(ptr, i32)\n");
    assert_eq!(
        decl.call(vec![out.clone(), n.clone()]).unwrap().to_string(),
        "call void @helper(ptr %out, i32 %n)"
    );
    assert_eq!(
        err(decl.call(vec![n.clone(), out])),
        "call @helper: arguments (i32, ptr) for declare void @helper(ptr, i32)"
    );
    assert_eq!(
        err(decl.call(vec![n])),
        "call @helper: arguments (i32) for declare void @helper(ptr, i32)"
    );
    let mut main = Function::new(Linkage::External, Ty::Void, "main", &[]).unwrap();
    main.put(Ok(Inst::Ret(None))).unwrap();
    let ext = Declaration::new(Ty::I32, "ext", vec![Ty::I32]);
    let items = [
        Item::Define(f.clone()),
        Item::Declare(ext.clone()),
        Item::Define(main),
        Item::Declare(ext.clone()),
        Item::Declare(decl),
    ];
    // `entry` of `helper` does not end in a branch yet.
    assert_eq!(
        print_items(&items).unwrap_err().0,
        "@helper: block %entry has no terminator"
    );
    let mut fixed = items.clone();
    let Item::Define(h) = &mut fixed[0] else {
        unreachable!()
    };
    h.body.blocks[0]
        .lines
        .push(Line(None, Inst::Br("exit".into())));
    assert_eq!(
        print_items(&fixed).unwrap(),
        "define internal void @helper(ptr %out, i32 %n) {\nentry:\n  %twice = add i32 %n, %n\n  \
         store i32 %twice, ptr %out, align 4\n  br label %exit\n\nexit:\n  ret void\n}\n\n\
         declare i32 @ext(i32)\n\n\
         define void @main() {\nentry:\n  ret void\n}\n\n\
         declare i32 @ext(i32)\ndeclare void @helper(ptr, i32)\n"
    );
    assert_eq!(
        Function::new(Linkage::External, Ty::Void, "bad", &[(Ty::Void, "v")])
            .unwrap_err()
            .0,
        "@bad: parameter %v of type void"
    );
}

#[test]
fn constant_globals_print_with_their_note() {
    let init = Value::aggregate(Ty::array(2, Ty::I32), &[Value::i32(3), Value::i32(-4)]);
    let g = Global::constant(Linkage::Internal, "const.k.0", init, Some("const k".into())).unwrap();
    assert_eq!(
        g.print(),
        "@const.k.0 = internal constant [2 x i32] [i32 3, i32 -4] ; const k\n"
    );
    let z = Global::constant(Linkage::External, "z", Value::zero(v4()), None).unwrap();
    assert_eq!(z.print(), "@z = constant <4 x float> zeroinitializer\n");
    assert_eq!(
        Global::constant(Linkage::Internal, "r", reg(Ty::I32, "x"), None)
            .unwrap_err()
            .0,
        "@r: initializer `i32 %x` is not a constant"
    );
    assert_eq!(
        Global::constant(Linkage::Internal, "n", Value::i32(1), Some("a\nb".into()))
            .unwrap_err()
            .0,
        "@n: note spans lines"
    );
    let mut main = Function::new(Linkage::External, Ty::Void, "main", &[]).unwrap();
    main.put(Ok(Inst::Ret(None))).unwrap();
    assert_eq!(
        print_items(&[Item::Global(g.clone()), Item::Global(z), Item::Define(main)]).unwrap(),
        "@const.k.0 = internal constant [2 x i32] [i32 3, i32 -4] ; const k\n\
         @z = constant <4 x float> zeroinitializer\n\n\
         define void @main() {\nentry:\n  ret void\n}\n\n"
    );
}
