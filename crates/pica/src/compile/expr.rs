//! Expressions, loads and stores.

use gpubin_glsl::ir::{Access, BinaryOp, Expr, ExprKind, LocalId, Place, Root, UnaryOp};
use gpubin_glsl::{ScalarKind, Type};

use super::code::{Dst, Idx, Op, Reg, Rel, Src};
use super::lower::{internal, mask_of, refuse, scalar_f, Lower, Slot, R, V};

/// A step of a path resolved at compile time.
enum Step {
    Elem(usize),
    Lanes(Vec<u8>),
    /// An index known only at run time (an array element of a uniform); `true`
    /// when it is `int(x)` of a float `x` (the value here), not yet truncated; plus
    /// a whole constant (`i + K` of the counter of a loop over an integer uniform,
    /// read as `a[aL+K]`; else 0).
    Dynamic(V, bool, usize),
}

impl Lower<'_> {
    /// An operand for a scalar or vector value.
    pub(super) fn src(&mut self, v: &V) -> Src {
        match v {
            V::K(k) => self.code.pool.operand(k),
            V::S(s, _) => *s,
            V::Agg(items) => items
                .first()
                .map(|i| self.src(i))
                .unwrap_or_else(|| self.code.pool.operand(&[0.0])),
            V::Rows(rows, _) => rows[0],
        }
    }

    /// Emits `op dst, srcs` into a fresh temporary of `n` lanes.
    pub(super) fn op(&mut self, op: Op, n: u8, srcs: Vec<Src>) -> V {
        let t = self.code.temp();
        self.code.push(
            op,
            Some(Dst {
                reg: t,
                mask: mask_of(n),
            }),
            srcs,
        );
        V::S(Src::new(t), n)
    }

    /// A hardware operation that reads the first component only (`rcp`, `rsq`,
    /// `ex2`, `lg2`), applied to each of `n` lanes.
    pub(super) fn per_lane(&mut self, op: Op, a: Src, n: u8) -> V {
        let t = self.code.temp();
        for i in 0..n {
            self.code.push(
                op,
                Some(Dst {
                    reg: t,
                    mask: 1 << i,
                }),
                vec![a.splat(i)],
            );
        }
        V::S(Src::new(t), n)
    }

    /// The value of `e`; what is refused in it is located at the innermost
    /// expression lowered.
    pub(super) fn expr(&mut self, e: &Expr) -> R<V> {
        self.expr_value(e).map_err(|r| r.within(e.span))
    }

    fn expr_value(&mut self, e: &Expr) -> R<V> {
        let n = e.ty.vector_size().unwrap_or(1);
        Ok(match &e.kind {
            ExprKind::Constant(k) => constant(&e.ty, k, &self.m.structs),
            ExprKind::Load(place) => self.load(place)?,
            ExprKind::Unary(op, a) => {
                let v = self.expr(a)?;
                match (op, v) {
                    (UnaryOp::Neg, V::K(k)) => V::K(k.iter().map(|x| -x).collect()),
                    (UnaryOp::Neg, V::S(s, n)) => V::S(s.negated(), n),
                    (UnaryOp::Neg, V::Agg(items)) => V::Agg(
                        items
                            .into_iter()
                            .map(|i| match i {
                                V::K(k) => V::K(k.iter().map(|x| -x).collect()),
                                V::S(s, n) => V::S(s.negated(), n),
                                other => other,
                            })
                            .collect(),
                    ),
                    (UnaryOp::Neg, V::Rows(rows, c)) => {
                        V::Rows(rows.into_iter().map(Src::negated).collect(), c)
                    }
                    (UnaryOp::Not, V::K(k)) => {
                        V::K(k.iter().map(|x| f32::from(u8::from(*x == 0.0))).collect())
                    }
                    (UnaryOp::Not, v) => {
                        // 1 - b
                        let one = self.code.pool.operand(&[1.0]);
                        let s = self.src(&v);
                        self.op(Op::Add, n, vec![one, s.negated()])
                    }
                    (UnaryOp::BitNot, _) => {
                        return refuse("bitwise operators: PICA200 computes in float24 only")
                    }
                }
            }
            ExprKind::Binary(op, ab) => self.binary(*op, &ab[0], &ab[1], &e.ty)?,
            ExprKind::Select(c, a, b) => {
                let c = self.expr(c)?;
                let a = self.expr(a)?;
                let b = self.expr(b)?;
                match c {
                    V::K(k) => {
                        if k[0] != 0.0 {
                            a
                        } else {
                            b
                        }
                    }
                    c => self.select(&c, a, b)?,
                }
            }
            ExprKind::Swizzle(a, comps) => {
                let v = self.expr(a)?;
                match v {
                    V::K(k) => V::K(comps.iter().map(|c| k[usize::from(*c)]).collect()),
                    V::S(s, _) => V::S(s.pick(comps), comps.len() as u8),
                    _ => return internal("a swizzle of an aggregate"),
                }
            }
            ExprKind::Index(a, i) => {
                let v = self.expr(a)?;
                let (iv, float) = match &i.kind {
                    ExprKind::Convert(x) if x.ty == gpubin_glsl::types::FLOAT => {
                        (self.expr(x)?, true)
                    }
                    _ => (self.expr(i)?, false),
                };
                match iv {
                    V::K(k) => {
                        let k = if float { k[0].trunc() } else { k[0] };
                        self.element(v, k.max(0.0) as usize, &a.ty)?
                    }
                    iv => self.dynamic_element(v, iv, float, &a.ty, 0)?,
                }
            }
            ExprKind::Member(a, m) => match self.expr(a)? {
                V::Agg(mut items) => items.swap_remove(*m as usize),
                _ => return internal("a member of a non-struct"),
            },
            ExprKind::Compose(parts) => self.compose(&e.ty, parts)?,
            ExprKind::Splat(a) => match self.expr(a)? {
                V::K(k) => V::K(vec![k[0]; usize::from(n)]),
                V::S(s, _) => V::S(s.splat(0), n),
                _ => return internal("a splat of an aggregate"),
            },
            ExprKind::Convert(a) => {
                let v = self.expr(a)?;
                self.convert(v, a.ty.scalar_kind(), e.ty.scalar_kind(), n)?
            }
            ExprKind::Builtin(f, args) => self.builtin(*f, args, &e.ty)?,
            ExprKind::Texture(_) | ExprKind::TextureSize(..) => {
                return refuse("texture lookups: a PICA200 vertex shader reads no textures")
            }
        })
    }

    fn compose(&mut self, ty: &Type, parts: &[Expr]) -> R<V> {
        if let Type::Matrix { cols, rows } = ty {
            if let Some(v) = self.sub_matrix(*cols, *rows, parts)? {
                return Ok(v);
            }
        }
        let vals = parts.iter().map(|p| self.expr(p)).collect::<R<Vec<_>>>()?;
        if !matches!(ty, Type::Vector(..) | Type::Scalar(_)) {
            return Ok(V::Agg(vals));
        }
        if vals.iter().all(|v| matches!(v, V::K(_))) {
            return Ok(V::K(
                vals.iter()
                    .flat_map(|v| match v {
                        V::K(k) => k.clone(),
                        _ => vec![],
                    })
                    .collect(),
            ));
        }
        let n = ty.vector_size().unwrap_or(1);
        let t = self.code.temp();
        // Constant parts in one move, the others one each.
        let mut konst = Vec::new();
        let mut at = 0u8;
        let mut moves = Vec::new();
        for v in &vals {
            match v {
                V::K(k) => {
                    for (i, x) in k.iter().enumerate() {
                        konst.push((at + i as u8, *x));
                    }
                    at += k.len() as u8;
                }
                V::S(s, m) => {
                    moves.push((at, *s, *m));
                    at += m;
                }
                _ => return internal("an aggregate in a vector constructor"),
            }
        }
        if !konst.is_empty() {
            let vals: Vec<f32> = konst.iter().map(|(_, x)| *x).collect();
            let k = self.code.pool.operand(&vals);
            let mut swz = [0u8; 4];
            let mut mask = 0;
            for (j, (lane, _)) in konst.iter().enumerate() {
                swz[usize::from(*lane)] = k.swz[j];
                mask |= 1 << lane;
            }
            self.code
                .push(Op::Mov, Some(Dst { reg: t, mask }), vec![Src { swz, ..k }]);
        }
        // Parts from the same register in one move.
        let mut groups: Vec<(Src, u8)> = Vec::new();
        for (lane, s, m) in moves {
            let part = s.shifted(lane);
            let mask = mask_of(m) << lane;
            match groups
                .iter_mut()
                .find(|(g, _)| g.reg == part.reg && g.neg == part.neg)
            {
                Some((g, gm)) => {
                    for l in 0..4 {
                        if mask >> l & 1 != 0 {
                            g.swz[l] = part.swz[l];
                        }
                    }
                    *gm |= mask;
                }
                None => groups.push((part, mask)),
            }
        }
        for (s, mask) in groups {
            self.code.push(Op::Mov, Some(Dst { reg: t, mask }), vec![s]);
        }
        Ok(V::S(Src::new(t), n))
    }

    /// `matCxR(m)` of a matrix held as rows, its upper-left part: the first rows,
    /// read with fewer columns (no instruction).
    fn sub_matrix(&mut self, cols: u8, rows: u8, parts: &[Expr]) -> R<Option<V>> {
        let mut base: Option<Place> = None;
        for (j, p) in parts.iter().enumerate() {
            let ExprKind::Load(pl) = &p.kind else {
                return Ok(None);
            };
            let mut path: Vec<Access> = pl.path.to_vec();
            if let Some(Access::Swizzle(c)) = path.last() {
                if c.iter().enumerate().any(|(i, x)| usize::from(*x) != i) {
                    return Ok(None);
                }
                path.pop();
            }
            match path.pop() {
                Some(Access::Index(e)) if matches!(&e.kind, ExprKind::Constant(k) if k.len() == 1 && scalar_f(&k[0]) as usize == j) =>
                    {}
                _ => return Ok(None),
            }
            let b = Place {
                root: pl.root,
                path: path.into(),
                ty: Type::Void,
            };
            match &base {
                None => base = Some(b),
                Some(x) if x.root == b.root && x.path == b.path => {}
                _ => return Ok(None),
            }
        }
        let Some(mut b) = base else { return Ok(None) };
        b.ty = Type::Matrix { cols: 4, rows: 4 };
        let Root::Global(g) = b.root else {
            return Ok(None);
        };
        if self.iface.fixed[g.index()].is_none() {
            return Ok(None);
        }
        match self.load(&b)? {
            V::Rows(r, c) if usize::from(rows) <= r.len() && cols <= c => {
                Ok(Some(V::Rows(r[..usize::from(rows)].to_vec(), cols)))
            }
            _ => Ok(None),
        }
    }

    /// Element `i` of an array, column of a matrix, component of a vector.
    fn element(&mut self, v: V, i: usize, ty: &Type) -> R<V> {
        Ok(match v {
            V::Agg(mut items) => {
                let i = i.min(items.len() - 1);
                items.swap_remove(i)
            }
            V::K(k) if matches!(ty, Type::Vector(..)) => V::K(vec![k[i.min(k.len() - 1)]]),
            V::K(k) => {
                // A constant matrix is flattened column by column.
                let rows = match ty {
                    Type::Matrix { rows, .. } => usize::from(*rows),
                    _ => 1,
                };
                V::K(k[i * rows..(i + 1) * rows].to_vec())
            }
            V::S(s, _) => V::S(s.splat(i as u8), 1),
            V::Rows(rows, cols) => columns_of(&mut self.code, &rows, cols, i as u8),
        })
    }

    /// Value of a place.
    /// The parts `steps` name of a value of type `ty`.
    fn walk(&mut self, mut v: V, mut ty: Type, steps: Vec<Step>) -> R<V> {
        for s in steps {
            v = match s {
                Step::Elem(i) => {
                    let v2 = self.element(v, i, &ty)?;
                    ty = step_type(&ty, i, self.m);
                    v2
                }
                Step::Lanes(l) => match v {
                    V::S(s, _) => V::S(s.pick(&l), l.len() as u8),
                    V::K(k) => V::K(l.iter().map(|c| k[usize::from(*c)]).collect()),
                    _ => return internal("lanes of an aggregate"),
                },
                Step::Dynamic(idx, float, offset) => {
                    let elem = step_type(&ty, 0, self.m);
                    let v2 = self.dynamic_element(v, idx, float, &ty, offset)?;
                    ty = elem;
                    v2
                }
            };
        }
        Ok(v)
    }

    pub(super) fn load(&mut self, place: &Place) -> R<V> {
        let steps = self.steps(place)?;
        if let Root::Global(g) = place.root {
            if let Some(v) = &self.iface.fixed[g.index()] {
                let ty = self.m.globals[g.index()].ty.clone();
                return self.walk(v.clone(), ty, steps);
            }
        }
        if steps.iter().any(|s| matches!(s, Step::Dynamic(..))) {
            // A run-time index into a variable: the whole value, then a select.
            let ty = match place.root {
                Root::Global(g) => self.m.globals[g.index()].ty.clone(),
                Root::Local(l) => self.frame_local_type(l),
            };
            let mut slot = self.take_root(place.root);
            let v = super::lower::read_slot(&mut self.code, &mut slot, self.dyn_depth);
            self.put_root(place.root, slot);
            return self.walk(v, ty, steps);
        }
        let mut slot = self.take_root(place.root);
        let r = (|| {
            let mut cur = &mut slot;
            let mut lanes: Option<Vec<u8>> = None;
            for s in steps {
                match s {
                    Step::Elem(i) => match cur {
                        Slot::Agg(items) => {
                            let last = items.len() - 1;
                            cur = &mut items[i.min(last)];
                        }
                        Slot::Vec { .. } => lanes = Some(vec![i as u8]),
                    },
                    Step::Lanes(l) => lanes = Some(l),
                    Step::Dynamic(..) => {
                        return refuse("an index known only at run time into a variable (PICA200 addresses only c registers relatively; use a uniform array)")
                    }
                }
            }
            let v = super::lower::read_slot(&mut self.code, cur, self.dyn_depth);
            Ok(match (v, lanes) {
                (v, None) => v,
                (V::K(k), Some(l)) => V::K(l.iter().map(|c| k[usize::from(*c)]).collect()),
                (V::S(s, _), Some(l)) => V::S(s.pick(&l), l.len() as u8),
                _ => return internal("lanes of an aggregate"),
            })
        })();
        self.put_root(place.root, slot);
        r
    }

    pub(super) fn store(&mut self, place: &Place, v: V) -> R<()> {
        let steps = self.steps(place)?;
        if let Root::Global(g) = place.root {
            if self.iface.fixed[g.index()].is_some() {
                return refuse("a store to an input or uniform");
            }
        }
        let depth = self.dyn_depth;
        let mut steps = steps;
        if let Some(Step::Dynamic(..)) = steps.last() {
            let Some(Step::Dynamic(idx, float, _)) = steps.pop() else {
                return internal("the last step of a place changed");
            };
            let mut slot = self.take_root(place.root);
            let r = self.store_dynamic(&mut slot, steps, idx, float, v);
            self.put_root(place.root, slot);
            return r;
        }
        let mut slot = self.take_root(place.root);
        let r = (|| {
            let mut cur = &mut slot;
            let mut lanes: Vec<u8> = Vec::new();
            for s in steps {
                match s {
                    Step::Elem(i) => match cur {
                        Slot::Agg(items) => {
                            let last = items.len() - 1;
                            cur = &mut items[i.min(last)];
                        }
                        Slot::Vec { .. } => lanes = vec![i as u8],
                    },
                    Step::Lanes(l) => lanes = l,
                    Step::Dynamic(..) => {
                        return refuse("a store at an index known only at run time (PICA200 has no relative addressing of temporaries)")
                    }
                }
            }
            super::lower::write_slot(&mut self.code, cur, &lanes, v, depth)
        })();
        self.put_root(place.root, slot);
        r
    }

    /// A store at a run-time index (the last step of the place): every element
    /// becomes `v * m + old * (1 - m)`, m being 1 where the index matches (one of
    /// the two products is 0, the other exact).
    fn store_dynamic(
        &mut self,
        slot: &mut Slot,
        steps: Vec<Step>,
        idx: V,
        float: bool,
        v: V,
    ) -> R<()> {
        let mut cur = slot;
        for s in steps {
            match (s, cur) {
                (Step::Elem(i), Slot::Agg(items)) => {
                    let last = items.len() - 1;
                    cur = &mut items[i.min(last)];
                }
                _ => {
                    return refuse(
                        "a store at an index known only at run time inside a part of a vector",
                    )
                }
            }
        }
        let i = self.index_value(idx, float);
        let half = self.code.pool.operand(&[0.5]);
        let one = self.code.pool.operand(&[1.0]);
        let depth = self.dyn_depth;
        match cur {
            Slot::Agg(items) => {
                for (k, item) in items.iter_mut().enumerate() {
                    let kk = self.code.pool.operand(&[k as f32]);
                    let d = self.op(Op::Add, 1, vec![kk.negated(), i]);
                    let d = self.src(&d);
                    let a = self.op(Op::Max, 1, vec![d, d.negated()]);
                    let a = self.src(&a);
                    let m = self.op(Op::Slt, 1, vec![a, half]);
                    let m = self.src(&m).splat(0);
                    let nm = self.op(Op::Add, 1, vec![one, m.negated()]);
                    let nm = self.src(&nm).splat(0);
                    let old = super::lower::read_slot(&mut self.code, item, depth);
                    let new = self.blend(&v, old, m, nm)?;
                    super::lower::write_slot(&mut self.code, item, &[], new, depth)?;
                }
            }
            Slot::Vec { n, .. } => {
                let n = *n;
                let lanes = self.code.pool.operand(&[0.0, 1.0, 2.0, 3.0]);
                let d = self.op(Op::Add, n, vec![lanes.negated(), i]);
                let d = self.src(&d);
                let a = self.op(Op::Max, n, vec![d, d.negated()]);
                let a = self.src(&a);
                let m = self.op(Op::Slt, n, vec![a, half]);
                let m = self.src(&m);
                let nm = self.op(Op::Add, n, vec![one, m.negated()]);
                let nm = self.src(&nm);
                let old = super::lower::read_slot(&mut self.code, cur, depth);
                let x = self.src(&v).splat(0);
                let new = self.blend(&V::S(x, n), old, m, nm)?;
                super::lower::write_slot(&mut self.code, cur, &[], new, depth)?;
            }
        }
        Ok(())
    }

    /// `v * m + old * nm` through aggregates.
    fn blend(&mut self, v: &V, old: V, m: Src, nm: Src) -> R<V> {
        match (v, old) {
            (V::Agg(vs), V::Agg(olds)) => Ok(V::Agg(
                vs.iter()
                    .zip(olds)
                    .map(|(x, o)| self.blend(x, o, m, nm))
                    .collect::<R<_>>()?,
            )),
            (V::Rows(..), _) | (_, V::Rows(..)) | (V::Agg(_), _) | (_, V::Agg(_)) => {
                internal("a store of a matrix at a run-time index")
            }
            (x, o) => {
                let n = comps(x).max(comps(&o));
                let os = self.src(&o);
                let p = self.op(Op::Mul, n, vec![os, nm]);
                let p = self.src(&p);
                let xs = self.src(x);
                Ok(self.op(Op::Mad, n, vec![xs, m, p]))
            }
        }
    }

    /// The value of a run-time index; `int(x)` of a float made whole first.
    fn index_value(&mut self, idx: V, float: bool) -> Src {
        let i = self.src(&idx).splat(0);
        if !float {
            return i;
        }
        // int(x) for every x > -1 (below, the index is out of range).
        let zero = self.code.pool.operand(&[0.0]);
        let m = self.op(Op::Max, 1, vec![zero, i]);
        let m = self.src(&m);
        let f = self.op(Op::Flr, 1, vec![m]);
        self.src(&f).splat(0)
    }

    fn steps(&mut self, place: &Place) -> R<Vec<Step>> {
        let mut out = Vec::new();
        let mut ty = match place.root {
            Root::Global(g) => self.m.globals[g.index()].ty.clone(),
            Root::Local(l) => self.frame_local_type(l),
        };
        for a in place.path.iter() {
            match a {
                Access::Index(e) => {
                    let len = ty.index_bound().unwrap_or(1) as usize;
                    let fixed = matches!(place.root, Root::Global(g) if self.iface.fixed[g.index()].is_some());
                    if let Some((v, k)) = self.counter_plus(e, fixed)? {
                        out.push(Step::Dynamic(v, false, k));
                        ty = ty.index_result().unwrap_or(Type::Void);
                        continue;
                    }
                    let (v, float) = match &e.kind {
                        ExprKind::Convert(x) if x.ty == gpubin_glsl::types::FLOAT => {
                            (self.expr(x)?, true)
                        }
                        _ => (self.expr(e)?, false),
                    };
                    match v {
                        V::K(k) => {
                            // Out of range: the last element, as the interpreter clamps.
                            let i = (k[0].trunc().max(0.0) as usize).min(len.saturating_sub(1));
                            out.push(Step::Elem(i));
                        }
                        v => out.push(Step::Dynamic(v, float, 0)),
                    }
                    ty = ty.index_result().unwrap_or(Type::Void);
                }
                Access::Member(m) => {
                    out.push(Step::Elem(*m as usize));
                    ty = match &ty {
                        Type::Struct(id) => {
                            self.m.structs[*id as usize].members[*m as usize].ty.clone()
                        }
                        _ => Type::Void,
                    };
                }
                Access::Swizzle(c) => out.push(Step::Lanes(c.to_vec())),
            }
        }
        Ok(out)
    }

    /// An element of a uniform array at a run-time index: operands addressed
    /// through a0.x or a0.y (loaded where they are used). An index out of range
    /// reads other registers (the interpreter clamps it; GLSL leaves it undefined).
    fn dynamic_element(&mut self, v: V, idx: V, float: bool, ty: &Type, offset: usize) -> R<V> {
        let uniform = matches!(&v, V::Agg(items) if first_uniform(&items[0]).is_some());
        let mut idx = idx;
        if offset > 0 {
            // `a[i + K]` in a loop over an integer uniform: `a[aL+K]` for a uniform
            // array of one register per element, else the sum.
            let i = self.src(&idx);
            match &v {
                V::Agg(items)
                    if uniform
                        && offset < items.len()
                        && regs_of(&items[0]) == 1
                        && self.code.al.is_some()
                        && Idx::of(i) == self.code.al =>
                {
                    let Some(al) = self.code.al else {
                        return internal("aL without a loop");
                    };
                    return Ok(relative(items[offset].clone(), al));
                }
                _ => {
                    let k = self.code.pool.operand(&[offset as f32]);
                    idx = self.op(Op::Add, 1, vec![k, i.splat(0)]);
                }
            }
        }
        if !uniform {
            return self.select_element(v, idx, float, ty);
        }
        let V::Agg(items) = v else {
            return internal("a run-time index into a uniform that is no array");
        };
        let regs_per = regs_of(&items[0]);
        let mut i = self.src(&idx);
        // `int(x)`: `mova` truncates toward zero itself; scaled by the element
        // size, the index is first made whole: flr(max(x, 0)) equals int(x) for
        // every x > -1, and below that the index is out of range (undefined).
        if float && regs_per > 1 {
            let zero = self.code.pool.operand(&[0.0]);
            let m = self.op(Op::Max, 1, vec![zero, i]);
            let m = self.src(&m);
            let f = self.op(Op::Flr, 1, vec![m]);
            i = self.src(&f);
        }
        if regs_per > 1 {
            let k = self.code.pool.operand(&[regs_per as f32]);
            i = match self.op(Op::Mul, 1, vec![k, i]) {
                V::S(s, _) => s,
                _ => return internal("a product that is no register"),
            };
        }
        let i = match Idx::of(i) {
            Some(x) => x,
            None => {
                let t = self.op(Op::Mov, 1, vec![i]);
                let t = self.src(&t);
                let Some(x) = Idx::of(t) else {
                    return internal("a `mov` result that is no temporary");
                };
                x
            }
        };
        let Some(first) = items.into_iter().next() else {
            return internal("an index into an empty array");
        };
        Ok(relative(first, i))
    }

    /// In the body of a loop over an integer uniform, an index `i + K` or `K + i` of
    /// its counter `i` (K a whole constant from 1 to 127) into a uniform
    /// (`fixed`): the counter's value and K.
    fn counter_plus(&mut self, e: &Expr, fixed: bool) -> R<Option<(V, usize)>> {
        let Some(al) = self.code.al.filter(|_| fixed) else {
            return Ok(None);
        };
        let ExprKind::Binary(gpubin_glsl::ir::BinaryOp::Add, ab) = &e.kind else {
            return Ok(None);
        };
        let whole = |x: &Expr| match &x.kind {
            ExprKind::Constant(k) if k.len() == 1 => {
                let f = scalar_f(&k[0]);
                (f.fract() == 0.0 && (1.0..128.0).contains(&f)).then_some(f as usize)
            }
            _ => None,
        };
        let (var, k) = match (whole(&ab[0]), whole(&ab[1])) {
            (None, Some(k)) => (&ab[0], k),
            (Some(k), None) => (&ab[1], k),
            _ => return Ok(None),
        };
        let local = matches!(&var.kind, ExprKind::Load(Place { root: Root::Local(_), path, .. }) if path.is_empty());
        if !local {
            return Ok(None);
        }
        let v = self.expr(var)?;
        Ok(match &v {
            V::S(s, 1) if Idx::of(*s) == Some(al) => Some((v, k)),
            _ => None,
        })
    }

    /// Element `idx` of a value in temporaries (only c registers are addressed
    /// relatively): each element times "the index is k", summed (the other
    /// products are 0, even of inf or NaN: 0 * x = 0 on PICA200).
    fn select_element(&mut self, v: V, idx: V, float: bool, ty: &Type) -> R<V> {
        let mut i = self.src(&idx).splat(0);
        if float {
            // int(x) for every x > -1 (below, the index is out of range).
            let zero = self.code.pool.operand(&[0.0]);
            let m = self.op(Op::Max, 1, vec![zero, i]);
            let m = self.src(&m);
            let f = self.op(Op::Flr, 1, vec![m]);
            i = self.src(&f).splat(0);
        }
        let half = self.code.pool.operand(&[0.5]);
        let items: Vec<V> = match v {
            V::Agg(items) => items,
            V::Rows(rows, cols) => (0..cols)
                .map(|j| columns_of(&mut self.code, &rows, cols, j))
                .collect(),
            V::K(k) if matches!(ty, Type::Matrix { .. }) => {
                let Type::Matrix { cols, rows } = ty else {
                    return internal("a matrix constant of another type");
                };
                let r = usize::from(*rows);
                (0..usize::from(*cols))
                    .map(|j| V::K(k[j * r..(j + 1) * r].to_vec()))
                    .collect()
            }
            vector => {
                // A component: a dot product with the one-hot lanes.
                let n = comps(&vector);
                let lanes = self.code.pool.operand(&[0.0, 1.0, 2.0, 3.0]);
                let d = self.op(Op::Add, n, vec![lanes.negated(), i]);
                let d = self.src(&d);
                let a = self.op(Op::Max, n, vec![d, d.negated()]);
                let a = self.src(&a);
                let m = self.op(Op::Slt, n, vec![a, half]);
                let m = self.src(&m);
                let vs = self.src(&vector);
                return Ok(self.dot(vs, m, n));
            }
        };
        let mut masks = Vec::new();
        for k in 0..items.len() {
            let kk = self.code.pool.operand(&[k as f32]);
            let d = self.op(Op::Add, 1, vec![kk.negated(), i]);
            let d = self.src(&d);
            let a = self.op(Op::Max, 1, vec![d, d.negated()]);
            let a = self.src(&a);
            let m = self.op(Op::Slt, 1, vec![a, half]);
            masks.push(self.src(&m).splat(0));
        }
        self.one_hot(items, &masks)
    }

    fn one_hot(&mut self, items: Vec<V>, masks: &[Src]) -> R<V> {
        if let Some(V::Agg(first)) = items.first() {
            // Arrays of aggregates: member by member.
            let parts = first.len();
            let mut cols: Vec<Vec<V>> = vec![Vec::new(); parts];
            for it in items {
                let V::Agg(ms) = it else {
                    return internal("mixed aggregate elements");
                };
                for (p, m) in ms.into_iter().enumerate() {
                    cols[p].push(m);
                }
            }
            return Ok(V::Agg(
                cols.into_iter()
                    .map(|c| self.one_hot(c, masks))
                    .collect::<R<_>>()?,
            ));
        }
        if matches!(items.first(), Some(V::Rows(..))) {
            return refuse(
                "an index known only at run time into an array of matrices held in temporaries",
            );
        }
        let n = items.iter().map(comps).max().unwrap_or(1);
        let mut acc: Option<V> = None;
        for (e, m) in items.iter().zip(masks) {
            let es = self.src(e);
            acc = Some(match acc {
                None => self.op(Op::Mul, n, vec![es, *m]),
                Some(a) => {
                    let a = self.src(&a);
                    self.op(Op::Mad, n, vec![es, *m, a])
                }
            });
        }
        Ok(acc.unwrap_or(V::K(vec![0.0])))
    }

    fn frame_local_type(&self, l: LocalId) -> Type {
        self.frame_types
            .last()
            .and_then(|f| self.m.functions[f.index()].locals.get(l.index()))
            .map(|l| l.ty.clone())
            .unwrap_or(Type::Void)
    }

    /// `c ? a : b` without a branch: `b + c * (a - b)` would lose `b` to
    /// rounding, so the two products with 0/1 are added (0 * inf = 0 on PICA200).
    fn select(&mut self, c: &V, a: V, b: V) -> R<V> {
        match (a, b) {
            (V::Agg(xs), V::Agg(ys)) => Ok(V::Agg(
                xs.into_iter()
                    .zip(ys)
                    .map(|(x, y)| self.select(c, x, y))
                    .collect::<R<_>>()?,
            )),
            (a, b) => {
                let n = comps(&a).max(comps(&b));
                let cs = self.src(c).splat(0);
                let one = self.code.pool.operand(&[1.0]);
                let not_c = self.op(Op::Add, 1, vec![one, cs.negated()]);
                let nc = self.src(&not_c).splat(0);
                let bs = self.src(&b);
                let part = self.op(Op::Mul, n, vec![bs, nc]);
                let ps = self.src(&part);
                let as_ = self.src(&a);
                Ok(self.op(Op::Mad, n, vec![as_, cs, ps]))
            }
        }
    }

    fn convert(&mut self, v: V, from: Option<ScalarKind>, to: Option<ScalarKind>, n: u8) -> R<V> {
        use ScalarKind::*;
        let (Some(from), Some(to)) = (from, to) else {
            return Ok(v);
        };
        if let V::K(k) = &v {
            return Ok(V::K(
                k.iter()
                    .map(|x| match (from, to) {
                        (Float, Int | Uint) => x.trunc(),
                        (_, Bool) => f32::from(u8::from(*x != 0.0)),
                        _ => *x,
                    })
                    .collect(),
            ));
        }
        let s = self.src(&v);
        Ok(match (from, to) {
            (Float, Int | Uint) => self.trunc(s, n),
            (_, Bool) if from != Bool => {
                // x != 0: slt(x, 0) + slt(0, x)
                let zero = self.code.pool.operand(&[0.0]);
                let a = self.op(Op::Slt, n, vec![s, zero]);
                let b = self.op(Op::Slt, n, vec![zero, s]);
                let (a, b) = (self.src(&a), self.src(&b));
                self.op(Op::Add, n, vec![a, b])
            }
            _ => v,
        })
    }

    /// Truncation toward zero: flr(x) for x >= 0, -flr(-x) below.
    pub(super) fn trunc(&mut self, s: Src, n: u8) -> V {
        let f1 = self.op(Op::Flr, n, vec![s]);
        let f2 = self.op(Op::Flr, n, vec![s.negated()]);
        let zero = self.code.pool.operand(&[0.0]);
        let ge = self.op(Op::Sge, n, vec![s, zero]);
        let (f1, f2, ge) = (self.src(&f1), self.src(&f2), self.src(&ge));
        let sum = self.op(Op::Add, n, vec![f1, f2]);
        let sum = self.src(&sum);
        self.op(Op::Mad, n, vec![sum, ge, f2.negated()])
    }

    fn binary(&mut self, op: BinaryOp, ea: &Expr, eb: &Expr, ty: &Type) -> R<V> {
        let a = self.expr(ea)?;
        // M * vec4(v.xyz, 1.0) with M in rows: one `dph` per row.
        if let (BinaryOp::MatMul, V::Rows(rows, 4), ExprKind::Compose(parts)) = (op, &a, &eb.kind) {
            if let [xyz, w] = &parts[..] {
                if xyz.ty.vector_size() == Some(3)
                    && matches!(&w.kind, ExprKind::Constant(k) if k.len() == 1 && scalar_f(&k[0]) == 1.0)
                {
                    let v = self.expr(xyz)?;
                    let vs = self.src(&v);
                    let t = self.code.temp();
                    for (k, r) in rows.iter().enumerate() {
                        self.code.push(
                            Op::Dph,
                            Some(Dst {
                                reg: t,
                                mask: 1 << k,
                            }),
                            vec![vs, *r],
                        );
                    }
                    return Ok(V::S(Src::new(t), 4));
                }
            }
        }
        // a * b + c and c + a * b (also with -) in one `mad`.
        if matches!(op, BinaryOp::Add | BinaryOp::Sub)
            && matches!(
                ty,
                Type::Scalar(ScalarKind::Float) | Type::Vector(ScalarKind::Float, _)
            )
        {
            if let ExprKind::Binary(BinaryOp::Mul, xy) = &eb.kind {
                if matches!(&a, V::S(..)) || op == BinaryOp::Add {
                    let x = self.expr(&xy[0])?;
                    let y = self.expr(&xy[1])?;
                    if let Some(v) = self.mad(&x, &y, &a, op == BinaryOp::Sub, ty)? {
                        return Ok(v);
                    }
                    let b = self.binary_v(BinaryOp::Mul, x, y, &xy[0].ty, &xy[1].ty, &eb.ty)?;
                    return self.binary_v(op, a, b, &ea.ty, &eb.ty, ty);
                }
            }
        }
        let b = self.expr(eb)?;
        self.binary_v(op, a, b, &ea.ty, &eb.ty, ty)
    }

    /// `x * y + c` (or `c - x * y`) as one `mad`, unless all are constants.
    fn mad(&mut self, x: &V, y: &V, c: &V, negate: bool, ty: &Type) -> R<Option<V>> {
        if [x, y, c].iter().all(|v| matches!(v, V::K(_))) {
            return Ok(None);
        }
        if [x, y, c].iter().any(|v| !matches!(v, V::K(_) | V::S(..))) {
            return Ok(None);
        }
        let n = ty.vector_size().unwrap_or(1);
        let fit = |s: &mut Self, v: &V| {
            let src = s.src(v);
            if comps(v) == 1 && n > 1 {
                src.splat(0)
            } else {
                src
            }
        };
        let (mut sx, sy, sc) = (fit(self, x), fit(self, y), fit(self, c));
        if negate {
            sx = sx.negated();
        }
        Ok(Some(self.op(Op::Mad, n, vec![sx, sy, sc])))
    }

    fn binary_v(&mut self, op: BinaryOp, a: V, b: V, ta: &Type, tb: &Type, ty: &Type) -> R<V> {
        let kind = ta.scalar_kind().unwrap_or(ScalarKind::Float);
        if op == BinaryOp::MatMul {
            return self.matmul(a, b, ta, tb);
        }
        // Matrices and arrays: component-wise ops column by column, equality of all.
        if let (V::Agg(_) | V::Rows(..), _) | (_, V::Agg(_) | V::Rows(..)) = (&a, &b) {
            return self.binary_aggregate(op, a, b, ta, tb);
        }
        let _ = ty;
        if let (V::K(x), V::K(y)) = (&a, &b) {
            if let Some(k) = fold(op, kind, x, y) {
                return Ok(V::K(k));
            }
        }
        let na = comps(&a);
        let nb = comps(&b);
        let m = na.max(nb);
        // x + 0, x - 0, x * 1, 1 * x: no instruction (float only: the IR's
        // integer values are whole floats too, so the same holds).
        let all = |v: &V, x: f32| matches!(v, V::K(k) if k.iter().all(|c| *c == x));
        let widen = |s: &mut Self, v: V, n: u8| match v {
            V::S(src, 1) if n > 1 => V::S(src.splat(0), n),
            other => {
                let _ = s;
                other
            }
        };
        match op {
            BinaryOp::Add | BinaryOp::Sub if all(&b, 0.0) && na == m => return Ok(a),
            BinaryOp::Add if all(&a, 0.0) && nb == m => return Ok(b),
            BinaryOp::Add if all(&a, 0.0) => return Ok(widen(self, b, m)),
            BinaryOp::Mul if all(&b, 1.0) && na == m => return Ok(a),
            BinaryOp::Mul if all(&a, 1.0) && nb == m => return Ok(b),
            _ => {}
        }
        let mut sa = self.src(&a);
        let mut sb = self.src(&b);
        if na == 1 && m > 1 {
            sa = sa.splat(0);
        }
        if nb == 1 && m > 1 {
            sb = sb.splat(0);
        }
        use BinaryOp::*;
        let int = matches!(kind, ScalarKind::Int | ScalarKind::Uint);
        Ok(match op {
            Add => self.op(Op::Add, m, vec![sa, sb]),
            Sub => self.op(Op::Add, m, vec![sa, sb.negated()]),
            Mul => self.op(Op::Mul, m, vec![sa, sb]),
            Div if !int => {
                let r = match &b {
                    V::K(k) => {
                        let inv: Vec<f32> = k.iter().map(|x| 1.0 / x).collect();
                        let mut s = self.code.pool.operand(&inv);
                        if nb == 1 && m > 1 {
                            s = s.splat(0);
                        }
                        s
                    }
                    _ => {
                        let r = self.per_lane(Op::Rcp, sb, m);
                        self.src(&r)
                    }
                };
                self.op(Op::Mul, m, vec![sa, r])
            }
            Div => self.int_div(sa, sb, m),
            Rem => {
                return refuse(
                    "`%` on integers: PICA200 has no integer unit (write mod() on floats)",
                )
            }
            Less => self.op(Op::Slt, m, vec![sa, sb]),
            Greater => self.op(Op::Slt, m, vec![sb, sa]),
            GreaterEqual => self.op(Op::Sge, m, vec![sa, sb]),
            LessEqual => self.op(Op::Sge, m, vec![sb, sa]),
            Equal | NotEqual => {
                let x = self.op(Op::Sge, m, vec![sa, sb]);
                let y = self.op(Op::Sge, m, vec![sb, sa]);
                let (x, y) = (self.src(&x), self.src(&y));
                let e = self.op(Op::Mul, m, vec![x, y]);
                let mut all = self.src(&e);
                let mut acc = V::S(all.splat(0), 1);
                for i in 1..m {
                    let s = self.src(&acc);
                    acc = self.op(Op::Mul, 1, vec![s, all.splat(i)]);
                }
                all = self.src(&acc);
                if op == NotEqual {
                    let one = self.code.pool.operand(&[1.0]);
                    self.op(Op::Add, 1, vec![one, all.negated()])
                } else {
                    acc
                }
            }
            LogicalAnd => self.op(Op::Mul, 1, vec![sa, sb]),
            LogicalOr => self.op(Op::Max, 1, vec![sa, sb]),
            LogicalXor => {
                let d = self.op(Op::Add, 1, vec![sa, sb.negated()]);
                let d = self.src(&d);
                self.op(Op::Mul, 1, vec![d, d])
            }
            MatMul => return internal("a matrix product among component-wise operators"),
            BitAnd | BitOr | BitXor | Shl | Shr => {
                return refuse("bitwise operators: PICA200 computes in float24 only")
            }
        })
    }

    /// Integer division: the quotient of the magnitudes, `flr((|a| + 0.5) / |b|)`
    /// (the half keeps an inexact reciprocal from landing below a whole quotient),
    /// with the sign of `a * b`.
    fn int_div(&mut self, a: Src, b: Src, n: u8) -> V {
        let abs_a = self.op(Op::Max, n, vec![a, a.negated()]);
        let abs_b = self.op(Op::Max, n, vec![b, b.negated()]);
        let (abs_a, abs_b) = (self.src(&abs_a), self.src(&abs_b));
        let half = self.code.pool.operand(&[0.5]);
        let num = self.op(Op::Add, n, vec![half, abs_a]);
        let r = self.per_lane(Op::Rcp, abs_b, n);
        let (num, r) = (self.src(&num), self.src(&r));
        let q = self.op(Op::Mul, n, vec![num, r]);
        let q = self.src(&q);
        let q = self.op(Op::Flr, n, vec![q]);
        let q = self.src(&q);
        // sign(a * b) as 1 - 2 * slt(a * b, 0)
        let p = self.op(Op::Mul, n, vec![a, b]);
        let p = self.src(&p);
        let zero = self.code.pool.operand(&[0.0]);
        let neg = self.op(Op::Slt, n, vec![p, zero]);
        let neg = self.src(&neg);
        let two = self.code.pool.operand(&[-2.0]);
        let qn = self.op(Op::Mul, n, vec![two, q]);
        let qn = self.src(&qn);
        self.op(Op::Mad, n, vec![qn, neg, q])
    }

    pub(super) fn binary_aggregate(
        &mut self,
        op: BinaryOp,
        a: V,
        b: V,
        ta: &Type,
        tb: &Type,
    ) -> R<V> {
        let cols = |s: &mut Self, v: V, t: &Type| -> Vec<V> {
            match v {
                V::Agg(items) => items,
                V::Rows(rows, c) => (0..c)
                    .map(|j| columns_of(&mut s.code, &rows, c, j))
                    .collect(),
                V::K(k) => match t {
                    Type::Matrix { cols, rows } => (0..usize::from(*cols))
                        .map(|j| {
                            V::K(k[j * usize::from(*rows)..(j + 1) * usize::from(*rows)].to_vec())
                        })
                        .collect(),
                    _ => vec![V::K(k)],
                },
                s => vec![s],
            }
        };
        let xs = cols(self, a, ta);
        let ys = cols(self, b, tb);
        let elem_ty = |t: &Type| match t {
            Type::Matrix { rows, .. } => Type::Vector(ScalarKind::Float, *rows),
            t => t.clone(),
        };
        let (ea, eb) = (elem_ty(ta), elem_ty(tb));
        let pairs: Vec<(V, V)> = if xs.len() == 1 {
            ys.into_iter().map(|y| (xs[0].clone(), y)).collect()
        } else if ys.len() == 1 {
            xs.into_iter().map(|x| (x, ys[0].clone())).collect()
        } else {
            xs.into_iter().zip(ys).collect()
        };
        let mut out = Vec::new();
        for (x, y) in pairs {
            let rt = if ea.vector_size() >= eb.vector_size() {
                &ea
            } else {
                &eb
            };
            out.push(self.binary_v(op, x, y, &ea, &eb, &rt.clone())?);
        }
        if matches!(op, BinaryOp::Equal | BinaryOp::NotEqual) {
            // All columns equal.
            let mut acc: Option<V> = None;
            for v in out {
                acc = Some(match acc {
                    None => v,
                    Some(a) => {
                        if op == BinaryOp::Equal {
                            self.and(a, v)
                        } else {
                            let (sa, sv) = (self.src(&a), self.src(&v));
                            self.op(Op::Max, 1, vec![sa, sv])
                        }
                    }
                });
            }
            return Ok(acc.unwrap_or(V::K(vec![1.0])));
        }
        Ok(V::Agg(out))
    }

    fn and(&mut self, a: V, b: V) -> V {
        let (sa, sb) = (self.src(&a), self.src(&b));
        self.op(Op::Mul, 1, vec![sa, sb])
    }

    fn matmul(&mut self, a: V, b: V, ta: &Type, tb: &Type) -> R<V> {
        match (ta, tb) {
            // matrix * column vector
            (Type::Matrix { cols, rows }, Type::Vector(..)) => {
                let (cols, rows) = (*cols, *rows);
                let vs = self.src(&b);
                Ok(match a {
                    V::Rows(rws, _) => self.rows_times(&rws, cols, vs, rows),
                    a => {
                        let cs = self.matrix_columns(a, cols, rows);
                        self.columns_times(&cs, vs, rows)
                    }
                })
            }
            // row vector * matrix: component j = dot(v, column j)
            (Type::Vector(..), Type::Matrix { cols, rows }) => {
                let (cols, rows) = (*cols, *rows);
                let vs = self.src(&a);
                Ok(match b {
                    V::Rows(rws, _) => {
                        // v * M = sum over k of v[k] * row k
                        self.columns_times(&rws, vs, cols)
                    }
                    b => {
                        let cs = self.matrix_columns(b, cols, rows);
                        self.rows_times(&cs, rows, vs, cols)
                    }
                })
            }
            (Type::Matrix { cols, rows }, Type::Matrix { cols: c2, rows: r2 }) => {
                let (cols, rows, c2, r2) = (*cols, *rows, *c2, *r2);
                let bcols = self.matrix_columns(b, c2, r2);
                let mut out = Vec::new();
                for bc in bcols {
                    let vs = bc;
                    out.push(match &a {
                        V::Rows(rws, _) => self.rows_times(rws, cols, vs, rows),
                        a => {
                            let cs = self.matrix_columns(a.clone(), cols, rows);
                            self.columns_times(&cs, vs, rows)
                        }
                    });
                }
                Ok(V::Agg(out))
            }
            _ => internal("a matrix product of these types"),
        }
    }

    fn matrix_columns(&mut self, m: V, cols: u8, rows: u8) -> Vec<Src> {
        match m {
            V::Agg(items) => items.iter().map(|i| self.src(i)).collect(),
            V::K(k) => (0..usize::from(cols))
                .map(|j| {
                    let r = usize::from(rows);
                    self.code.pool.operand(&k[j * r..(j + 1) * r])
                })
                .collect(),
            V::Rows(rws, c) => (0..c)
                .map(|j| {
                    let v = columns_of(&mut self.code, &rws, c, j);
                    self.src(&v)
                })
                .collect(),
            V::S(s, _) => vec![s],
        }
    }

    /// One dot product per register of `rows` (each `n` wide) with `v`: `dp4`,
    /// `dp3`, or `mul` + `add` for two components.
    fn rows_times(&mut self, rows: &[Src], n: u8, v: Src, out_n: u8) -> V {
        let t = self.code.temp();
        for (k, r) in rows.iter().enumerate().take(usize::from(out_n)) {
            let d = Some(Dst {
                reg: t,
                mask: 1 << k,
            });
            match n {
                4 => self.code.push(Op::Dp4, d, vec![*r, v]),
                3 => self.code.push(Op::Dp3, d, vec![*r, v]),
                _ => {
                    let p = self.op(Op::Mul, n, vec![*r, v]);
                    let p = self.src(&p);
                    if n == 1 {
                        self.code.push(Op::Mov, d, vec![p.splat(0)]);
                    } else {
                        self.code.push(Op::Add, d, vec![p.splat(0), p.splat(1)]);
                    }
                }
            }
        }
        V::S(Src::new(t), out_n)
    }

    /// `sum over k of v[k] * cols[k]` by `mul` and `mad`.
    fn columns_times(&mut self, cols: &[Src], v: Src, out_n: u8) -> V {
        let mut acc = self.op(Op::Mul, out_n, vec![cols[0], v.splat(0)]);
        for (k, c) in cols.iter().enumerate().skip(1) {
            let a = self.src(&acc);
            acc = self.op(Op::Mad, out_n, vec![v.splat(k as u8), *c, a]);
        }
        acc
    }
}

