//! The inspector's text: the chunk tree with offsets and decoded fields, the symbol
//! tables as aligned columns, the code size, and the validator's findings.

use std::fmt::Write as _;

use gpubin_binfmt::Finding;

use super::code::{gp_instruction_count, pp_instruction_count};
use super::model::*;
use super::placed::placed_at;
use super::record::vuni;
use super::types::{glsl_type, precision_name};
use super::validate;
use super::write::{chunk_len, place, Encode};

/// Renders a model as the `gpubin inspect` text, findings included.
pub fn render(model: &MbsFile) -> String {
    let findings = validate(model);
    render_with(model, &findings)
}

/// Renders a model with findings computed elsewhere.
pub fn render_with(model: &MbsFile, findings: &[Finding]) -> String {
    if !model.is_placed() {
        // Offsets of the bytes the model writes.
        let mut placed = model.clone();
        place(&mut placed);
        return render_with(&placed, findings);
    }
    let mut out = String::new();
    let total: usize = model.blocks.iter().map(chunk_len).sum();
    let mut root = Node::new(format!("MBS1 @0x0 size {total}"));
    let mut at = 8;
    let mut tables = Vec::new();
    for (i, b) in model.blocks.iter().enumerate() {
        root.children.push(block(b, placed_at(b), i, &mut tables));
        at += chunk_len(b);
    }
    if !model.trailing.is_empty() {
        root.children.push(Node::new(format!(
            "(trailing) @0x{at:x} {} bytes after MBS1",
            model.trailing.len()
        )));
    }
    root.render(&mut out, "", "");
    for t in tables {
        out.push('\n');
        out.push_str(&t);
    }
    out.push('\n');
    let errors = findings.iter().filter(|f| f.is_error()).count();
    let _ = writeln!(
        out,
        "findings: {errors} error{}, {} warning{}",
        if errors == 1 { "" } else { "s" },
        findings.len() - errors,
        if findings.len() - errors == 1 {
            ""
        } else {
            "s"
        }
    );
    for f in findings {
        let _ = writeln!(out, "  {f}");
    }
    out
}

struct Node {
    label: String,
    children: Vec<Node>,
}

impl Node {
    fn new(label: String) -> Self {
        Node {
            label,
            children: Vec::new(),
        }
    }

    fn render(&self, out: &mut String, prefix: &str, child_prefix: &str) {
        let _ = writeln!(out, "{prefix}{}", self.label);
        let n = self.children.len();
        for (i, c) in self.children.iter().enumerate() {
            let last = i + 1 == n;
            let (branch, cont) = if last {
                ("└─ ", "   ")
            } else {
                ("├─ ", "│  ")
            };
            c.render(
                out,
                &format!("{child_prefix}{branch}"),
                &format!("{child_prefix}{cont}"),
            );
        }
    }
}

fn head(tag: impl std::fmt::Display, at: usize, len: usize) -> String {
    format!("{tag} @0x{at:x} size {len}")
}

fn block(b: &Block, at: usize, index: usize, tables: &mut Vec<String>) -> Node {
    let len = b.payload_len();
    match b {
        Block::Fragment(f) => {
            let mut n = Node::new(format!("{}: core {}", head("CFRA", at, len), core(f.core)));
            for c in &f.children {
                n.children
                    .push(fragment_child(c, placed_at(c), index, tables));
            }
            n
        }
        Block::Vertex(v) => {
            let mut n = Node::new(format!("{}: core {}", head("CVER", at, len), core(v.core)));
            for c in &v.children {
                n.children
                    .push(vertex_child(c, placed_at(c), index, tables));
            }
            n
        }
        Block::AttributeBindings(a) => {
            let mut n = Node::new(format!(
                "{}: {} bindings",
                head("BATT", at, len),
                a.bindings.len()
            ));
            let mut b_at = at + 12;
            for x in &a.bindings {
                n.children.push(Node::new(format!(
                    "{:?} -> attribute register {} (STRI @0x{b_at:x})",
                    x.name.name, x.binding
                )));
                b_at += chunk_len(&x.name) + 4;
            }
            n
        }
        Block::Unknown(r) => raw(r, at),
    }
}

