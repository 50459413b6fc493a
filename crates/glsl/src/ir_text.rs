//! A readable text form of the IR (`Display` for [`Module`]), for
//! debugging and documentation. Not a stable format.

use crate::ir::*;
use crate::types::Type;
use std::fmt::{self, Write};

struct Printer<'m> {
    m: &'m Module,
    f: Option<&'m Function>,
    out: String,
}

impl Printer<'_> {
    fn ty(&self, t: &Type) -> String {
        t.name(&self.m.structs)
    }

    fn root(&self, r: &Root) -> String {
        match r {
            Root::Global(g) => self
                .m
                .globals
                .get(g.index())
                .map_or_else(|| format!("g{g}"), |g| g.name.clone()),
            Root::Local(l) => self
                .f
                .and_then(|f| f.locals.get(l.index()))
                .map_or_else(|| format!("l{l}"), |l| format!("%{}", l.name)),
        }
    }

    fn place(&self, p: &Place) -> String {
        let mut s = self.root(&p.root);
        for a in &p.path {
            match a {
                Access::Index(e) => {
                    let _ = write!(s, "[{}]", self.expr(e));
                }
                Access::Member(m) => {
                    let _ = write!(s, ".{m}");
                }
                Access::Swizzle(c) => {
                    s.push('.');
                    s.extend(c.iter().map(|c| ['x', 'y', 'z', 'w'][(*c as usize).min(3)]));
                }
            }
        }
        s
    }

    fn scalar(s: &Scalar) -> String {
        match s {
            Scalar::Float(f) => format!("{f:?}"),
            Scalar::Int(i) => i.to_string(),
            Scalar::Uint(u) => format!("{u}u"),
            Scalar::Bool(b) => b.to_string(),
        }
    }

    fn expr(&self, e: &Expr) -> String {
        let list = |es: &[Expr]| {
            es.iter()
                .map(|e| self.expr(e))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match &e.kind {
            ExprKind::Constant(v) if v.len() == 1 => Self::scalar(&v[0]),
            ExprKind::Constant(v) => format!(
                "{}{{{}}}",
                self.ty(&e.ty),
                v.iter().map(Self::scalar).collect::<Vec<_>>().join(", ")
            ),
            ExprKind::Load(p) => self.place(p),
            ExprKind::Unary(op, a) => format!("{op:?}({})", self.expr(a)).to_lowercase(),
            ExprKind::Binary(op, ab) => {
                let [a, b] = &**ab;
                format!(
                    "({} {} {})",
                    self.expr(a),
                    format!("{op:?}").to_lowercase(),
                    self.expr(b)
                )
            }
            ExprKind::Select(c, a, b) => {
                format!("({} ? {} : {})", self.expr(c), self.expr(a), self.expr(b))
            }
            ExprKind::Swizzle(a, c) => format!(
                "{}.{}",
                self.expr(a),
                c.iter()
                    .map(|c| ['x', 'y', 'z', 'w'][(*c as usize).min(3)])
                    .collect::<String>()
            ),
            ExprKind::Index(a, i) => format!("{}[{}]", self.expr(a), self.expr(i)),
            ExprKind::Member(a, m) => format!("{}.{m}", self.expr(a)),
            ExprKind::Compose(parts) => format!("{}({})", self.ty(&e.ty), list(parts)),
            ExprKind::Splat(a) => format!("splat<{}>({})", self.ty(&e.ty), self.expr(a)),
            ExprKind::Convert(a) => format!("{}({})", self.ty(&e.ty), self.expr(a)),
            ExprKind::Builtin(f, args) => format!("{f:?}({})", list(args)),
            ExprKind::Texture(t) => {
                let mut s = format!(
                    "texture<{}>({}, {}",
                    self.ty(&e.ty),
                    self.expr(&t.sampler),
                    self.expr(&t.coordinate)
                );
                match &t.level {
                    TextureLevel::Auto => {}
                    TextureLevel::Bias(b) => {
                        let _ = write!(s, ", bias={}", self.expr(b));
                    }
                    TextureLevel::Lod(l) => {
                        let _ = write!(s, ", lod={}", self.expr(l));
                    }
                    TextureLevel::Grad(x, y) => {
                        let _ = write!(s, ", grad={}, {}", self.expr(x), self.expr(y));
                    }
                    TextureLevel::Fetch(l) => {
                        let _ = write!(
                            s,
                            ", fetch={}",
                            l.as_ref().map_or_else(|| "-".into(), |l| self.expr(l))
                        );
                    }
                }
                if let Some(o) = &t.offset {
                    let _ = write!(s, ", offset={}", self.expr(o));
                }
                if let Some(r) = &t.depth_ref {
                    let _ = write!(s, ", ref={}", self.expr(r));
                }
                s.push(')');
                s
            }
            ExprKind::TextureSize(s, l) => format!(
                "textureSize({}{})",
                self.expr(s),
                l.as_ref()
                    .map_or_else(String::new, |l| format!(", {}", self.expr(l)))
            ),
        }
    }

    fn line(&mut self, depth: usize, text: &str) {
        for _ in 0..depth {
            self.out.push_str("    ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn block(&mut self, b: &[Stmt], depth: usize) {
        for s in b {
            self.stmt(s, depth);
        }
    }

    fn stmt(&mut self, s: &Stmt, d: usize) {
        match &s.kind {
            StmtKind::Store { place, value } => {
                let t = format!("{} = {}", self.place(place), self.expr(value));
                self.line(d, &t);
            }
            StmtKind::Call {
                function,
                args,
                result,
            } => {
                let name = match crate::geometry::GeometryOp::from_id(*function) {
                    Some(op) => op.name(),
                    None => self
                        .m
                        .functions
                        .get(function.index())
                        .map_or("?", |f| f.name.as_str()),
                };
                let args: Vec<String> = args
                    .iter()
                    .map(|a| match a {
                        CallArg::In(e) => self.expr(e),
                        CallArg::Out(p) => format!("out {}", self.place(p)),
                        CallArg::InOut(p) => format!("inout {}", self.place(p)),
                    })
                    .collect();
                let lhs = result
                    .as_ref()
                    .map_or_else(String::new, |p| format!("{} = ", self.place(p)));
                let t = format!("{lhs}call {name}({})", args.join(", "));
                self.line(d, &t);
            }
            StmtKind::If {
                condition,
                accept,
                reject,
            } => {
                let t = format!("if {} {{", self.expr(condition));
                self.line(d, &t);
                self.block(accept, d + 1);
                if !reject.is_empty() {
                    self.line(d, "} else {");
                    self.block(reject, d + 1);
                }
                self.line(d, "}");
            }
            StmtKind::Loop {
                body, continuing, ..
            } => {
                self.line(d, "loop {");
                self.block(body, d + 1);
                if !continuing.is_empty() {
                    self.line(d, "} continuing {");
                    self.block(continuing, d + 1);
                }
                self.line(d, "}");
            }
            StmtKind::Switch { selector, cases } => {
                let t = format!("switch {} {{", self.expr(selector));
                self.line(d, &t);
                for c in cases {
                    let mut labels: Vec<String> =
                        c.values.iter().map(|v| format!("case {v}")).collect();
                    if c.is_default {
                        labels.push("default".into());
                    }
                    let t = format!("{}:", labels.join(", "));
                    self.line(d + 1, &t);
                    self.block(&c.body, d + 2);
                }
                self.line(d, "}");
            }
            StmtKind::Break => self.line(d, "break"),
            StmtKind::Continue => self.line(d, "continue"),
            StmtKind::Return(None) => self.line(d, "return"),
            StmtKind::Return(Some(e)) => {
                let t = format!("return {}", self.expr(e));
                self.line(d, &t);
            }
            StmtKind::Discard => self.line(d, "discard"),
        }
    }
}

impl fmt::Display for Module {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut p = Printer {
            m: self,
            f: None,
            out: String::new(),
        };
        let _ = writeln!(p.out, "// {} {} shader", self.version.name(), self.stage);
        if let Some(g) = &self.reflection.geometry {
            let _ = writeln!(p.out, "// {g}");
        }
        for s in &self.structs {
            let members: Vec<String> = s
                .members
                .iter()
                .map(|m| format!("{} {};", p.ty(&m.ty), m.name))
                .collect();
            let _ = writeln!(p.out, "struct {} {{ {} }}", s.name, members.join(" "));
        }
        for g in &self.globals {
            let class = format!("{:?}", g.class).to_lowercase();
            let used = if g.statically_used { "" } else { "  // unused" };
            let _ = writeln!(p.out, "{class} {} {};{used}", p.ty(&g.ty), g.name);
        }
        for func in &self.functions {
            p.f = Some(func);
            let params: Vec<String> = func
                .params
                .iter()
                .map(|x| {
                    format!(
                        "{} {} %{}",
                        format!("{:?}", x.direction).to_lowercase(),
                        p.ty(&x.ty),
                        x.name
                    )
                })
                .collect();
            let header = format!(
                "\nfn {}({}) -> {} {{",
                func.name,
                params.join(", "),
                p.ty(&func.return_type)
            );
            p.line(0, &header);
            for l in func.locals.iter().skip(func.params.len()) {
                let t = format!("var {} %{}", p.ty(&l.ty), l.name);
                p.line(1, &t);
            }
            let body = &func.body;
            p.block(body, 1);
            p.line(0, "}");
        }
        f.write_str(&p.out)
    }
}
