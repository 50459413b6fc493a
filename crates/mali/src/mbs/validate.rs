//! Validation of a parsed MBS1 model against ARM's loader and the hardware limits
//! (spec §5). Separate from parsing: the parser accepts anything it can represent,
//! this reports what a driver would reject (errors) or merely frowns upon (warnings).
//!
//! Locations come from the model: shader blocks, their children and pilot shaders'
//! children keep their offsets (as parsed, or as [`super::place`] lays them out);
//! inside a chunk (symbol tables and their entries) offsets follow from the encoded
//! lengths, which the writer reproduces for a parsed model.

use gpubin_binfmt::{Finding, FourCC, Frames, Path, Severity};

use super::code::{gp_instruction_count, pp_instruction_count};
use super::hash::{map, set, Map, Set};
use super::model::*;
use super::placed::placed_at;
use super::record::{fins, info, size_of, vatt, vuni, vvar, INDEX_ENTRIES, PROGRAM_END};
use super::tags;
use super::types::{cells_per_vector, extent, glsl_type, strides};
use super::write::{chunk_len, place, Encode};

/// The GP uniform space in cells (304 vec4).
pub const VERTEX_UNIFORM_CELLS: u32 = 1216;
/// The PP uniform space in cells.
pub const FRAGMENT_UNIFORM_CELLS: u32 = 32768;
/// 16 GP input registers of 4 cells.
pub const ATTRIBUTE_CELLS: i32 = 64;
/// 16 GP outputs of 4 cells.
pub const VERTEX_VARYING_CELLS: i32 = 64;
/// 12 PP varying streams of 4 cells.
pub const FRAGMENT_VARYING_CELLS: i32 = 48;
/// The most samplers a shader may use.
pub const MAX_SAMPLERS: u32 = 1024;
/// GP programs longer than this many instructions draw a warning.
pub const GP_INSTRUCTION_WARNING: usize = 512;

/// Validates a model; findings come in file order.
pub fn validate(model: &MbsFile) -> Vec<Finding> {
    if !model.is_placed() {
        // A model built in code or read from JSON: findings are located in the
        // bytes it writes.
        let mut placed = model.clone();
        place(&mut placed);
        return validate(&placed);
    }
    let mut v = Validator::default();
    v.file(model);
    v.findings
}

/// A finding's location, built only when a finding is reported: walking a clean file
/// allocates no paths.
trait Where {
    fn path(&self) -> Path;
}

impl Where for Path {
    fn path(&self) -> Path {
        self.clone()
    }
}

impl<'a> dyn Where + 'a {
    fn chunk(&self, tag: FourCC) -> At<'_> {
        At {
            parent: self,
            tag: Some(tag),
            index: None,
        }
    }

    fn index(&self, i: usize) -> At<'_> {
        At {
            parent: self,
            tag: None,
            index: Some(i),
        }
    }
}

#[derive(Clone, Copy)]
struct At<'a> {
    parent: &'a dyn Where,
    tag: Option<FourCC>,
    index: Option<usize>,
}

impl At<'_> {
    fn chunk(&self, tag: FourCC) -> At<'_> {
        At {
            parent: self,
            tag: Some(tag),
            index: None,
        }
    }

    fn index(self, i: usize) -> Self {
        At {
            index: Some(i),
            ..self
        }
    }
}

impl Where for At<'_> {
    fn path(&self) -> Path {
        let mut p = self.parent.path();
        if let Some(t) = self.tag {
            p = p.chunk(t);
        }
        if let Some(i) = self.index {
            p = p.index(i);
        }
        p
    }
}

#[derive(Default)]
struct Validator {
    findings: Vec<Finding>,
    /// Top-level uniforms per stage, for the cross-stage agreement check.
    uniforms: Vec<(Stage, String, SymbolInfo, usize, Path)>,
    samplers: u64,
    /// Whether the file has both stages (only then are uniforms compared).
    both_stages: bool,
}

impl Validator {
    fn push(
        &mut self,
        severity: Severity,
        offset: usize,
        path: &dyn Where,
        msg: impl Into<String>,
    ) {
        self.findings
            .push(Finding::new(severity, Some(offset), &path.path(), msg));
    }

    fn error(&mut self, offset: usize, path: &dyn Where, msg: impl Into<String>) {
        self.push(Severity::Error, offset, path, msg);
    }

    fn warning(&mut self, offset: usize, path: &dyn Where, msg: impl Into<String>) {
        self.push(Severity::Warning, offset, path, msg);
    }

    /// Runs `check` as if it had come when the findings numbered `mark`. A chunk's
    /// framing findings come before those of its contents, in file order, but its
    /// length is the sum its contents return: the model is walked once.
    fn before(&mut self, mark: usize, check: impl FnOnce(&mut Self)) {
        let later = self.findings.split_off(mark);
        check(self);
        self.findings.extend(later);
    }

    /// Checks a chunk's size (ARM writes only multiples of 4); returns the payload length.
    fn framing(&mut self, x: &impl Encode, offset: usize, path: &dyn Where) -> usize {
        self.framing_len(x.payload_len(), offset, path)
    }

    fn framing_len(&mut self, len: usize, offset: usize, path: &dyn Where) -> usize {
        if len % 4 != 0 {
            self.warning(
                offset + 4,
                path,
                format!("size {len} is not a multiple of 4 (ARM writes whole words)"),
            );
        }
        if len > u32::MAX as usize {
            self.error(
                offset + 4,
                path,
                format!("size {len} does not fit in 32 bits"),
            );
        }
        len
    }