fn core(id: u32) -> String {
    match MaliCore::from_id(id) {
        Some(c) => format!("{id} ({})", c.name()),
        None => format!("{id} (unknown)"),
    }
}

fn raw(r: &RawChunk, at: usize) -> Node {
    let preview: String = r.data.iter().take(16).map(|b| format!("{b:02x}")).collect();
    let more = if r.data.len() > 16 { "..." } else { "" };
    Node::new(format!(
        "{}: kept verbatim [{preview}{more}]",
        head(r.tag, at, r.data.len())
    ))
}

fn flags(pairs: &[(&str, u8)]) -> String {
    let set: Vec<String> = pairs
        .iter()
        .filter(|(_, v)| *v != 0)
        .map(|(n, v)| {
            if *v == 1 {
                n.to_string()
            } else {
                format!("{n}={v}")
            }
        })
        .collect();
    if set.is_empty() {
        "none".to_string()
    } else {
        set.join(" ")
    }
}

fn fragment_child(c: &FragmentChunk, at: usize, block: usize, tables: &mut Vec<String>) -> Node {
    let h = head(c.tag(), at, c.payload_len());
    match c {
        FragmentChunk::Stack(s) => Node::new(format!(
            "{h}: stack_size {}, initial_stack_pointer {}",
            s.stack_size, s.initial_stack_pointer
        )),
        FragmentChunk::Discard(d) => Node::new(format!("{h}: discard_used {}", d.discard_used)),
        FragmentChunk::BufferUse(b) => {
            let mut s = format!(
                "{h}: {}",
                flags(&[
                    ("color_read", b.color_read),
                    ("color_write", b.color_write),
                    ("depth_read", b.depth_read),
                    ("depth_write", b.depth_write),
                    ("stencil_read", b.stencil_read),
                    ("stencil_write", b.stencil_write),
                ])
            );
            if b.reserved != 0 {
                let _ = write!(s, ", reserved 0x{:04x}", b.reserved);
            }
            Node::new(s)
        }
        FragmentChunk::Uniforms(t) => {
            uniforms(t, at, &h, uniform_title("CFRA", block, at, t), tables)
        }
        FragmentChunk::Varyings(t) => varyings(
            t,
            at,
            &h,
            format!("CFRA[{block}] varyings (SVAR @0x{at:x}):"),
            tables,
        ),
        FragmentChunk::Code(code) => Node::new(format!("{h}: {}", pp_size(code))),
        FragmentChunk::Pilots(p) => pilots(p, &h, true),
        FragmentChunk::Registers(r) => Node::new(format!(
            "{h}: {} work registers, {} uniform registers",
            r.n_work_registers, r.n_uniform_registers
        )),
        FragmentChunk::Unknown(r) => raw(r, at),
    }
}

fn pp_size(code: &[u8]) -> String {
    let words = code.len() / 4;
    match pp_instruction_count(code) {
        Ok(n) => format!(
            "PP code, {words} words, {n} instruction{}",
            if n == 1 { "" } else { "s" }
        ),
        Err(e) => format!("PP code, {words} words, cannot be walked: {e}"),
    }
}

fn gp_size(code: &[u8]) -> String {
    let n = gp_instruction_count(code);
    format!(
        "GP code, {n} instruction{} of 128 bits{}",
        if n == 1 { "" } else { "s" },
        if code.len() % 16 != 0 {
            format!(" (+{} stray bytes)", code.len() % 16)
        } else {
            String::new()
        }
    )
}

