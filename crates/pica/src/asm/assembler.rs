//! The assembler's state and its walk over the source: one line at a time, blocks
//! (`.proc`, `ifu/ifc`, `for`, `.constfa`) on a stack, automatic padding NOPs, and
//! linking (procedure calls, entry points) once every file is read.

use super::alloc::{Allocators, UniformKind};
use super::diag::{Code, Diagnostic, Diagnostics, Severity};
use super::line::{self, LineKind, Loc, Piece, Span};
use super::operand::{AliasTable, Bank, Reg};
use super::{Assembly, HeaderUniform, Options, Source};
use crate::float24::Float24;
use crate::isa::{DescriptorTable, Opcode, OperandKind};
use crate::shbin::{self, Constant, Dvle, GeometryInfo, GeometryMode, Output, ShaderType, Shbin};
use std::collections::HashMap;

/// picasso's nesting limit.
pub const MAX_BLOCKS: usize = 32;
/// Code memory of the shader units, in words ([`shbin::MAX_CODE_WORDS`]).
pub const MAX_CODE: usize = shbin::MAX_CODE_WORDS;

#[derive(Clone, Debug)]
pub enum BlockKind {
    Proc(String),
    For,
    /// `Some(position)` once `.else` has been seen.
    If(Option<u32>),
    Array,
}

#[derive(Clone, Debug)]
pub struct Block {
    pub kind: BlockKind,
    /// Code position at the opening (for `if`/`for`: the position of their word).
    pub pos: u32,
    pub loc: Loc,
}

/// A `.constfa` being collected.
#[derive(Clone, Debug)]
pub struct ConstArray {
    pub name: String,
    pub size: Option<usize>,
    pub elements: Vec<[Float24; 4]>,
}

/// One DVLE being built.
#[derive(Clone, Debug)]
pub struct DvleState {
    pub file: String,
    pub entry: String,
    pub entry_loc: Option<Loc>,
    /// `.entryat START END` (gpubin extension): the entry range itself.
    pub entry_range: Option<(u32, u32, Loc)>,
    /// `.inmask` / `.outmask` (gpubin extension): header masks as given.
    pub mask_override: (Option<u16>, Option<u16>),
    pub nodvle: bool,
    pub geometry: bool,
    pub compat: bool,
    pub gs_mode: u8,
    pub gs_fixed_start: u8,
    pub gs_variable_num: u8,
    pub gs_fixed_num: u8,
    pub merge: bool,
    pub input_mask: u16,
    pub output_mask: u16,
    /// 4 bits per o register: components already claimed by `.out`.
    pub output_used: u64,
    pub outputs: Vec<Output>,
    pub constants: Vec<Constant>,
    /// (name, internal id, size): inputs and uniforms, in declaration order.
    pub uniforms: Vec<(String, u16, u16)>,
}

impl DvleState {
    /// Geometry shaders with a `.gsh` mode have their own uniform space.
    pub fn uses_gsh_space(&self) -> bool {
        self.geometry && !self.compat
    }
    pub fn max_output_reg(&self) -> u8 {
        if self.geometry {
            crate::isa::GEOMETRY_OUTPUTS
        } else {
            crate::isa::VERTEX_OUTPUTS
        }
    }
}

/// A procedure once its `.end` is seen.
#[derive(Clone, Debug)]
pub struct ProcInfo {
    pub start: u32,
    pub len: u32,
    pub loc: Loc,
}

/// Where a procedure's code is, for linking a call.
struct ProcSpan {
    start: u32,
    len: u32,
}

/// A word whose target is resolved later.
#[derive(Clone, Debug)]
pub struct Reloc {
    pub word: usize,
    pub name: String,
    pub loc: Loc,
}

/// A uniform declared in the shared vertex space (every declaration, in order).
#[derive(Clone, Debug)]
pub struct GlobalUniform {
    pub name: String,
    pub id: u16,
    pub size: u16,
    pub kind: UniformKind,
    pub loc: Loc,
}