    /// Walks a symbol table's children (SUNI, SVAR, SATT) from `at`, in file order:
    /// checks each chunk's framing, warns on unknown chunks (ARM's loader skips them)
    /// and hands each symbol, with its index, offset and path, to `symbol`. Then
    /// reports a count field that disagrees with the symbols found. Returns the
    /// offset just past the last child.
    fn symbol_table<'t, C: TableChunk + Encode>(
        &mut self,
        offset: usize,
        mut at: usize,
        declared_count: Option<u32>,
        children: &'t [C],
        path: &dyn Where,
        mut symbol: impl FnMut(&mut Self, usize, &'t C::Symbol, usize, &At<'_>),
    ) -> usize {
        let mut found = 0;
        for c in children {
            let cpath = path.chunk(c.tag());
            let len = self.framing(c, at, &cpath);
            match c.symbol() {
                Ok(s) => {
                    symbol(self, found, s, at, &cpath);
                    found += 1;
                }
                Err(r) => self.warning(
                    at,
                    &cpath,
                    format!("{} in {} is skipped", r.tag, C::TABLE_TAG),
                ),
            }
            at += 8 + len;
        }
        if let Some(n) = declared_count {
            self.error(
                offset + 8,
                path,
                format!(
                    "{} count {n} but {found} {} entries",
                    C::TABLE_TAG,
                    C::SYMBOL_TAG
                ),
            );
        }
        at
    }

    fn file(&mut self, model: &MbsFile) {
        let root = Path::root().chunk(tags::MBS1);
        let mut end = 8;
        let (mut n_frag, mut n_vert) = (0, 0);
        self.both_stages =
            model.fragment_shaders().next().is_some() && model.vertex_shaders().next().is_some();
        for b in &model.blocks {
            let offset = placed_at(b);
            let path = root.chunk(b.tag());
            let mark = self.findings.len();
            let len = match &**b {
                Block::Fragment(f) => {
                    self.nth_block(&mut n_frag, tags::CFRA, offset, &path);
                    self.fragment(f, offset, &path)
                }
                Block::Vertex(v) => {
                    self.nth_block(&mut n_vert, tags::CVER, offset, &path);
                    self.vertex(v, offset, &path)
                }
                Block::AttributeBindings(a) => {
                    self.bindings(a, offset, &path);
                    b.payload_len()
                }
                Block::Unknown(r) => {
                    self.warning(offset, &path, format!("unknown top-level chunk {}", r.tag));
                    r.payload_len()
                }
            };
            self.before(mark, |v| {
                v.framing_len(len, offset, &path);
            });
            end += 8 + len;
        }
        let children = end - 8;
        self.before(0, |v| {
            if children == 0 {
                v.error(4, &root, "MBS1 is empty: its size must be > 0");
            } else if children % 4 != 0 {
                v.warning(4, &root, format!("size {children} is not a multiple of 4"));
            }
        });
        if n_frag + n_vert == 0 && children > 0 {
            self.error(8, &root, "MBS1 holds no shader: no CFRA or CVER");
        }
        if !model.trailing.is_empty() {
            self.warning(
                end,
                &Path::root(),
                format!("{} bytes after the MBS1 chunk", model.trailing.len()),
            );
        }
        self.cross_stage();
        if self.samplers > u64::from(MAX_SAMPLERS) {
            self.error(
                0,
                &root,
                format!(
                    "{} samplers; the hardware allows {MAX_SAMPLERS}",
                    self.samplers
                ),
            );
        }
    }

    /// Counts a CFRA or CVER in `seen`; ARM's loader takes the first of each.
    fn nth_block(&mut self, seen: &mut usize, tag: FourCC, offset: usize, path: &dyn Where) {
        if *seen > 0 {
            self.warning(
                offset,
                path,
                format!("second {tag}: ARM's loader uses the first one"),
            );
        }
        *seen += 1;
    }

    fn name(&mut self, name: &SymbolName, offset: usize, path: &dyn Where, required: bool) {
        let path = path.chunk(tags::STRI);
        if name.name.contains('\0') {
            self.error(offset + 8, &path, "name contains a NUL byte");
        }
        if required && name.name.is_empty() {
            self.error(offset + 8, &path, "empty name");
        }
        if let Some(pad) = &name.name_padding {
            let at = offset + 8 + name.name.len() + 1;
            let len = name.payload_len();
            if len % 4 != 0 {
                self.warning(
                    at,
                    &path,
                    format!("STRI size {len} is not padded to 4 bytes"),
                );
            }
            if pad.iter().any(|&b| b != 0) {
                self.warning(at, &path, "non-zero bytes after the name's NUL terminator");
            } else if pad.len() >= 4 {
                self.warning(
                    at,
                    &path,
                    format!("{} padding bytes, more than needed", pad.len()),
                );
            }
        }
    }

    /// A chunk the model kept raw under `parent`: a known tag whose payload has the
    /// wrong size is an error (`sizes`), any other tag a warning.
    fn unknown_child(
        &mut self,
        r: &RawChunk,
        offset: usize,
        path: &dyn Where,
        parent: FourCC,
        sizes: &[(FourCC, usize)],
    ) {
        if let Some((_, n)) = sizes.iter().find(|(t, _)| r.tag == *t) {
            self.error(
                offset + 4,
                path,
                format!("{} payload is {} bytes, must be {n}", r.tag, r.data.len()),
            );
        } else {
            // Spec §5: the loader skips what it does not know in a CFRA or CVER.
            let skipped = if parent == tags::CFRA || parent == tags::CVER {
                ", skipped by ARM's loader"
            } else {
                ""
            };
            let msg = format!("unknown chunk {} in {parent}{skipped}", r.tag);
            self.warning(offset, path, msg);
        }
    }

    /// Returns the CFRA's payload length.
    fn fragment(&mut self, f: &FragmentShader, offset: usize, path: &dyn Where) -> usize {
        match MaliCore::from_id(f.core) {
            Some(c) if c.is_fragment() => {}
            Some(c) => self.error(
                offset + 8,
                path,
                format!(
                    "core {} ({}) is not a fragment core (5 Mali-200, 7 Mali-400 PP)",
                    f.core,
                    c.name()
                ),
            ),
            None => self.error(
                offset + 8,
                path,
                format!(
                    "unsupported core id {} (fragment cores: 5 Mali-200, 7 Mali-400 PP)",
                    f.core
                ),
            ),
        }
        let mut seen: Map<FourCC, usize> = map(0);
        let mut end = offset + 12;
        let (mut has_stack, mut has_code) = (false, false);
        for c in &f.children {
            let at = placed_at(c);
            let cpath = path.chunk(c.tag());
            let mark = self.findings.len();
            // A symbol table returns its length from its one walk.
            let mut table_len = None;
            match &**c {
                FragmentChunk::Stack(_) => has_stack = true,
                FragmentChunk::Code(code) => {
                    has_code = true;
                    self.pp_code(code, at, &cpath);
                }
                FragmentChunk::Uniforms(t) => {
                    table_len = Some(self.uniforms(t, at, &cpath, Stage::Fragment));
                }
                FragmentChunk::Varyings(t) => {
                    table_len = Some(self.varyings(t, at, &cpath, Stage::Fragment));
                }
                FragmentChunk::Pilots(p) => self.pilots(p, at, &cpath, Stage::Fragment),
                FragmentChunk::Discard(_) | FragmentChunk::BufferUse(_) => {}
                FragmentChunk::Registers(_) => {}
                FragmentChunk::Unknown(r) => {
                    let known = [
                        size_of::<FragmentStack>(),
                        size_of::<FragmentDiscard>(),
                        size_of::<FragmentBufferUse>(),
                        size_of::<RegisterUsage>(),
                    ];
                    self.unknown_child(r, at, &cpath, tags::CFRA, &known);
                    has_stack |= r.tag == tags::FSTA;
                }
            }
            let len = table_len.unwrap_or_else(|| c.payload_len());
            self.before(mark, |v| v.block_child(c.tag(), len, at, &cpath, &mut seen));
            end += 8 + len;
        }
        if !has_stack {
            self.error(offset, path, "CFRA has no FSTA (mandatory)");
        }
        if !has_code {
            self.error(offset, path, "CFRA has no DBIN (mandatory)");
        }
        end - offset - 8
    }

    /// Checks a child of a CFRA or CVER: its framing, and that its tag has not come
    /// before in the block (`seen` maps each tag to its first offset).
    fn block_child(
        &mut self,
        tag: FourCC,
        len: usize,
        at: usize,
        cpath: &At<'_>,
        seen: &mut Map<FourCC, usize>,
    ) {
        self.framing_len(len, at, cpath);
        if let Some(first) = seen.insert(tag, at) {
            self.error(
                at,
                cpath,
                format!("duplicate {tag} (the first is at 0x{first:x})"),
            );
        }
    }

    fn pp_code(&mut self, code: &[u8], offset: usize, path: &dyn Where) {
        let Some(&first) = code.first() else {
            self.error(offset, path, "empty PP code");
            return;
        };
        let len = usize::from(first & 0x1F) * 4;
        if code.len() < len {
            self.error(
                offset + 8,
                path,
                format!(
                    "PP code is {} bytes, shorter than its first instruction ({len} bytes)",
                    code.len()
                ),
            );
        }
        if let Err(e) = pp_instruction_count(code) {
            self.warning(offset + 8 + e.offset, path, e.to_string());
        }
    }

    /// Returns the CVER's payload length.
    fn vertex(&mut self, v: &VertexShader, offset: usize, path: &dyn Where) -> usize {
        match MaliCore::from_id(v.core) {
            Some(c) if c.is_vertex() => {}
            Some(c) => self.error(
                offset + 8,
                path,
                format!(
                    "core {} ({}) is not a vertex core (2 GP2, 6 Mali-400 GP)",
                    v.core,
                    c.name()
                ),
            ),
            None => self.error(
                offset + 8,
                path,
                format!(
                    "unsupported core id {} (vertex cores: 2 GP2, 6 Mali-400 GP)",
                    v.core
                ),
            ),
        }
        let mut seen: Map<FourCC, usize> = map(0);
        let mut end = offset + 12;
        let mut code_len = None;
        let mut fins = None;
        for c in &v.children {
            let at = placed_at(c);
            let cpath = path.chunk(c.tag());
            let mark = self.findings.len();
            // A symbol table returns its length from its one walk.
            let mut table_len = None;
            match &**c {
                VertexChunk::Code(code) => {
                    if code_len.is_none() {
                        code_len = Some((code.len(), at));
                    }
                    if code.len() < 16 {
                        self.error(
                            at,
                            &cpath,
                            format!(
                                "GP code is {} bytes, at least one 16-byte instruction is required",
                                code.len()
                            ),
                        );
                    } else if code.len() % 16 != 0 {
                        self.warning(
                            at + 4,
                            &cpath,
                            format!("GP code size {} is not a multiple of 16", code.len()),
                        );
                    }
                    let n = gp_instruction_count(code);
                    if n > GP_INSTRUCTION_WARNING {
                        self.warning(
                            at,
                            &cpath,
                            format!("{n} GP instructions, more than {GP_INSTRUCTION_WARNING}"),
                        );
                    }
                }
                VertexChunk::Instructions(r) => {
                    if fins.is_none() {
                        fins = Some((*r, at, cpath));
                    }
                }
                VertexChunk::Uniforms(t) => {
                    table_len = Some(self.uniforms(t, at, &cpath, Stage::Vertex));
                }
                VertexChunk::Attributes(t) => table_len = Some(self.attributes(t, at, &cpath)),
                VertexChunk::Varyings(t) => {
                    table_len = Some(self.varyings(t, at, &cpath, Stage::Vertex));
                }
                VertexChunk::Pilots(p) => self.pilots(p, at, &cpath, Stage::Vertex),
                VertexChunk::PreTransform(p) => self.pre_transform(p, at, &cpath),
                VertexChunk::Fpoi(_) | VertexChunk::Transform(_) | VertexChunk::Registers(_) => {}
                VertexChunk::Unknown(r) => {
                    let known = [
                        size_of::<InstructionRange>(),
                        size_of::<TransformStatus>(),
                        size_of::<ObsoleteWord>(),
                        size_of::<RegisterUsage>(),
                    ];
                    self.unknown_child(r, at, &cpath, tags::CVER, &known);
                }
            }
            let len = table_len.unwrap_or_else(|| c.payload_len());
            self.before(mark, |v| v.block_child(c.tag(), len, at, &cpath, &mut seen));
            end += 8 + len;
        }
        let payload_len = end - offset - 8;
        let Some((len, _)) = code_len else {
            self.error(offset, path, "CVER has no DBIN (mandatory)");
            return payload_len;
        };
        if let Some((r, at, fpath)) = fins {
            let n = (len / 16) as u64;
            let (s, e, l) = (
                u64::from(r.start),
                u64::from(r.one_past_end),
                u64::from(r.one_past_last_input_read),
            );
            if s > n || e > n {
                self.error(
                    at + 8,
                    &fpath,
                    format!("instruction range {s}..{e} exceeds the {n} GP instructions"),
                );
            }
            if s > e {
                self.error(
                    at + 8 + fins::start,
                    &fpath,
                    format!("start {s} is after the end {e}"),
                );
            }
            if l > e {
                self.error(
                    at + 8 + fins::one_past_last_input_read,
                    &fpath,
                    format!("last input read {l} is after the end {e}"),
                );
            }
        }
        payload_len
    }

    fn pilots(&mut self, p: &PilotShaders, offset: usize, path: &dyn Where, stage: Stage) {
        let found = p
            .children
            .iter()
            .filter(|c| matches!(&***c, PilotChunk::Code(_)))
            .count();
        if let Some(n) = p.declared_count {
            self.error(
                offset + 8,
                path,
                format!("DPRO count {n} but {found} DBIN chunks"),
            );
        }
        if p.uniform_stride != p.uniform_offset {
            self.warning(
                offset + 16,
                path,
                "DPRO uniform_stride differs from uniform_offset",
            );
        }

        for c in &p.children {
            let at = placed_at(c);
            let cpath = path.chunk(c.tag());
            self.framing(c, at, &cpath);
            match &**c {
                PilotChunk::Code(code) => match stage {
                    Stage::Fragment => self.pp_code(code, at, &cpath),
                    Stage::Vertex if code.len() < 16 => {
                        self.error(at, &cpath, "GP pilot code holds no instruction")
                    }
                    Stage::Vertex => {}
                },
                PilotChunk::ProgramEnd(_) if stage == Stage::Fragment => {
                    self.warning(at, &cpath, "VPRO in a fragment shader")
                }
                PilotChunk::ProgramEnd(_) => {}
                PilotChunk::Unknown(r) => {
                    let sizes = [PROGRAM_END];
                    self.unknown_child(r, at, &cpath, tags::DPRO, &sizes);
                }
            }
        }
    }

    fn pre_transform(&mut self, p: &VertexPreTransform, offset: usize, path: &dyn Where) {
        let mut at = offset + 8;
        for c in &p.children {
            let cpath = path.chunk(c.tag());
            let len = self.framing(c, at, &cpath);
            match c {
                PreTransformChunk::Action(a) => {
                    let known = a
                        .iter()
                        .filter(|x| !matches!(x, ActionChunk::Unknown(_)))
                        .count();
                    if known != 1 || a.len() != 1 {
                        self.error(
                            at,
                            &cpath,
                            format!(
                                "VACT holds {} chunks, must hold exactly one EXPR or OPND",
                                a.len()
                            ),
                        );
                    }
                    let mut inner = at + 8;
                    for x in a {
                        if let ActionChunk::Unknown(r) = x {
                            let sizes = [size_of::<Expression>(), size_of::<Operand>()];
                            let xpath = cpath.chunk(r.tag);
                            self.unknown_child(r, inner, &xpath, tags::VACT, &sizes);
                        }
                        inner += chunk_len(x);
                    }
                }
                PreTransformChunk::Unknown(r) => {
                    self.warning(at, &cpath, format!("unknown chunk {} in VSOP", r.tag))
                }
            }
            at += 8 + len;
        }
    }

    fn bindings(&mut self, a: &AttributeBindings, offset: usize, path: &dyn Where) {
        let mut at = offset + 12;
        let mut names: Map<&str, usize> = map(0);
        for (i, b) in a.bindings.iter().enumerate() {
            let bpath = path.index(i);
            self.name(&b.name, at, &bpath, true);
            if names.insert(&b.name.name, i).is_some() {
                self.error(
                    at,
                    &bpath,
                    format!("attribute {:?} is bound twice", b.name.name),
                );
            }
            if b.binding >= 16 {
                self.error(
                    at + chunk_len(&b.name),
                    &bpath,
                    format!("binding {} is beyond the 16 attribute registers", b.binding),
                );
            }
            at += chunk_len(&b.name) + 4;
        }
    }

    /// Common record checks for every symbol.
    fn record(&mut self, info: &SymbolInfo, rec: usize, path: &dyn Where) {
        if !matches!(info.version, 0 | 2) {
            self.error(
                rec,
                path,
                format!("record version {} (only 0 and 2 exist)", info.version),
            );
        }
        if info.kind == SymbolType::STRUCT {
            return;
        }
        if !matches!(info.bit_precision, 16 | 24 | 32) {
            self.error(
                rec + info::bit_precision,
                path,
                format!(
                    "bit precision {} (must be 16, 24 or 32)",
                    info.bit_precision
                ),
            );
        }
        if !matches!(info.precision, 1..=3) {
            self.error(
                rec + info::precision,
                path,
                format!(
                    "precision {} (must be 1 lowp, 2 mediump or 3 highp)",
                    info.precision
                ),
            );
        }
        if info.invariant > 1 {
            self.error(
                rec + info::invariant,
                path,
                format!("invariant {} (must be 0 or 1)", info.invariant),
            );
        }
        if info.vec_size == 0 {
            self.error(rec + info::vec_size, path, "vec_size is 0");
        }
        if info.vector_stride == 0 {
            self.error(rec + info::vector_stride, path, "vector_stride is 0");
        }
        if info.kind.name().is_none() || info.kind == SymbolType::UNKNOWN {
            self.warning(
                rec + info::kind,
                path,
                format!("unknown symbol type {}", info.kind.0),
            );
        }
    }

    /// Returns the SUNI's payload length.
    fn uniforms(
        &mut self,
        t: &UniformTable,
        offset: usize,
        path: &dyn Where,
        stage: Stage,
    ) -> usize {
        let limit = match stage {
            Stage::Vertex => VERTEX_UNIFORM_CELLS,
            Stage::Fragment => FRAGMENT_UNIFORM_CELLS,
        };
        let mut symbols: Vec<(&UniformSymbol, usize)> = Vec::new();
        let end = self.symbol_table(
            offset,
            offset + 16,
            t.declared_count,
            &t.children,
            path,
            |_, _, s, at, _| symbols.push((s, at)),
        );
        if t.total_size >= limit {
            self.error(
                offset + 12,
                path,
                format!(
                    "uniform space of {} cells exceeds the {stage:?} limit of {limit}",
                    t.total_size
                )
                .to_lowercase(),
            );
        }
        let n = symbols.len();
        // Alignment of every entry; structs take their members' maximum (members follow
        // their struct, so a reverse pass sees them first).
        let mut align = vec![1u32; n];
        for i in (0..n).rev() {
            let (s, _) = symbols[i];
            if s.info.kind != SymbolType::STRUCT {
                align[i] = vector_align(&s.info);
            } else if stage == Stage::Vertex {
                align[i] = align[i].max(4);
            }
            if let Ok(p) = usize::try_from(s.parent) {
                if p < i {
                    align[p] = align[p].max(align[i]);
                }
            }
        }
        let mut children_of = vec![0u32; n];
        // Members per entry, up to the last entry that is a parent: a table without
        // structs (the common case) allocates none.
        let member_of = |(i, (s, _)): (usize, &(&UniformSymbol, usize))| {
            usize::try_from(s.parent)
                .ok()
                .filter(|&p| p < i)
                .map(|p| (p, i))
        };
        let parents = symbols.iter().enumerate().filter_map(member_of);
        let mut members = vec![Vec::new(); parents.clone().map(|(p, _)| p + 1).max().unwrap_or(0)];
        for (p, i) in parents {
            members[p].push(i);
        }
        // The cell map covers only what the top-level symbols can reach, so many small
        // tables cost no more than their symbols.
        let reach = symbols
            .iter()
            .filter(|(s, _)| s.parent == -1 && s.address >= 0)
            .map(|(s, _)| s.address as u64 + extent(&s.info, true))
            .max()
            .unwrap_or(0);
        let cells = u64::from(t.total_size.min(limit)).min(reach) as usize;
        let mut marker = Marker {
            map: Bitmap::new(cells),
            members: &members,
            symbols: &symbols,
            budget: 4 * cells + 4 * n + 64,
        };
        // Sibling names: a set of 24-byte entries sized for the table.
        let mut names: Set<(i16, &str)> = set(n);
        for (i, &(s, at)) in symbols.iter().enumerate() {
            let spath = path.chunk(tags::VUNI).index(i);
            let rec = at + 8 + chunk_len(&s.name);
            self.name(&s.name, at, &spath, true);
            self.record(&s.info, rec, &spath);
            if s.reserved_13 != 0 || s.reserved_14 != 0 {
                self.warning(
                    rec + vuni::reserved_13,
                    &spath,
                    "reserved bytes are not zero",
                );
            }
            if !names.insert((s.parent, &s.name.name)) {
                self.error(at, &spath, format!("duplicate name {:?}", s.name.name));
            }
            if s.info.kind.is_sampler() {
                self.samplers += u64::from(s.info.array_size.max(1));
            }
            let top = s.parent == -1;
            if !top {
                match usize::try_from(s.parent) {
                    Ok(p) if p < i && symbols[p].0.info.kind == SymbolType::STRUCT => {
                        children_of[p] += 1;
                    }
                    _ => {
                        self.error(
                            rec + vuni::parent,
                            &spath,
                            format!(
                                "parent {} is not the index of an earlier struct entry",
                                s.parent
                            ),
                        );
                    }
                }
            }
            if s.address < -1 {
                self.error(
                    rec + vuni::address,
                    &spath,
                    format!("address {} is below -1", s.address),
                );
                self.uniform_chunks(s, rec + vuni::END, &spath);
                continue;
            }
            let ext = extent(&s.info, top);
            let a = s.address.max(0) as u64;
            if s.address >= 0 && a % u64::from(align[i]) != 0 {
                self.error(
                    rec + vuni::address,
                    &spath,
                    format!(
                        "address {a} of {} is not aligned to {} cells",
                        glsl_type(&s.info),
                        align[i]
                    ),
                );
            }
            if s.info.array_size > 0
                && s.info.kind != SymbolType::STRUCT
                && u32::from(s.info.array_stride) % align[i] != 0
            {
                self.error(
                    rec + info::array_stride,
                    &spath,
                    format!(
                        "array stride {} is not a multiple of the alignment {}",
                        s.info.array_stride, align[i]
                    ),
                );
            }
            if top {
                if s.address >= 0 {
                    if a + ext > u64::from(t.total_size) {
                        self.error(
                            rec + vuni::address,
                            &spath,
                            format!(
                                "{} at {a} ends at cell {}, beyond the total size {}",
                                glsl_type(&s.info),
                                a + ext,
                                t.total_size
                            ),
                        );
                    } else if let Some(cell) = marker.mark(i, a, true, 0) {
                        self.error(
                            rec + vuni::address,
                            &spath,
                            format!("{:?} overlaps another uniform at cell {cell}", s.name.name),
                        );
                    }
                }
                if self.both_stages {
                    self.uniforms.push((
                        stage,
                        s.name.name.clone(),
                        s.info.clone(),
                        rec,
                        spath.path(),
                    ));
                }
            } else if let Ok(p) = usize::try_from(s.parent) {
                if p < i {
                    let stride = u64::from(symbols[p].0.info.array_stride);
                    if a + ext > stride {
                        self.error(rec + vuni::address, &spath, format!("member ends at cell {} of its struct, whose element stride is {stride}", a + ext));
                    }
                }
            }
            self.uniform_chunks(s, rec + vuni::END, &spath);
        }
        for (i, &(s, at)) in symbols.iter().enumerate() {
            if s.info.kind == SymbolType::STRUCT && u32::from(s.info.vec_size) != children_of[i] {
                self.error(
                    at,
                    &path.chunk(tags::VUNI).index(i),
                    format!(
                        "struct {:?} declares {} members, {} entries name it as parent",
                        s.name.name, s.info.vec_size, children_of[i]
                    ),
                );
            }
        }
        end - offset - 8
    }

    /// Walks the chunks after a VUNI's record, which starts at `at`: VINI values, VIDX
    /// entries, and the chunks the model kept raw (a VINI whose count disagrees with
    /// its length is a size error, a VIDX whose entries do not frame is skipped by
    /// ARM's loader, any other tag is unknown).
    fn uniform_chunks(&mut self, s: &UniformSymbol, mut at: usize, path: &At<'_>) {
        for c in &s.chunks {
            let cpath = path.chunk(c.tag());
            let len = self.framing(c, at, &cpath);
            match c {
                UniformChunk::Initializer(v) => self.initializer(s, v, at, &cpath),
                UniformChunk::Indices(list) => {
                    let mut x = at + 8;
                    for i in list {
                        let xpath = cpath.chunk(i.tag());
                        let n = self.framing(i, x, &xpath);
                        if let IndexChunk::Unknown(r) = i {
                            let sizes = INDEX_ENTRIES;
                            self.unknown_child(r, x, &xpath, tags::VIDX, &sizes);
                        }
                        x += 8 + n;
                    }
                }
                UniformChunk::Unknown(r) if r.tag == tags::VINI => {
                    let len = r.data.len();
                    let msg = match r.data.get(..4) {
                        Some(n) => {
                            let n = u32::from_le_bytes([n[0], n[1], n[2], n[3]]);
                            let need = 4 + 4 * u64::from(n);
                            format!("VINI payload is {len} bytes, its count {n} needs {need}")
                        }
                        None => format!("VINI payload is {len} bytes, too short for its count"),
                    };
                    self.error(at + 4, &cpath, msg);
                }
                UniformChunk::Unknown(r) if r.tag == tags::VIDX => {
                    // The parser keeps a VIDX raw when its entries do not frame. (One
                    // that frames, in a model built in code, writes a readable VIDX.)
                    let broken = Frames::new(&r.data, at + 8).find_map(Result::err);
                    if let Some(e) = broken {
                        let msg = format!("{}; ARM's loader skips this VIDX", e.kind());
                        self.warning(e.offset(), &cpath, msg);
                    }
                }
                UniformChunk::Unknown(r) => self.unknown_child(r, at, &cpath, tags::VUNI, &[]),
            }
            at += 8 + len;
        }
    }

    /// Warns about the chunks after a VVAR's or VATT's record (starting at `at`): the
    /// model knows none.
    fn raw_chunks(&mut self, chunks: &[RawChunk], mut at: usize, path: &At<'_>, parent: FourCC) {
        for r in chunks {
            let rpath = path.chunk(r.tag);
            let len = self.framing(r, at, &rpath);
            self.unknown_child(r, at, &rpath, parent, &[]);
            at += 8 + len;
        }
    }

    /// A VINI (at `at`, path `vpath`) of uniform `s`.
    fn initializer(&mut self, s: &UniformSymbol, v: &UniformInit, at: usize, vpath: &At<'_>) {
        if s.parent != -1 || s.info.kind == SymbolType::STRUCT {
            self.error(
                at,
                vpath,
                "VINI is only allowed on top-level non-struct uniforms",
            );
            return;
        }
        let i = &s.info;
        let columns = if i.kind == SymbolType::MATRIX {
            u64::from(i.vec_size)
        } else {
            1
        };
        let want = u64::from(i.vec_size) * columns * u64::from(i.array_size.max(1));
        if v.values.len() as u64 != want {
            self.error(
                at,
                vpath,
                format!(
                    "VINI holds {} values, {} needs {want}",
                    v.values.len(),
                    glsl_type(i)
                ),
            );
        }
    }

    /// Returns the SVAR's payload length.
    fn varyings(
        &mut self,
        t: &VaryingTable,
        offset: usize,
        path: &dyn Where,
        stage: Stage,
    ) -> usize {
        let limit = match stage {
            Stage::Vertex => VERTEX_VARYING_CELLS,
            Stage::Fragment => FRAGMENT_VARYING_CELLS,
        };
        let mut names: Map<&str, usize> = map(0);
        let mut bitmap = Bitmap::new(limit as usize);
        let end = self.symbol_table(
            offset,
            offset + 12,
            t.declared_count,
            &t.children,
            path,
            |v, index, s, at, cpath| {
                let spath = cpath.index(index);
                let rec = v.interface_symbol("varying", &s.name, &s.info, at, &spath);
                if names.insert(&s.name.name, index).is_some() {
                    v.error(at, &spath, format!("duplicate varying {:?}", s.name.name));
                }
                if s.reserved_14 != 0 {
                    v.warning(
                        rec + vvar::reserved_14,
                        &spath,
                        "reserved bytes are not zero",
                    );
                }
                if s.attribute_copy != -1 {
                    v.warning(
                        rec + vvar::attribute_copy,
                        &spath,
                        format!("attribute_copy {} (ARM writes -1)", s.attribute_copy),
                    );
                }
                if s.address == -1 && stage == Stage::Vertex {
                    // An unused vertex output.
                } else if s.address < 0 {
                    v.error(
                        rec + vvar::address,
                        &spath,
                        format!("address {}", s.address),
                    );
                } else if s.info.kind.is_numeric() {
                    let ext = extent(&s.info, false) as i64;
                    let a = i64::from(s.address);
                    let align = i64::from(vector_align(&s.info));
                    let limit = i64::from(limit);
                    if a % align != 0 {
                        v.error(
                            rec + vvar::address,
                            &spath,
                            format!(
                                "address {a} of {} is not aligned to {align} cells",
                                glsl_type(&s.info)
                            ),
                        );
                    }
                    if a + ext > limit {
                        v.error(
                            rec + vvar::address,
                            &spath,
                            format!(
                                "{} at {a} ends at cell {}, beyond the {limit} varying cells",
                                glsl_type(&s.info),
                                a + ext
                            ),
                        );
                    } else if let Some(cell) = mark_vectors(&mut bitmap, &s.info, a as u64) {
                        v.error(
                            rec + vvar::address,
                            &spath,
                            format!("{:?} overlaps another varying at cell {cell}", s.name.name),
                        );
                    }
                }
                v.raw_chunks(&s.chunks, rec + vvar::END, &spath, tags::VVAR);
            },
        );
        end - offset - 8
    }

    /// Returns the SATT's payload length.
    fn attributes(&mut self, t: &AttributeTable, offset: usize, path: &dyn Where) -> usize {
        let mut names: Map<&str, usize> = map(0);
        let mut registers: Map<u64, usize> = map(0);
        let end = self.symbol_table(
            offset,
            offset + 12,
            t.declared_count,
            &t.children,
            path,
            |v, index, s, at, cpath| {
                let spath = cpath.index(index);
                let rec = v.interface_symbol("attribute", &s.name, &s.info, at, &spath);
                if !(1..=4).contains(&s.info.vector_stride) {
                    v.error(
                        rec + info::vector_stride,
                        &spath,
                        format!("vector_stride {} (must be 1..4)", s.info.vector_stride),
                    );
                }
                if names.insert(&s.name.name, index).is_some() {
                    v.error(at, &spath, format!("duplicate attribute {:?}", s.name.name));
                }
                let a = i32::from(s.address);
                if a != -1 && (a < 0 || a % 4 != 0) {
                    v.error(
                        rec + vatt::address,
                        &spath,
                        format!("address {a} is not a vec4 register (multiple of 4)"),
                    );
                } else if a >= 0 && s.info.kind.is_numeric() {
                    let ext = extent(&s.info, false) as i64;
                    let a = i64::from(a);
                    // ARM's loader uses a strict comparison here: a vec4 at 60 fails.
                    if a + ext >= i64::from(ATTRIBUTE_CELLS) {
                        v.error(rec + vatt::address, &spath, format!("{} at {a} ends at cell {}: ARM's loader requires < {ATTRIBUTE_CELLS}", glsl_type(&s.info), a + ext));
                    }
                    let cells = if a + ext < i64::from(ATTRIBUTE_CELLS) {
                        // 16 registers: more vectors than cells can only repeat.
                        vectors(&s.info, a as u64, false).take(65).collect()
                    } else {
                        Vec::new()
                    };
                    for cell in cells {
                        let reg = cell / 4;
                        if let Some(other) = registers.insert(reg, index) {
                            if other != index {
                                v.error(
                                    rec + vatt::address,
                                    &spath,
                                    format!(
                                        "input register {reg} is shared with attribute {other}"
                                    ),
                                );
                                break;
                            }
                        }
                    }
                }
                v.raw_chunks(&s.chunks, rec + vatt::END, &spath, tags::VATT);
            },
        );
        end - offset - 8
    }

    /// What a varying (VVAR) and an attribute (VATT) are checked for alike: the name,
    /// the record, and a type the interface can carry. Returns the record's offset.
    fn interface_symbol(
        &mut self,
        what: &str,
        name: &SymbolName,
        info: &SymbolInfo,
        at: usize,
        spath: &At<'_>,
    ) -> usize {
        let rec = at + 8 + chunk_len(name);
        self.name(name, at, spath, true);
        self.record(info, rec, spath);
        if !info.kind.is_numeric() {
            self.error(
                rec + info::kind,
                spath,
                format!(
                    "{what} of type {} (must be float, int, bool or matrix)",
                    glsl_type(info)
                ),
            );
        }
        rec
    }

    fn cross_stage(&mut self) {
        let mut by_name: Map<&str, &(Stage, String, SymbolInfo, usize, Path)> = map(0);
        let mut mismatches = Vec::new();
        for u in &self.uniforms {
            match by_name.get(u.1.as_str()) {
                Some(other) if other.0 != u.0 => {
                    if other.2.kind != u.2.kind
                        || other.2.vec_size != u.2.vec_size
                        || other.2.array_size != u.2.array_size
                        || other.2.precision != u.2.precision
                    {
                        mismatches.push((
                            u.3,
                            u.4.clone(),
                            format!(
                                "uniform {:?} is {} here but {} in the other stage",
                                u.1,
                                glsl_type(&u.2),
                                glsl_type(&other.2)
                            ),
                        ));
                    }
                }
                Some(_) => {}
                None => {
                    by_name.insert(&u.1, u);
                }
            }
        }
        for (at, path, msg) in mismatches {
            self.error(at, &path, msg);
        }
    }
}