fn vertex_child(c: &VertexChunk, at: usize, block: usize, tables: &mut Vec<String>) -> Node {
    let h = head(c.tag(), at, c.payload_len());
    match c {
        VertexChunk::Instructions(r) => Node::new(format!(
            "{h}: start {}, one_past_end {}, one_past_last_input_read {}",
            r.start, r.one_past_end, r.one_past_last_input_read
        )),
        VertexChunk::Fpoi(x) => Node::new(format!(
            "{h}: {} (obsolete, skipped by ARM's loader)",
            x.value
        )),
        VertexChunk::Transform(t) => {
            Node::new(format!("{h}: transform_status {}", t.transform_status))
        }
        VertexChunk::Uniforms(t) => {
            uniforms(t, at, &h, uniform_title("CVER", block, at, t), tables)
        }
        VertexChunk::Attributes(t) => attributes(
            t,
            at,
            &h,
            format!("CVER[{block}] attributes (SATT @0x{at:x}):"),
            tables,
        ),
        VertexChunk::Varyings(t) => varyings(
            t,
            at,
            &h,
            format!("CVER[{block}] varyings (SVAR @0x{at:x}):"),
            tables,
        ),
        VertexChunk::Code(code) => Node::new(format!("{h}: {}", gp_size(code))),
        VertexChunk::Pilots(p) => pilots(p, &h, false),
        VertexChunk::PreTransform(p) => {
            let mut n = Node::new(format!("{h}: {} actions", p.children.len()));
            let mut a_at = at + 8;
            for c in &p.children {
                n.children.push(match c {
                    PreTransformChunk::Action(a) => {
                        let mut node = Node::new(head("VACT", a_at, c.payload_len()));
                        let mut x_at = a_at + 8;
                        for x in a {
                            let xh = head(x.tag(), x_at, x.payload_len());
                            node.children.push(match x {
                                ActionChunk::Expression(e) => Node::new(format!(
                                    "{xh}: kind {} size {} children {} swizzle 0x{:02x}",
                                    e.kind, e.size, e.n_children, e.swizzle
                                )),
                                ActionChunk::Operand(o) => Node::new(format!(
                                    "{xh}: kind {} type {} address {} value {}",
                                    o.kind, o.ty, o.address, o.value
                                )),
                                ActionChunk::Unknown(r) => raw(r, x_at),
                            });
                            x_at += chunk_len(x);
                        }
                        node
                    }
                    PreTransformChunk::Unknown(r) => raw(r, a_at),
                });
                a_at += chunk_len(c);
            }
            n
        }
        VertexChunk::Registers(r) => Node::new(format!(
            "{h}: {} work registers, {} uniform registers",
            r.n_work_registers, r.n_uniform_registers
        )),
        VertexChunk::Unknown(r) => raw(r, at),
    }
}

fn pilots(p: &PilotShaders, h: &str, fragment: bool) -> Node {
    let mut n = Node::new(format!(
        "{h}: uniform_offset {}, uniform_stride {}",
        p.uniform_offset, p.uniform_stride
    ));
    for c in &p.children {
        let c_at = placed_at(c);
        let ch = head(c.tag(), c_at, c.payload_len());
        n.children.push(match &**c {
            PilotChunk::Code(code) if fragment => Node::new(format!("{ch}: {}", pp_size(code))),
            PilotChunk::Code(code) => Node::new(format!("{ch}: {}", gp_size(code))),
            PilotChunk::ProgramEnd(v) => Node::new(format!("{ch}: one_past_program_end {v}")),
            PilotChunk::Unknown(r) => raw(r, c_at),
        });
    }
    n
}

/// One row of a symbol table.
struct Row {
    cells: Vec<String>,
}

const COLUMNS: [&str; 11] = [
    "#",
    "name",
    "type",
    "address",
    "vec",
    "vstride",
    "array",
    "astride",
    "precision",
    "bits",
    "flags",
];

fn table(title: String, rows: &[Row]) -> String {
    let mut widths: Vec<usize> = COLUMNS.iter().map(|c| c.len()).collect();
    for r in rows {
        for (w, c) in widths.iter_mut().zip(&r.cells) {
            *w = (*w).max(c.chars().count());
        }
    }
    let numeric = |i: usize| matches!(i, 0 | 3 | 4 | 5 | 6 | 7 | 9);
    let mut out = format!("{title}\n");
    let line = |cells: Vec<&str>, out: &mut String| {
        let mut s = String::from("  ");
        for (i, c) in cells.iter().enumerate() {
            let pad = widths[i] - c.chars().count();
            if numeric(i) {
                s.push_str(&" ".repeat(pad));
                s.push_str(c);
            } else {
                s.push_str(c);
                s.push_str(&" ".repeat(pad));
            }
            s.push_str("  ");
        }
        out.push_str(s.trim_end());
        out.push('\n');
    };
    line(COLUMNS.to_vec(), &mut out);
    for r in rows {
        line(r.cells.iter().map(|s| s.as_str()).collect(), &mut out);
    }
    out
}