/// Column `j` of a matrix held as rows.
pub(super) fn columns_of(code: &mut super::code::Code, rows: &[Src], _cols: u8, j: u8) -> V {
    let t = code.temp();
    for (k, r) in rows.iter().enumerate() {
        code.push(
            Op::Mov,
            Some(Dst {
                reg: t,
                mask: 1 << k,
            }),
            vec![r.splat(j).shifted(0)],
        );
    }
    V::S(Src::new(t), rows.len() as u8)
}

fn step_type(ty: &Type, i: usize, m: &gpubin_glsl::Module) -> Type {
    match ty {
        Type::Struct(id) => m.structs[*id as usize].members[i].ty.clone(),
        t => t.index_result().unwrap_or(Type::Void),
    }
}

pub(super) fn comps(v: &V) -> u8 {
    match v {
        V::K(k) => k.len() as u8,
        V::S(_, n) => *n,
        _ => 4,
    }
}

fn regs_of(v: &V) -> usize {
    match v {
        V::Rows(r, _) => r.len(),
        V::Agg(items) => items.iter().map(regs_of).sum(),
        _ => 1,
    }
}

fn first_uniform(v: &V) -> Option<(u32, u16)> {
    match v {
        V::S(s, _) => match s.reg {
            Reg::Uni { id, offset, .. } => Some((id, offset)),
            _ => None,
        },
        V::Rows(r, _) => first_uniform(&V::S(r[0], 4)),
        V::Agg(items) => items.first().and_then(first_uniform),
        V::K(_) => None,
    }
}