pub struct Assembler<'a> {
    pub opts: Options,
    pub code: Vec<u32>,
    pub descs: DescriptorTable,
    pub procs: HashMap<String, ProcInfo>,
    pub proc_relocs: Vec<Reloc>,
    pub dvles: Vec<DvleState>,
    pub uniforms: Vec<GlobalUniform>,
    /// [shared vertex space, current geometry space]
    pub alloc: [Allocators; 2],
    pub diags: Vec<Diagnostic>,
    // Per file:
    pub file: String,
    pub line_no: usize,
    pub text: &'a str,
    pub labels: HashMap<String, u32>,
    pub label_relocs: Vec<Reloc>,
    pub aliases: AliasTable,
    pub stack: Vec<Block>,
    pub last_was_end: bool,
    pub dvle: Option<usize>,
    pub const_array: Option<ConstArray>,
    /// Name of the first input, for messages about the whole program.
    pub first_file: String,
    /// The last word came from `.word`: raw words are opaque to the padding rules.
    pub last_raw: bool,
    /// `.opdesc` high words by entry.
    pub descriptor_high: Vec<(usize, u32)>,
    /// Registers some instruction reads (bit n = c/i/b n), for "never used" warnings.
    pub read_c: u128,
    pub read_i: u8,
    pub read_b: u16,
    /// Procedures never closed with `.end` (reported once, not again at each use).
    pub unclosed_procs: Vec<String>,
}

/// A statement's failure: where and why.
pub struct Fail {
    pub span: Span,
    pub message: String,
    /// The diagnostic's code, where a caller acts on this failure.
    pub code: Option<Code>,
}

pub type Res<T = ()> = Result<T, Fail>;

pub fn fail<T>(span: Span, message: impl Into<String>) -> Res<T> {
    Err(Fail {
        span,
        message: message.into(),
        code: None,
    })
}

impl From<super::operand::OperandError> for Fail {
    fn from(e: super::operand::OperandError) -> Self {
        Fail {
            span: e.span,
            message: e.message,
            code: None,
        }
    }
}

impl<'a> Assembler<'a> {
    pub fn new(opts: Options) -> Self {
        Assembler {
            opts,
            code: Vec::new(),
            descs: DescriptorTable::new(),
            procs: HashMap::new(),
            proc_relocs: Vec::new(),
            dvles: Vec::new(),
            uniforms: Vec::new(),
            alloc: [Allocators::shared(), Allocators::shared()],
            diags: Vec::new(),
            file: String::new(),
            line_no: 0,
            text: "",
            labels: HashMap::new(),
            label_relocs: Vec::new(),
            aliases: AliasTable::new(),
            stack: Vec::new(),
            last_was_end: false,
            dvle: None,
            const_array: None,
            first_file: String::new(),
            last_raw: false,
            descriptor_high: Vec::new(),
            read_c: 0,
            read_i: 0,
            read_b: 0,
            unclosed_procs: Vec::new(),
        }
    }

    // ---- messages -------------------------------------------------------------

    pub fn loc(&self, span: Span) -> Loc {
        Loc {
            file: self.file.clone(),
            line: self.line_no,
            text: self.text.to_string(),
            span,
        }
    }

    pub fn diag_at(loc: &Loc, severity: Severity, message: String) -> Diagnostic {
        let start = loc.span.start.min(loc.text.len());
        let end = loc.span.end.clamp(start, loc.text.len());
        let (column, width) = match (loc.text.get(..start), loc.text.get(start..end)) {
            (Some(a), Some(b)) => (a.chars().count() + 1, b.chars().count()),
            _ => (1, 1),
        };
        Diagnostic {
            severity,
            file: loc.file.clone(),
            line: loc.line,
            column,
            message,
            source_line: loc.text.to_string(),
            width,
            code: None,
        }
    }