fn row(
    index: usize,
    depth: usize,
    name: &str,
    info: &SymbolInfo,
    address: i16,
    flags: String,
) -> Row {
    Row {
        cells: vec![
            index.to_string(),
            format!("{}{name}", "  ".repeat(depth)),
            glsl_type(info),
            address.to_string(),
            info.vec_size.to_string(),
            info.vector_stride.to_string(),
            info.array_size.to_string(),
            info.array_stride.to_string(),
            precision_name(info.precision)
                .map(str::to_string)
                .unwrap_or_else(|| info.precision.to_string()),
            info.bit_precision.to_string(),
            flags,
        ],
    }
}

fn symbol_flags(info: &SymbolInfo, extra: &[String]) -> String {
    let mut f = vec![format!("v{}", info.version)];
    if info.invariant != 0 {
        f.push("invariant".to_string());
    }
    f.extend(extra.iter().cloned());
    f.join(" ")
}

fn uniform_title(stage: &str, block: usize, at: usize, t: &UniformTable) -> String {
    format!(
        "{stage}[{block}] uniforms (SUNI @0x{at:x}, total_size {} cells):",
        t.total_size
    )
}

/// The symbol tables alone, as aligned columns (the inspector's second part), for
/// tables that are not in a file yet, such as a layout's.
pub fn symbol_tables(
    label: &str,
    uniforms_: Option<&UniformTable>,
    attributes_: Option<&AttributeTable>,
    varyings_: Option<&VaryingTable>,
) -> String {
    let mut tables = Vec::new();
    if let Some(t) = uniforms_ {
        let title = format!("{label} uniforms (total_size {} cells):", t.total_size);
        uniforms(t, 0, "", title, &mut tables);
    }
    if let Some(t) = attributes_ {
        attributes(t, 0, "", format!("{label} attributes:"), &mut tables);
    }
    if let Some(t) = varyings_ {
        varyings(t, 0, "", format!("{label} varyings:"), &mut tables);
    }
    tables.join("\n")
}

/// Lists a symbol table's children under `n`, the first at `c_at`: each symbol gives
/// its node and its row of the table titled `title` (from its index, itself, its
/// `TAG[i] @offset size n` label and its offset); unknown chunks show raw.
fn symbol_children<C: TableChunk + Encode>(
    n: &mut Node,
    children: &[C],
    mut c_at: usize,
    title: String,
    tables: &mut Vec<String>,
    mut symbol: impl FnMut(usize, &C::Symbol, &str, usize) -> (Node, Row),
) {
    let mut rows = Vec::new();
    for c in children {
        match c.symbol() {
            Ok(s) => {
                let i = rows.len();
                let label = format!(
                    "{}[{i}] @0x{c_at:x} size {}",
                    C::SYMBOL_TAG,
                    c.payload_len()
                );
                let (node, row) = symbol(i, s, &label, c_at);
                n.children.push(node);
                rows.push(row);
            }
            Err(r) => n.children.push(raw(r, c_at)),
        }
        c_at += chunk_len(c);
    }
    if !rows.is_empty() {
        tables.push(table(title, &rows));
    }
}