/// A constant of `ty` from its flattened scalars.
pub(super) fn constant(
    ty: &Type,
    k: &[gpubin_glsl::ir::Scalar],
    structs: &[gpubin_glsl::StructDef],
) -> V {
    fn build(
        ty: &Type,
        k: &[gpubin_glsl::ir::Scalar],
        at: &mut usize,
        structs: &[gpubin_glsl::StructDef],
    ) -> V {
        match ty {
            Type::Scalar(_) | Type::Vector(..) => {
                let n = usize::from(ty.vector_size().unwrap_or(1));
                let v = k[*at..*at + n].iter().map(scalar_f).collect();
                *at += n;
                V::K(v)
            }
            Type::Matrix { cols, rows } => V::Agg(
                (0..*cols)
                    .map(|_| build(&Type::Vector(ScalarKind::Float, *rows), k, at, structs))
                    .collect(),
            ),
            Type::Array(e, n) => V::Agg((0..*n).map(|_| build(e, k, at, structs)).collect()),
            Type::Struct(id) => V::Agg(
                structs[*id as usize]
                    .members
                    .iter()
                    .map(|m| build(&m.ty, k, at, structs))
                    .collect(),
            ),
            _ => V::K(vec![0.0]),
        }
    }
    let mut at = 0;
    build(ty, k, &mut at, structs)
}

