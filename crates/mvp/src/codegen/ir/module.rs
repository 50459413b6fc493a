//! Module-level items: function definitions and declarations, and the
//! printer that lays them out.

use super::inst::{Inst, TypeError};
use super::ty::Ty;
use super::value::Value;
use std::fmt::Write;

/// Who sees a definition outside its module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Linkage {
    /// The default: visible to the modules it is linked with.
    External,
    /// `internal`: private to the module (helpers whose names repeat across
    /// modules).
    Internal,
}

/// `define`: a function with a body.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    /// Who sees it.
    pub linkage: Linkage,
    /// The return type.
    pub ret: Ty,
    /// Without `@`.
    pub name: String,
    /// The parameters as registers (`%gl_in`).
    pub params: Vec<Value>,
    /// The blocks.
    pub body: Body,
}

/// `declare`: a function defined elsewhere.
#[derive(Clone, Debug, PartialEq)]
pub struct Declaration {
    /// The return type.
    pub ret: Ty,
    /// Without `@`.
    pub name: String,
    /// The parameter types.
    pub params: Vec<Ty>,
}

/// A global variable with a constant initializer.
#[derive(Clone, Debug, PartialEq)]
pub struct Global {
    /// Who sees it.
    pub linkage: Linkage,
    /// `constant` (read-only) rather than `global`.
    pub constant: bool,
    /// Without `@`.
    pub name: String,
    /// The initializer; its type is the global's.
    pub init: Value,
    /// Printed after the definition as `; note`.
    pub note: Option<String>,
}

/// A top-level item of a module.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    /// A function definition.
    Define(Function),
    /// A function declaration.
    Declare(Declaration),
    /// A global variable.
    Global(Global),
}

impl Global {
    /// A read-only global named `name` (without `@`) holding `init`, a
    /// constant.
    pub fn constant(
        linkage: Linkage,
        name: impl Into<String>,
        init: Value,
        note: Option<String>,
    ) -> Result<Global, TypeError> {
        let name = name.into();
        if !init.ty.is_first_class() || !init.is_const() {
            return Err(TypeError(format!(
                "@{name}: initializer `{}` is not a constant",
                init.typed()
            )));
        }
        if note.as_deref().is_some_and(|n| n.contains('\n')) {
            return Err(TypeError(format!("@{name}: note spans lines")));
        }
        Ok(Global {
            linkage,
            constant: true,
            name,
            init,
            note,
        })
    }

    /// `@name = ... init` (and `; note`) and a newline.
    pub fn print(&self) -> String {
        let linkage = match self.linkage {
            Linkage::External => "",
            Linkage::Internal => "internal ",
        };
        let kind = if self.constant { "constant" } else { "global" };
        let note = match &self.note {
            Some(n) => format!(" ; {n}"),
            None => String::new(),
        };
        format!(
            "@{} = {linkage}{kind} {}{note}\n",
            self.name,
            self.init.typed()
        )
    }
}

impl Function {
    /// An empty function (its `entry` block open) with parameters named
    /// `params` (without `%`).
    pub fn new(
        linkage: Linkage,
        ret: Ty,
        name: impl Into<String>,
        params: &[(Ty, &str)],
    ) -> Result<Function, TypeError> {
        let name = name.into();
        for (t, p) in params {
            if !t.is_first_class() {
                return Err(TypeError(format!("@{name}: parameter %{p} of type void")));
            }
        }
        Ok(Function {
            linkage,
            ret,
            params: params
                .iter()
                .map(|(t, p)| Value::reg(t.clone(), format!("%{p}")))
                .collect(),
            name,
            body: Body::default(),
        })
    }

    /// Parameter `k` as an operand.
    pub fn param(&self, k: usize) -> Value {
        self.params[k].clone()
    }

    /// Append `i` to the open block with its result named `name` (without
    /// `%`); the result as an operand.
    pub fn add(&mut self, name: &str, i: Result<Inst, TypeError>) -> Result<Value, TypeError> {
        let i = i?;
        let ty = i.result_ty();
        if ty == Ty::Void {
            return Err(TypeError(format!("%{name} = {i}: no result to name")));
        }
        self.body
            .current()
            .lines
            .push(Line(Some(name.to_string()), i));
        Ok(Value::reg(ty, format!("%{name}")))
    }

    /// Append `i`, which has no result (or one nobody reads), to the open
    /// block.
    pub fn put(&mut self, i: Result<Inst, TypeError>) -> Result<(), TypeError> {
        self.body.current().lines.push(Line(None, i?));
        Ok(())
    }

    /// Open block `label`, printed after an empty line.
    pub fn block(&mut self, label: &str) {
        self.body.blocks.push(Block {
            label: label.to_string(),
            spaced: true,
            lines: Vec::new(),
        });
    }

    /// The `declare` matching this definition (for calls to it).
    pub fn declaration(&self) -> Declaration {
        Declaration::new(
            self.ret.clone(),
            self.name.clone(),
            self.params.iter().map(|p| p.ty.clone()).collect(),
        )
    }