    pub fn error(&mut self, span: Span, message: impl Into<String>) {
        let d = Self::diag_at(&self.loc(span), Severity::Error, message.into());
        self.diags.push(d);
    }

    pub fn warn(&mut self, span: Span, message: impl Into<String>) {
        let d = Self::diag_at(&self.loc(span), Severity::Warning, message.into());
        self.diags.push(d);
    }

    /// Reports a failed statement (nothing for an empty message: already reported).
    pub fn report(&mut self, f: Fail) {
        if !f.message.is_empty() {
            let mut d = Self::diag_at(&self.loc(f.span), Severity::Error, f.message);
            d.code = f.code;
            self.diags.push(d);
        }
    }

    /// A place where picasso reads the source differently from what it says: a
    /// warning when reading as picasso does (`Options::picasso`), else an error.
    /// `message` names what picasso does and how to write it plainly.
    pub fn quirk(&mut self, span: Span, message: impl Into<String>) -> Res {
        if self.opts.picasso {
            self.warn(span, message);
            Ok(())
        } else {
            fail(span, message)
        }
    }

    /// picasso numbers o and v alike, so `reg` (written in one of them) stands for the
    /// same number in bank `to`: a [`quirk`](Self::quirk) whose message starts with
    /// `what` (`"output register "`, or empty) and says how picasso `reads` it.
    pub fn o_v_alike(
        &mut self,
        span: Span,
        reg: &mut Reg,
        to: Bank,
        what: &str,
        reads: &str,
    ) -> Res {
        let plain = Reg { bank: to, ..*reg };
        self.quirk(
            span,
            format!("{what}{reg} {reads} as {plain}, as picasso does; write {plain}"),
        )?;
        *reg = plain;
        Ok(())
    }

    pub fn error_at(&mut self, loc: &Loc, message: impl Into<String>) {
        self.diags
            .push(Self::diag_at(loc, Severity::Error, message.into()));
    }

    pub fn warn_at(&mut self, loc: &Loc, message: impl Into<String>) {
        self.diags
            .push(Self::diag_at(loc, Severity::Warning, message.into()));
    }

    fn whole_file_error(&mut self, file: &str, message: String) {
        self.diags.push(Diagnostic {
            severity: Severity::Error,
            file: file.to_string(),
            line: 0,
            column: 0,
            message,
            source_line: String::new(),
            width: 0,
            code: None,
        });
    }

    // ---- DVLE ------------------------------------------------------------------

    /// The current file's DVLE, created on first need (as picasso does: a file that
    /// declares and emits nothing has none).
    pub fn dvle(&mut self) -> &mut DvleState {
        let i = match self.dvle {
            Some(i) => i,
            None => {
                self.dvles.push(DvleState {
                    file: self.file.clone(),
                    entry: "main".to_string(),
                    entry_loc: None,
                    entry_range: None,
                    mask_override: (None, None),
                    nodvle: false,
                    geometry: false,
                    compat: false,
                    gs_mode: 0,
                    gs_fixed_start: 0,
                    gs_variable_num: 0,
                    gs_fixed_num: 0,
                    merge: false,
                    input_mask: 0,
                    output_mask: 0,
                    output_used: 0,
                    outputs: Vec::new(),
                    constants: Vec::new(),
                    uniforms: Vec::new(),
                });
                self.dvle = Some(self.dvles.len() - 1);
                self.dvles.len() - 1
            }
        };
        &mut self.dvles[i]
    }

    /// Index into `alloc` for the current DVLE's uniform space.
    pub fn space(&mut self) -> usize {
        usize::from(self.dvle().uses_gsh_space())
    }

    // ---- the walk -------------------------------------------------------------

    /// Starts a new input file: labels, aliases, blocks and constants are per file.
    fn begin_file(&mut self, name: &str) {
        if self.first_file.is_empty() {
            self.first_file = name.to_string();
        }
        self.file = name.to_string();
        self.labels.clear();
        self.label_relocs.clear();
        self.aliases.clear();
        self.stack.clear();
        self.last_was_end = false;
        self.dvle = None;
        self.const_array = None;
        self.alloc[0].clear_local();
    }