/// Folds a binary operator on constants as the IR defines it (float arithmetic in
/// binary32, integer arithmetic truncating).
fn fold(op: BinaryOp, kind: ScalarKind, x: &[f32], y: &[f32]) -> Option<Vec<f32>> {
    use BinaryOp::*;
    let n = x.len().max(y.len());
    let at = |v: &[f32], i: usize| v[i.min(v.len() - 1)];
    let int = matches!(kind, ScalarKind::Int | ScalarKind::Uint);
    let b = |c: bool| f32::from(u8::from(c));
    let lanes = |f: &dyn Fn(f32, f32) -> f32| (0..n).map(|i| f(at(x, i), at(y, i))).collect();
    Some(match op {
        Add if int => lanes(&|a, b| (a as i32).wrapping_add(b as i32) as f32),
        Sub if int => lanes(&|a, b| (a as i32).wrapping_sub(b as i32) as f32),
        Mul if int => lanes(&|a, b| (a as i32).wrapping_mul(b as i32) as f32),
        Div if int => lanes(&|a, b| {
            if b as i32 == 0 {
                0.0
            } else {
                (a as i32).wrapping_div(b as i32) as f32
            }
        }),
        Rem if int => lanes(&|a, b| {
            if b as i32 == 0 {
                0.0
            } else {
                (a as i32).wrapping_rem(b as i32) as f32
            }
        }),
        Add => lanes(&|a, b| a + b),
        Sub => lanes(&|a, b| a - b),
        Mul => lanes(&|a, b| a * b),
        Div => lanes(&|a, b| a / b),
        Less => lanes(&|a, c| b(a < c)),
        LessEqual => lanes(&|a, c| b(a <= c)),
        Greater => lanes(&|a, c| b(a > c)),
        GreaterEqual => lanes(&|a, c| b(a >= c)),
        Equal => vec![b((0..n).all(|i| at(x, i) == at(y, i)))],
        NotEqual => vec![b((0..n).any(|i| at(x, i) != at(y, i)))],
        LogicalAnd => vec![b(x[0] != 0.0 && y[0] != 0.0)],
        LogicalOr => vec![b(x[0] != 0.0 || y[0] != 0.0)],
        LogicalXor => vec![b((x[0] != 0.0) != (y[0] != 0.0))],
        _ => return None,
    })
}

/// A uniform value read at a run-time index `i` (every register of it).
fn relative(v: V, i: Idx) -> V {
    let rel = |s: Src| match s.reg {
        Reg::Uni { id, offset, .. } => Src {
            reg: Reg::Uni {
                id,
                offset,
                rel: Rel::Dyn(i),
            },
            ..s
        },
        _ => s,
    };
    match v {
        V::S(s, n) => V::S(rel(s), n),
        V::Rows(rows, cols) => V::Rows(rows.into_iter().map(rel).collect(), cols),
        V::Agg(items) => V::Agg(items.into_iter().map(|x| relative(x, i)).collect()),
        k => k,
    }
}