fn uniforms(t: &UniformTable, at: usize, h: &str, title: String, tables: &mut Vec<String>) -> Node {
    let count = t.symbols().count();
    let mut n = Node::new(format!(
        "{h}: {count} uniform{}, total_size {} cells{}",
        if count == 1 { "" } else { "s" },
        t.total_size,
        t.declared_count
            .map(|c| format!(", declared count {c}"))
            .unwrap_or_default()
    ));
    let syms: Vec<&UniformSymbol> = t.symbols().collect();
    // Depth of each entry below its top-level uniform (members follow their struct).
    let mut depth = vec![0usize; syms.len()];
    symbol_children(
        &mut n,
        &t.children,
        at + 16,
        title,
        tables,
        |i, s, label, c_at| {
            if let Ok(p) = usize::try_from(s.parent) {
                if p < i {
                    depth[i] = (depth[p] + 1).min(16);
                }
            }
            let mut extra = Vec::new();
            let mut node = Node::new(format!("{label}: {:?} {}", s.name.name, glsl_type(&s.info)));
            let mut x_at = c_at + 8 + chunk_len(&s.name) + vuni::END;
            for x in &s.chunks {
                let xh = head(x.tag(), x_at, x.payload_len());
                node.children.push(match x {
                    UniformChunk::Indices(ix) => {
                        let parts: Vec<String> = ix
                            .iter()
                            .map(|k| match k {
                                IndexChunk::TdRemap(v) => format!("ITDR {v}"),
                                IndexChunk::Yuv(v) => format!("IYUV {v}"),
                                IndexChunk::Gradient(v) => format!("IGRD {v}"),
                                IndexChunk::Unknown(r) => {
                                    format!("{} ({} bytes)", r.tag, r.data.len())
                                }
                            })
                            .collect();
                        extra.push("VIDX".to_string());
                        Node::new(format!("{xh}: {}", parts.join(", ")))
                    }
                    UniformChunk::Initializer(v) => {
                        extra.push("VINI".to_string());
                        let vals: Vec<String> = v
                            .values
                            .iter()
                            .take(8)
                            .map(|f| format!("{:?}", f.value()))
                            .collect();
                        Node::new(format!(
                            "{xh}: {} value{} [{}{}]",
                            v.values.len(),
                            if v.values.len() == 1 { "" } else { "s" },
                            vals.join(", "),
                            if v.values.len() > 8 { ", ..." } else { "" }
                        ))
                    }
                    UniformChunk::Unknown(r) => raw(r, x_at),
                });
                x_at += chunk_len(x);
            }
            let row = row(
                i,
                depth[i],
                &s.name.name,
                &s.info,
                s.address,
                symbol_flags(&s.info, &extra),
            );
            (node, row)
        },
    );
    n
}

fn varyings(t: &VaryingTable, at: usize, h: &str, title: String, tables: &mut Vec<String>) -> Node {
    let count = t.symbols().count();
    let mut n = Node::new(format!(
        "{h}: {count} varying{}",
        if count == 1 { "" } else { "s" }
    ));
    symbol_children(
        &mut n,
        &t.children,
        at + 12,
        title,
        tables,
        |i, s, label, _| {
            let node = Node::new(format!("{label}: {:?} {}", s.name.name, glsl_type(&s.info)));
            let mut extra = Vec::new();
            if s.clamped != 0 {
                extra.push("clamped".to_string());
            }
            if s.attribute_copy != -1 {
                extra.push(format!("attribute_copy={}", s.attribute_copy));
            }
            let row = row(
                i,
                0,
                &s.name.name,
                &s.info,
                s.address,
                symbol_flags(&s.info, &extra),
            );
            (node, row)
        },
    );
    n
}

fn attributes(
    t: &AttributeTable,
    at: usize,
    h: &str,
    title: String,
    tables: &mut Vec<String>,
) -> Node {
    let count = t.symbols().count();
    let mut n = Node::new(format!(
        "{h}: {count} attribute{}",
        if count == 1 { "" } else { "s" }
    ));
    symbol_children(
        &mut n,
        &t.children,
        at + 12,
        title,
        tables,
        |i, s, label, _| {
            let node = Node::new(format!("{label}: {:?} {}", s.name.name, glsl_type(&s.info)));
            let row = row(
                i,
                0,
                &s.name.name,
                &s.info,
                s.address,
                symbol_flags(&s.info, &[]),
            );
            (node, row)
        },
    );
    n
}