    pub fn file(&mut self, src: &Source<'a>) {
        self.begin_file(src.name);
        let mut source = src.text;
        if let Some(nul) = source.find('\0') {
            // picasso reads the file as a C string: it ends at the first NUL byte.
            let line_start = source[..nul].rfind('\n').map_or(0, |i| i + 1);
            let line_end = source[nul..].find('\n').map_or(source.len(), |i| nul + i);
            let loc = Loc {
                file: self.file.clone(),
                line: source[..nul].matches('\n').count() + 1,
                text: source[line_start..line_end].replace('\0', " "),
                span: Span::new(nul - line_start, nul - line_start + 1),
            };
            if self.opts.picasso {
                self.warn_at(
                    &loc,
                    "NUL byte: picasso stops reading the file here, and so does this reading",
                );
                source = &source[..nul];
            } else {
                self.error_at(
                    &loc,
                    "NUL byte in the source (picasso would stop reading here)",
                );
            }
        }
        let mut next = 1;
        for text in source.split('\n') {
            let text = text.strip_suffix('\r').unwrap_or(text);
            self.text = text;
            self.line_no = next;
            next += 1;
            match line::split_line(text) {
                LineKind::Marker(p) => match parse_marker(p) {
                    Ok((n, name)) => {
                        next = n;
                        if let Some(name) = name {
                            self.file = name;
                        }
                    }
                    // picasso reads every `#` line as a line marker; the bytes do
                    // not depend on it.
                    Err(f) if self.opts.picasso => self.warn(
                        f.span,
                        format!(
                            "{}; picasso ignores it (it only renames lines in its messages)",
                            f.message
                        ),
                    ),
                    Err(f) => self.report(f),
                },
                LineKind::Code { labels, statement } => {
                    for l in labels {
                        self.label(l);
                    }
                    if let Some((mnemonic, args)) = statement {
                        if mnemonic.text.eq_ignore_ascii_case(".file") {
                            // gpubin extension: the rest of the text is the next file.
                            if args.is_empty() || args.text.contains(char::is_whitespace) {
                                self.error(mnemonic.span, "expected `.file NAME`");
                                continue;
                            }
                            self.end_of_file();
                            self.begin_file(args.text);
                            continue;
                        }
                        let r = if mnemonic.text.starts_with('.') {
                            self.directive(mnemonic, args)
                        } else if self.opts.picasso
                            && self.code.len() > MAX_CODE
                            && !self.stack.is_empty()
                            && !self.dvle().geometry
                        {
                            // picasso's own limit, checked before each instruction of a
                            // vertex shader (so 513 words pass).
                            fail(
                                mnemonic.span,
                                format!("instruction outside shader code memory (max {MAX_CODE} instructions, currently {})", self.code.len()),
                            )
                        } else {
                            self.instruction(mnemonic, args)
                        };
                        if let Err(f) = r {
                            self.report(f);
                            // The line stopped at its first error: names it mentions
                            // are used, whether or not they were reached.
                            self.mark_used(args.text);
                        }
                    }
                }
            }
        }
        self.text = "";
        self.end_of_file();
    }