/// Alignment of a non-struct record in cells (spec §7): vec3 and vec4 align to 4,
/// vec2 to 2; matrices to their column; samplers to 1.
pub fn vector_align(info: &SymbolInfo) -> u32 {
    if info.kind.is_sampler() {
        return 1;
    }
    match info.vec_size {
        0 | 1 => 1,
        2 => 2,
        _ => 4,
    }
}

/// The first cell of every vector (matrix column, array element) of a record.
fn vectors(info: &SymbolInfo, address: u64, top: bool) -> impl Iterator<Item = u64> {
    let (vs, arr) = strides(info, top);
    let columns = if info.kind == SymbolType::MATRIX {
        u64::from(info.vec_size)
    } else {
        1
    };
    let elements = u64::from(info.array_size.max(1));
    (0..elements).flat_map(move |e| {
        (0..columns).map(move |c| address + e * u64::from(arr) + c * u64::from(vs))
    })
}

/// Occupied cells of one table.
struct Bitmap(Vec<bool>);

impl Bitmap {
    fn new(cells: usize) -> Self {
        Bitmap(vec![false; cells])
    }

    /// Marks a cell; `false` if it was taken (or outside the map).
    fn take(&mut self, cell: u64) -> bool {
        match self.0.get_mut(cell as usize) {
            Some(b) if !*b => {
                *b = true;
                true
            }
            _ => false,
        }
    }
}