    /// Every block ends in a terminator, as LLVM requires.
    fn check_terminated(&self) -> Result<(), TypeError> {
        match self.body.blocks.iter().find(|b| !b.terminated()) {
            Some(b) => Err(TypeError(format!(
                "@{}: block %{} has no terminator",
                self.name, b.label
            ))),
            None => Ok(()),
        }
    }

    /// `define ... @name(params)`, without the body.
    pub fn signature(&self) -> String {
        let linkage = match self.linkage {
            Linkage::External => "",
            Linkage::Internal => "internal ",
        };
        let params: Vec<String> = self.params.iter().map(Value::typed).collect();
        format!(
            "define {linkage}{} @{}({})",
            self.ret,
            self.name,
            params.join(", ")
        )
    }

    /// `define ... { body }` and a newline.
    pub fn print(&self) -> String {
        format!("{} {{\n{}}}\n", self.signature(), self.body.print())
    }
}

impl Declaration {
    /// A declaration of `@name` returning `ret`.
    pub fn new(ret: Ty, name: impl Into<String>, params: Vec<Ty>) -> Declaration {
        Declaration {
            ret,
            name: name.into(),
            params,
        }
    }

    /// A call to this function; the arguments must match its parameters.
    pub fn call(&self, args: Vec<Value>) -> Result<Inst, TypeError> {
        let types: Vec<&Ty> = args.iter().map(|a| &a.ty).collect();
        if types.len() != self.params.len() || types.iter().zip(&self.params).any(|(a, p)| *a != p)
        {
            let given: Vec<String> = types.iter().map(|t| t.to_string()).collect();
            return Err(TypeError(format!(
                "call @{}: arguments ({}) for {}",
                self.name,
                given.join(", "),
                self.print().trim_end()
            )));
        }
        Inst::call(self.ret.clone(), self.name.clone(), args)
    }

    /// `declare ...` and a newline.
    pub fn print(&self) -> String {
        let params: Vec<String> = self.params.iter().map(Ty::to_string).collect();
        format!(
            "declare {} @{}({})\n",
            self.ret,
            self.name,
            params.join(", ")
        )
    }
}

/// Print `items` in order: an empty line after each definition, and after
/// a declaration or global that a definition follows (declarations and
/// globals in a row stay together). Fails on a block without a terminator.
pub fn print_items(items: &[Item]) -> Result<String, TypeError> {
    let mut out = String::new();
    for (k, item) in items.iter().enumerate() {
        let text = match item {
            Item::Define(f) => {
                f.check_terminated()?;
                let _ = writeln!(out, "{}", f.print());
                continue;
            }
            Item::Declare(d) => d.print(),
            Item::Global(g) => g.print(),
        };
        out.push_str(&text);
        if matches!(items.get(k + 1), Some(Item::Define(_))) {
            out.push('\n');
        }
    }
    Ok(out)
}

/// One line of a basic block: an instruction and the name of its result
/// (without `%`).
#[derive(Clone, Debug, PartialEq)]
pub struct Line(pub Option<String>, pub Inst);

/// A basic block.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Block {
    /// The label, without `%`.
    pub label: String,
    /// Printed after an empty line (blocks the lowering opens on purpose;
    /// unreachable code after a terminator gets a block without one).
    pub spaced: bool,
    /// The instructions, the last one a terminator once the block is done.
    pub lines: Vec<Line>,
}

impl Block {
    /// Whether the block ends with a terminator (`br`, `ret`, ...).
    pub fn terminated(&self) -> bool {
        matches!(self.lines.last(), Some(Line(_, i)) if i.is_terminator())
    }
}

/// The body of a function: the entry block's allocas, then the blocks
/// (the first is `entry`).
#[derive(Clone, Debug, PartialEq)]
pub struct Body {
    /// The entry block's `alloca`s, printed at its top.
    pub allocas: Vec<Line>,
    /// The blocks in order.
    pub blocks: Vec<Block>,
}

impl Default for Body {
    fn default() -> Body {
        Body {
            allocas: Vec::new(),
            blocks: vec![Block {
                label: "entry".into(),
                ..Default::default()
            }],
        }
    }
}

fn print_line(out: &mut String, l: &Line) {
    let _ = match l {
        Line(Some(n), i) => writeln!(out, "  %{n} = {i}"),
        Line(None, i) => writeln!(out, "  {i}"),
    };
}

impl Body {
    /// The block instructions are appended to: the last one.
    pub fn current(&mut self) -> &mut Block {
        // `blocks` is never empty: `Default` gives `entry`, and blocks
        // are only added.
        let last = self.blocks.len() - 1;
        &mut self.blocks[last]
    }

    /// The blocks as LLVM text, between the braces of `define`.
    pub fn print(&self) -> String {
        let mut out = String::new();
        for (k, b) in self.blocks.iter().enumerate() {
            if b.spaced {
                out.push('\n');
            }
            let _ = writeln!(out, "{}:", b.label);
            if k == 0 {
                for l in &self.allocas {
                    print_line(&mut out, l);
                }
            }
            for l in &b.lines {
                print_line(&mut out, l);
            }
        }
        out
    }
}