    fn mark_used(&mut self, text: &str) {
        for word in text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$')) {
            if let Some(e) = self.aliases.get_mut(word) {
                e.used = true;
            }
        }
    }

    fn label(&mut self, l: Piece<'_>) {
        if !line::is_identifier(l.text) {
            return self.error(l.span, format!("invalid label name `{}`", l.text));
        }
        if self.labels.contains_key(l.text) {
            return self.error(l.span, format!("duplicate label `{}`", l.text));
        }
        self.labels
            .insert(l.text.to_string(), self.code.len() as u32);
    }

    fn end_of_file(&mut self) {
        // Innermost first.
        for b in std::mem::take(&mut self.stack).into_iter().rev() {
            let what = match b.kind {
                BlockKind::Proc(_) => "procedure",
                BlockKind::For => "`for` block",
                BlockKind::If(_) => "`if` block",
                BlockKind::Array => "`.constfa` array",
            };
            self.error_at(&b.loc, format!("{what} is never closed with `.end`"));
            if let BlockKind::Proc(name) = b.kind {
                // Already reported: uses of the name are not reported again.
                self.unclosed_procs.push(name);
            }
        }
        for r in std::mem::take(&mut self.label_relocs) {
            match self.labels.get(&r.name) {
                Some(&dst) => {
                    let w = &mut self.code[r.word];
                    *w = (*w & !(0xFFF << 10)) | dst << 10;
                }
                None => self.error_at(
                    &r.loc,
                    format!("label `{}` is not defined in this file", r.name),
                ),
            }
        }
        let mut unused: Vec<(String, Loc)> = self
            .aliases
            .iter()
            .filter(|(_, e)| !e.used)
            .filter_map(|(n, e)| e.declared.clone().map(|l| (n.clone(), l)))
            .collect();
        unused.sort_by_key(|(_, l)| (l.line, l.span.start));
        for (name, loc) in unused {
            self.warn_at(&loc, format!("alias `{name}` is never used"));
        }
    }

    /// Adds an instruction word, remembering its line.
    pub fn emit(&mut self, word: u32) {
        self.code.push(word);
    }

    // ---- blocks and padding -----------------------------------------------------

    fn pad(&mut self, span: Span) {
        if self.opts.auto_nop {
            self.code.push(0x8400_0000);
        } else {
            self.warn(span, "a padding NOP is required here");
        }
    }

    fn ends_with_branch(&self, also_break: bool) -> bool {
        let Some(&last) = self.code.last() else {
            return false;
        };
        if self.last_raw {
            return false;
        }
        // A call or a jump: an instruction with a procedure or a label operand.
        Opcode::of_word(last).is_some_and(|op| {
            op.operands()
                .iter()
                .any(|k| matches!(k, OperandKind::Proc | OperandKind::Label))
                || also_break && op.leaves_loop()
        })
    }

    pub fn block_else(&mut self, span: Span) -> Res {
        let Some(block) = self.stack.last() else {
            return fail(span, "`.else` outside of an `ifu`/`ifc` block");
        };
        let (pos, seen) = match block.kind {
            BlockKind::If(seen) => (block.pos, seen),
            _ => return fail(span, "`.else` outside of an `ifu`/`ifc` block"),
        };
        if seen.is_some() {
            return fail(span, "second `.else` in the same block");
        }
        if self.last_was_end {
            self.pad(span);
            self.last_was_end = false;
        } else if self.ends_with_branch(false) || (self.code.len() as u32 - pos) < 2 {
            self.pad(span);
        }
        let here = self.code.len() as u32;
        if let Some(w) = self.code.get_mut(pos as usize) {
            *w = (*w & !(0xFFF << 10)) | (here & 0xFFF) << 10;
        }
        if let Some(b) = self.stack.last_mut() {
            b.kind = BlockKind::If(Some(here));
        }
        Ok(())
    }

    pub fn block_end(&mut self, span: Span) -> Res {
        let Some(block) = self.stack.pop() else {
            return fail(span, "`.end` without an open block");
        };
        let is_array = matches!(block.kind, BlockKind::Array);
        if !is_array && self.last_was_end {
            self.pad(span);
            self.last_was_end = false;
        } else if !is_array {
            let is_proc = matches!(block.kind, BlockKind::Proc(_));
            let is_for = matches!(block.kind, BlockKind::For);
            let min = if is_proc { 1 } else { 2 };
            if self.ends_with_branch(is_for) || (self.code.len() as u32 - block.pos) < min {
                if is_proc && self.code.len() as u32 == block.pos {
                    // picasso pads an empty procedure with a NOP, except when no code
                    // precedes it (it checks the last word only if there is one).
                    let first = self.code.is_empty();
                    self.quirk(
                        span,
                        if first {
                            "empty procedure: picasso leaves it empty (no padding NOP, as no code precedes it); give it an instruction"
                        } else {
                            "empty procedure: picasso gives it a padding NOP; give it an instruction"
                        },
                    )?;
                    if !first {
                        self.pad(span);
                    }
                } else {
                    self.pad(span);
                }
            }
        }
        let here = self.code.len() as u32;
        let size = here - block.pos;
        match block.kind {
            BlockKind::Proc(name) => {
                // A duplicate was reported at its `.proc`; the first definition wins.
                self.procs.entry(name).or_insert(ProcInfo {
                    start: block.pos,
                    len: size,
                    loc: block.loc,
                });
            }
            BlockKind::For => {
                if let Some(w) = self.code.get_mut(block.pos as usize) {
                    *w = (*w & !(0xFFF << 10)) | ((here - 1) & 0xFFF) << 10;
                }
                self.last_was_end = true;
            }
            BlockKind::If(else_pos) => {
                let w = block.pos as usize;
                match else_pos {
                    None => {
                        if let Some(w) = self.code.get_mut(w) {
                            *w = (*w & !(0xFFF << 10)) | (here & 0xFFF) << 10;
                        }
                    }
                    Some(e) => {
                        let n = here - e;
                        if n > 255 {
                            self.last_was_end = true;
                            // picasso clears 10 bits and ORs the whole count in.
                            self.quirk(
                                span,
                                format!("the `.else` part is {n} words long; the instruction can only skip 255 (picasso lets the count run into the next field)"),
                            )?;
                        }
                        if let Some(w) = self.code.get_mut(w) {
                            *w = (*w & !0x3FF) | n;
                        }
                    }
                }
                self.last_was_end = true;
            }
            BlockKind::Array => self.end_const_array(span)?,
        }
        Ok(())
    }

    pub fn open_block(&mut self, kind: BlockKind, span: Span) -> Res {
        if self.stack.len() == MAX_BLOCKS {
            return fail(span, format!("too many nested blocks (limit {MAX_BLOCKS})"));
        }
        let pos = self.code.len() as u32;
        let loc = self.loc(span);
        self.stack.push(Block { kind, pos, loc });
        Ok(())
    }

    // ---- linking ------------------------------------------------------------------

    pub fn finish(mut self, file_count: usize) -> Result<Assembly, Diagnostics> {
        for r in std::mem::take(&mut self.proc_relocs) {
            match self.procs.get(&r.name).map(|p| (p.start, p.len)) {
                Some((start, len)) => {
                    let p = ProcSpan { start, len };
                    if p.len > 255 {
                        let message = format!(
                            "procedure `{}` is {} words long; calls can only cover 255",
                            r.name, p.len
                        );
                        if !self.opts.picasso {
                            self.error_at(&r.loc, message);
                            continue;
                        }
                        // picasso ORs the whole length in, over the target's bits.
                        self.warn_at(
                            &r.loc,
                            format!("{message} (picasso lets the count run into the target field)"),
                        );
                    }
                    let w = &mut self.code[r.word];
                    *w = (*w & !0x3F_FFFF) | (p.start & 0xFFF) << 10 | p.len;
                }
                None if self.unclosed_procs.contains(&r.name) => {}
                None => self.error_at(&r.loc, format!("procedure `{}` is not defined", r.name)),
            }
        }
        let mut executables = Vec::new();
        let dvles = std::mem::take(&mut self.dvles);
        for d in &dvles {
            if d.nodvle {
                continue;
            }
            if let Some((s, e, loc)) = &d.entry_range {
                if s > e || *e as usize > self.code.len() {
                    let msg = format!(
                        "entry range {s}..{e} is outside the {} words of code",
                        self.code.len()
                    );
                    self.error_at(loc, msg);
                    continue;
                }
                executables.push(build_executable(d, *s, e - s));
                continue;
            }
            let (start, len, proc_loc) = match self.procs.get(&d.entry) {
                Some(p) => (p.start, p.len, p.loc.clone()),
                None if self.unclosed_procs.contains(&d.entry) => continue,
                None => {
                    let msg = format!("entry point `{}` is not defined", d.entry);
                    match &d.entry_loc {
                        Some(loc) => self.error_at(loc, msg),
                        None => self.whole_file_error(&d.file, msg),
                    }
                    continue;
                }
            };
            let end_word = Opcode::End.value() << 26;
            let has_end = self
                .code
                .get(start as usize..(start + len) as usize)
                .is_some_and(|c| c.contains(&end_word));
            if !has_end && !self.diags.iter().any(Diagnostic::is_error) {
                let msg = format!("entry point `{}` contains no `end` instruction", d.entry);
                self.warn_at(d.entry_loc.as_ref().unwrap_or(&proc_loc), msg);
            }
            executables.push(build_executable(d, start, len));
        }
        if executables.is_empty() && !self.diags.iter().any(Diagnostic::is_error) {
            let name = if file_count == 1 {
                self.first_file.clone()
            } else {
                "input".to_string()
            };
            self.whole_file_error(
                &name,
                "no DVLE can be generated: no file declares or emits anything".into(),
            );
        }
        if self.code.len() > MAX_CODE {
            let name = dvles.first().map(|d| d.file.clone()).unwrap_or_default();
            let message = format!(
                "the program is {} words long; shader code memory holds {MAX_CODE}",
                self.code.len()
            );
            if self.opts.picasso {
                // picasso checks before each vertex-shader instruction only (Q11).
                self.diags.push(Diagnostic {
                    severity: Severity::Warning,
                    file: name,
                    line: 0,
                    column: 0,
                    message: format!("{message} (picasso assembles it)"),
                    source_line: String::new(),
                    width: 0,
                    code: None,
                });
            } else {
                self.whole_file_error(&name, message);
            }
        }
        for u in &self.uniforms {
            // Used: some instruction reads one of its registers (relative reads count
            // for every register from their base up).
            let used = match u.kind {
                UniformKind::Float => {
                    (u.id - 0x20..u.id - 0x20 + u.size).any(|r| self.read_c >> r & 1 != 0)
                }
                UniformKind::Int => {
                    (u.id - 0x80..u.id - 0x80 + u.size).any(|r| self.read_i >> r & 1 != 0)
                }
                UniformKind::Bool => {
                    (u.id - 0x88..u.id - 0x88 + u.size).any(|r| self.read_b >> r & 1 != 0)
                }
            };
            if !used && !u.name.starts_with('_') {
                let first_decl = self
                    .uniforms
                    .iter()
                    .find(|x| x.name == u.name)
                    .map(|x| x.loc.line);
                if first_decl == Some(u.loc.line) {
                    let loc = u.loc.clone();
                    self.diags.push(Self::diag_at(
                        &loc,
                        Severity::Warning,
                        format!("uniform `{}` is never used", u.name),
                    ));
                }
            }
        }
        let diags = Diagnostics(self.diags);
        if diags.has_errors() {
            return Err(diags);
        }
        let prefix = if dvles.first().is_some_and(|d| d.geometry) {
            "GSH"
        } else {
            "VSH"
        };
        let mut header = Vec::<HeaderUniform>::new();
        for u in &self.uniforms {
            // picasso lists a uniform once per file declaring it; `gpubin asm` once.
            let repeat = !self.opts.picasso && header.iter().any(|h| h.name == u.name);
            if u.name.starts_with('_') || repeat {
                continue;
            }
            header.push(HeaderUniform {
                name: u.name.clone(),
                kind: u.kind,
                register: u.id - u.kind.base(),
                size: u.size,
            });
        }
        Ok(Assembly {
            model: Shbin {
                dvlp: shbin::Dvlp {
                    version: 0,
                    code: self.code,
                    operand_descriptors: self
                        .descs
                        .values()
                        .iter()
                        .enumerate()
                        .map(|(i, &value)| {
                            let extension = self
                                .descriptor_high
                                .iter()
                                .find(|h| h.0 == i)
                                .map_or(0, |h| h.1);
                            shbin::OperandDescriptor { value, extension }
                        })
                        .collect(),
                    unknown: [0; 3],
                },
                dvles: executables,
                // No layout: `shbin::write` lays the file out as picasso does.
                layout: None,
            },
            diagnostics: diags,
            header_prefix: prefix,
            header_uniforms: header,
            header_keeps_dollar: self.opts.picasso,
        })
    }
}