/// What [`mark`] needs to walk structs: members per entry, and a work budget that
/// keeps hostile tables (zero-size members in huge nested arrays) linear.
struct Marker<'a> {
    map: Bitmap,
    members: &'a [Vec<usize>],
    symbols: &'a [(&'a UniformSymbol, usize)],
    budget: usize,
}

impl Marker<'_> {
    /// Marks the cells of entry `index` at `address`; returns the first cell already
    /// taken. `None` also when the budget runs out.
    fn mark(&mut self, index: usize, address: u64, top: bool, depth: usize) -> Option<u64> {
        let info = &self.symbols[index].0.info;
        if info.kind == SymbolType::STRUCT {
            if depth > 64 {
                return None;
            }
            let stride = u64::from(info.array_stride);
            for e in 0..u64::from(info.array_size.max(1)) {
                self.budget = self.budget.checked_sub(1)?;
                let base = address + e * stride;
                for &m in self.members.get(index).map_or(&[][..], Vec::as_slice) {
                    self.budget = self.budget.checked_sub(1)?;
                    let a = self.symbols[m].0.address;
                    if a >= 0 {
                        if let Some(c) = self.mark(m, base + a as u64, false, depth + 1) {
                            return Some(c);
                        }
                    }
                }
            }
            return None;
        }
        let k = cells_per_vector(info);
        for start in vectors(info, address, top) {
            self.budget = self.budget.checked_sub(1)?;
            for cell in start..start + k {
                if !self.map.take(cell) {
                    return Some(cell);
                }
            }
        }
        None
    }
}

/// Marks the cells of a varying; returns the first cell already taken.
fn mark_vectors(map: &mut Bitmap, info: &SymbolInfo, address: u64) -> Option<u64> {
    let k = cells_per_vector(info);
    if k == 0 {
        return None;
    }
    for start in vectors(info, address, false) {
        for cell in start..start + k {
            if !map.take(cell) {
                return Some(cell);
            }
        }
    }
    None
}