fn build_executable(d: &DvleState, start: u32, len: u32) -> Dvle {
    // By register, in the order picasso's (unstable) sort leaves entries on one
    // register (an input declared twice).
    let mut uniforms: Vec<&(String, u16, u16)> = d.uniforms.iter().collect();
    super::order::sort_like_picasso(&mut uniforms, &|a, b| a.1 < b.1);
    Dvle {
        version: shbin::DVLE_VERSION,
        shader_type: if d.geometry {
            ShaderType::Geometry
        } else {
            ShaderType::Vertex
        },
        flags: u8::from(d.merge),
        entry_start: start,
        entry_end: start + len,
        input_mask: d.mask_override.0.unwrap_or(d.input_mask),
        output_mask: d.mask_override.1.unwrap_or(d.output_mask),
        geometry: GeometryInfo {
            mode: GeometryMode::from_byte(d.gs_mode),
            fixed_vertex_array_start: d.gs_fixed_start,
            variable_full_vertices: d.gs_variable_num,
            fixed_vertex_count: d.gs_fixed_num,
        },
        constants: d.constants.clone(),
        // picasso writes no label table.
        labels: Vec::new(),
        outputs: d.outputs.clone(),
        uniforms: uniforms
            .into_iter()
            .map(|(name, id, size)| {
                let first = if *id >= 0x20 { id - 0x10 } else { *id };
                shbin::Uniform {
                    name: name.replace('$', ".").into(),
                    first_register: first,
                    last_register: first + size - 1,
                    name_offset: None,
                }
            })
            .collect(),
    }
}

/// `# N "file" flags…` or `#line N "file"`: the next line is line N of "file".
fn parse_marker(p: Piece<'_>) -> Res<(usize, Option<String>)> {
    let mut words = p.words().into_iter();
    let mut first = words.next();
    if first.is_some_and(|w| w.text == "line") {
        first = words.next();
    }
    let hint = "gpubin has no preprocessor; run the file through cpp first";
    let Some(num) = first else {
        return fail(p.span, format!("empty `#` line: {hint}"));
    };
    let Some(n) = super::number::parse_int(num.text).filter(|n| (0..=10_000_000).contains(n))
    else {
        return fail(p.span, format!("unsupported `#{}` line: {hint}", p.text));
    };
    let rest = p.slice(num.span.end - p.span.start, p.text.len()).trim();
    if rest.is_empty() {
        return Ok((n as usize, None));
    }
    let Some(quoted) = rest.text.strip_prefix('"') else {
        return fail(rest.span, "expected a quoted file name in the line marker");
    };
    let Some(close) = quoted.find('"') else {
        return fail(rest.span, "missing closing quote in the line marker");
    };
    let flags = &quoted[close + 1..];
    if !flags
        .split_whitespace()
        .all(|f| matches!(f, "1" | "2" | "3" | "4"))
    {
        return fail(
            rest.span,
            "invalid line marker flags (expected 1, 2, 3 or 4)",
        );
    }
    Ok((n as usize, Some(quoted[..close].to_string())))
}
