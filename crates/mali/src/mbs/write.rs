//! MBS1 writer: [`MbsFile`] to bytes. Every chunk knows its payload length up front,
//! which the validator also uses to locate findings without the bytes.

use gpubin_binfmt::{FourCC, Writer};

use super::model::*;
use super::record::{Field, Record, SymbolRecord};
use super::tags;

/// Writes a model as an MBS1 file. For a model that [`super::parse`] produced, the
/// bytes are the parsed file's bytes.
pub fn write(model: &MbsFile) -> Vec<u8> {
    let children: usize = model.blocks.iter().map(chunk_len).sum();
    let mut w = Writer::with_capacity(8 + children + model.trailing.len());
    w.fourcc(tags::MBS1).u32(children as u32);
    for b in &model.blocks {
        put(&mut w, b);
    }
    w.bytes(&model.trailing);
    w.into_inner()
}

/// Writes a sequence of CFRA children (for example the tables of a layout) as chunks.
pub fn write_fragment_chunks(chunks: &[FragmentChunk]) -> Vec<u8> {
    let mut w = Writer::with_capacity(list_len(chunks));
    put_all(&mut w, chunks);
    w.into_inner()
}

/// Writes a sequence of CVER children as chunks.
pub fn write_vertex_chunks(chunks: &[VertexChunk]) -> Vec<u8> {
    let mut w = Writer::with_capacity(list_len(chunks));
    put_all(&mut w, chunks);
    w.into_inner()
}

/// Sets the offset of every placed chunk (shader blocks, their children, pilot
/// shaders' children) to where [`write()`] puts its header: for a parsed model these
/// are the parsed offsets; a model built in code, read from JSON or edited gets the
/// offsets of the bytes it writes.
pub fn place(model: &mut MbsFile) {
    // The MBS1 chunk header comes first.
    let mut at = 8;
    for block in &mut model.blocks {
        block.offset = Some(at);
        // A shader block's children follow its header and core word.
        let first = at + SHADER_HEAD;
        match &mut block.chunk {
            Block::Fragment(f) => place_list(&mut f.children, first, |c| match c {
                FragmentChunk::Pilots(p) => Some(p),
                _ => None,
            }),
            Block::Vertex(v) => place_list(&mut v.children, first, |c| match c {
                VertexChunk::Pilots(p) => Some(p),
                _ => None,
            }),
            _ => {}
        }
        at += chunk_len(block);
    }
}

/// Bytes before a shader block's first child: chunk header and core word.
pub(crate) const SHADER_HEAD: usize = 8 + 4;
/// Bytes before DPRO's first child: chunk header and three words.
pub(crate) const PILOTS_HEAD: usize = 8 + 12;

fn place_list<T: Encode>(
    list: &mut [Placed<T>],
    mut at: usize,
    pilots: impl Fn(&mut T) -> Option<&mut PilotShaders>,
) {
    for child in list {
        child.offset = Some(at);
        let len = chunk_len(child);
        if let Some(p) = pilots(&mut child.chunk) {
            let mut pilot_at = at + PILOTS_HEAD;
            for pc in &mut p.children {
                pc.offset = Some(pilot_at);
                pilot_at += chunk_len(pc);
            }
        }
        at += len;
    }
}

impl MbsFile {
    /// Whether every placed chunk has an offset (true for a parsed model, and after
    /// [`place`]).
    pub fn is_placed(&self) -> bool {
        fn pilots_placed(p: &PilotShaders) -> bool {
            p.children.iter().all(|c| c.offset.is_some())
        }
        self.blocks.iter().all(|b| {
            b.offset.is_some()
                && match &b.chunk {
                    Block::Fragment(f) => f.children.iter().all(|c| {
                        c.offset.is_some()
                            && match &c.chunk {
                                FragmentChunk::Pilots(p) => pilots_placed(p),
                                _ => true,
                            }
                    }),
                    Block::Vertex(v) => v.children.iter().all(|c| {
                        c.offset.is_some()
                            && match &c.chunk {
                                VertexChunk::Pilots(p) => pilots_placed(p),
                                _ => true,
                            }
                    }),
                    _ => true,
                }
        })
    }
}

impl<T: Encode> Encode for Placed<T> {
    fn tag(&self) -> FourCC {
        self.chunk.tag()
    }
    fn payload_len(&self) -> usize {
        self.chunk.payload_len()
    }
    fn write_payload(&self, w: &mut Writer) {
        self.chunk.write_payload(w)
    }
}

/// A chunk of the model: its tag, payload length and payload.
pub(crate) trait Encode {
    fn tag(&self) -> FourCC;
    fn payload_len(&self) -> usize;
    fn write_payload(&self, w: &mut Writer);
}

/// Header plus payload.
pub(crate) fn chunk_len(x: &impl Encode) -> usize {
    8 + x.payload_len()
}

pub(crate) fn put(w: &mut Writer, x: &impl Encode) {
    let len = x.payload_len();
    w.fourcc(x.tag()).u32(len as u32);
    let start = w.position();
    x.write_payload(w);
    debug_assert_eq!(w.position() - start, len, "payload_len of {}", x.tag());
}

fn list_len<T: Encode>(xs: &[T]) -> usize {
    xs.iter().map(chunk_len).sum()
}

fn put_all<T: Encode>(w: &mut Writer, xs: &[T]) {
    for x in xs {
        put(w, x);
    }
}

impl Encode for RawChunk {
    fn tag(&self) -> FourCC {
        self.tag
    }
    fn payload_len(&self) -> usize {
        self.data.len()
    }
    fn write_payload(&self, w: &mut Writer) {
        w.bytes(&self.data);
    }
}

/// A DBIN code blob.
struct Dbin<'a>(&'a [u8]);

impl Encode for Dbin<'_> {
    fn tag(&self) -> FourCC {
        tags::DBIN
    }
    fn payload_len(&self) -> usize {
        self.0.len()
    }
    fn write_payload(&self, w: &mut Writer) {
        w.bytes(self.0);
    }
}

/// A chunk of one little-endian word.
struct Word(FourCC, u32);

impl Encode for Word {
    fn tag(&self) -> FourCC {
        self.0
    }
    fn payload_len(&self) -> usize {
        4
    }
    fn write_payload(&self, w: &mut Writer) {
        w.u32(self.1);
    }
}

impl Encode for SymbolName {
    fn tag(&self) -> FourCC {
        tags::STRI
    }
    fn payload_len(&self) -> usize {
        match &self.name_padding {
            Some(p) => self.name.len() + 1 + p.len(),
            None => (self.name.len() + 1).div_ceil(4) * 4,
        }
    }
    fn write_payload(&self, w: &mut Writer) {
        match &self.name_padding {
            Some(p) => {
                w.cstr(self.name.as_bytes()).bytes(p);
            }
            None => {
                let start = w.position();
                w.cstr(self.name.as_bytes());
                let pad = (4 - (w.position() - start) % 4) % 4;
                w.zeros(pad);
            }
        }
    }
}

impl Encode for Block {
    fn tag(&self) -> FourCC {
        match self {
            Block::Fragment(_) => tags::CFRA,
            Block::Vertex(_) => tags::CVER,
            Block::AttributeBindings(_) => tags::BATT,
            Block::Unknown(r) => r.tag,
        }
    }
    fn payload_len(&self) -> usize {
        match self {
            Block::Fragment(f) => 4 + list_len(&f.children),
            Block::Vertex(v) => 4 + list_len(&v.children),
            Block::AttributeBindings(b) => {
                4 + b
                    .bindings
                    .iter()
                    .map(|x| chunk_len(&x.name) + 4)
                    .sum::<usize>()
            }
            Block::Unknown(r) => r.payload_len(),
        }
    }
    fn write_payload(&self, w: &mut Writer) {
        match self {
            Block::Fragment(f) => {
                w.u32(f.core);
                put_all(w, &f.children);
            }
            Block::Vertex(v) => {
                w.u32(v.core);
                put_all(w, &v.children);
            }
            Block::AttributeBindings(b) => {
                w.u32(b.bindings.len() as u32);
                for x in &b.bindings {
                    put(w, &x.name);
                    w.u32(x.binding);
                }
            }
            Block::Unknown(r) => r.write_payload(w),
        }
    }
}

impl Encode for FragmentChunk {
    fn tag(&self) -> FourCC {
        match self {
            FragmentChunk::Stack(_) => FragmentStack::TAG,
            FragmentChunk::Discard(_) => FragmentDiscard::TAG,
            FragmentChunk::BufferUse(_) => FragmentBufferUse::TAG,
            FragmentChunk::Uniforms(_) => tags::SUNI,
            FragmentChunk::Varyings(_) => tags::SVAR,
            FragmentChunk::Code(_) => tags::DBIN,
            FragmentChunk::Pilots(_) => tags::DPRO,
            FragmentChunk::Registers(_) => RegisterUsage::TAG,
            FragmentChunk::Unknown(r) => r.tag,
        }
    }
    fn payload_len(&self) -> usize {
        match self {
            FragmentChunk::Stack(_) => FragmentStack::SIZE,
            FragmentChunk::BufferUse(_) => FragmentBufferUse::SIZE,
            FragmentChunk::Discard(_) => FragmentDiscard::SIZE,
            FragmentChunk::Registers(_) => RegisterUsage::SIZE,
            FragmentChunk::Uniforms(t) => t.payload_len(),
            FragmentChunk::Varyings(t) => t.payload_len(),
            FragmentChunk::Code(c) => c.len(),
            FragmentChunk::Pilots(p) => p.payload_len(),
            FragmentChunk::Unknown(r) => r.payload_len(),
        }
    }
    fn write_payload(&self, w: &mut Writer) {
        match self {
            FragmentChunk::Stack(s) => s.write(w),
            FragmentChunk::Discard(d) => d.write(w),
            FragmentChunk::BufferUse(b) => b.write(w),
            FragmentChunk::Uniforms(t) => t.write_payload(w),
            FragmentChunk::Varyings(t) => t.write_payload(w),
            FragmentChunk::Code(c) => {
                w.bytes(c);
            }
            FragmentChunk::Pilots(p) => p.write_payload(w),
            FragmentChunk::Registers(r) => r.write(w),
            FragmentChunk::Unknown(r) => r.write_payload(w),
        }
    }
}

impl Encode for VertexChunk {
    fn tag(&self) -> FourCC {
        match self {
            VertexChunk::Instructions(_) => InstructionRange::TAG,
            VertexChunk::Fpoi(_) => ObsoleteWord::TAG,
            VertexChunk::Transform(_) => TransformStatus::TAG,
            VertexChunk::Uniforms(_) => tags::SUNI,
            VertexChunk::Attributes(_) => tags::SATT,
            VertexChunk::Varyings(_) => tags::SVAR,
            VertexChunk::Code(_) => tags::DBIN,
            VertexChunk::Pilots(_) => tags::DPRO,
            VertexChunk::PreTransform(_) => tags::VSOP,
            VertexChunk::Registers(_) => RegisterUsage::TAG,
            VertexChunk::Unknown(r) => r.tag,
        }
    }
    fn payload_len(&self) -> usize {
        match self {
            VertexChunk::Instructions(_) => InstructionRange::SIZE,
            VertexChunk::Fpoi(_) => ObsoleteWord::SIZE,
            VertexChunk::Transform(_) => TransformStatus::SIZE,
            VertexChunk::Registers(_) => RegisterUsage::SIZE,
            VertexChunk::Uniforms(t) => t.payload_len(),
            VertexChunk::Attributes(t) => t.payload_len(),
            VertexChunk::Varyings(t) => t.payload_len(),
            VertexChunk::Code(c) => c.len(),
            VertexChunk::Pilots(p) => p.payload_len(),
            VertexChunk::PreTransform(p) => list_len(&p.children),
            VertexChunk::Unknown(r) => r.payload_len(),
        }
    }
    fn write_payload(&self, w: &mut Writer) {
        match self {
            VertexChunk::Instructions(f) => f.write(w),
            VertexChunk::Fpoi(x) => x.write(w),
            VertexChunk::Transform(t) => t.write(w),
            VertexChunk::Uniforms(t) => t.write_payload(w),
            VertexChunk::Attributes(t) => t.write_payload(w),
            VertexChunk::Varyings(t) => t.write_payload(w),
            VertexChunk::Code(c) => {
                w.bytes(c);
            }
            VertexChunk::Pilots(p) => p.write_payload(w),
            VertexChunk::PreTransform(p) => put_all(w, &p.children),
            VertexChunk::Registers(r) => r.write(w),
            VertexChunk::Unknown(r) => r.write_payload(w),
        }
    }
}

fn count(declared: Option<u32>, found: usize) -> u32 {
    declared.unwrap_or(found as u32)
}

impl UniformTable {
    pub(crate) fn payload_len(&self) -> usize {
        8 + list_len(&self.children)
    }
    pub(crate) fn write_payload(&self, w: &mut Writer) {
        w.u32(count(self.declared_count, self.symbols().count()))
            .u32(self.total_size);
        put_all(w, &self.children);
    }
}

impl VaryingTable {
    pub(crate) fn payload_len(&self) -> usize {
        4 + list_len(&self.children)
    }
    pub(crate) fn write_payload(&self, w: &mut Writer) {
        w.u32(count(self.declared_count, self.symbols().count()));
        put_all(w, &self.children);
    }
}

impl AttributeTable {
    pub(crate) fn payload_len(&self) -> usize {
        4 + list_len(&self.children)
    }
    pub(crate) fn write_payload(&self, w: &mut Writer) {
        w.u32(count(self.declared_count, self.symbols().count()));
        put_all(w, &self.children);
    }
}

impl PilotShaders {
    pub(crate) fn payload_len(&self) -> usize {
        12 + list_len(&self.children)
    }
    pub(crate) fn write_payload(&self, w: &mut Writer) {
        let found = self
            .children
            .iter()
            .filter(|c| matches!(&***c, PilotChunk::Code(_)))
            .count();
        w.u32(count(self.declared_count, found))
            .u32(self.uniform_offset)
            .u32(self.uniform_stride);
        put_all(w, &self.children);
    }
}

impl Encode for PilotChunk {
    fn tag(&self) -> FourCC {
        match self {
            PilotChunk::Code(_) => tags::DBIN,
            PilotChunk::ProgramEnd(_) => tags::VPRO,
            PilotChunk::Unknown(r) => r.tag,
        }
    }
    fn payload_len(&self) -> usize {
        match self {
            PilotChunk::Code(c) => Dbin(c).payload_len(),
            PilotChunk::ProgramEnd(_) => <u32 as Field>::SIZE,
            PilotChunk::Unknown(r) => r.payload_len(),
        }
    }
    fn write_payload(&self, w: &mut Writer) {
        match self {
            PilotChunk::Code(c) => Dbin(c).write_payload(w),
            PilotChunk::ProgramEnd(v) => Word(tags::VPRO, *v).write_payload(w),
            PilotChunk::Unknown(r) => r.write_payload(w),
        }
    }
}

impl Encode for UniformTableChunk {
    fn tag(&self) -> FourCC {
        match self {
            UniformTableChunk::Symbol(_) => UniformSymbol::TAG,
            UniformTableChunk::Unknown(r) => r.tag,
        }
    }
    fn payload_len(&self) -> usize {
        match self {
            UniformTableChunk::Symbol(s) => {
                chunk_len(&s.name) + UniformSymbol::SIZE + list_len(&s.chunks)
            }
            UniformTableChunk::Unknown(r) => r.payload_len(),
        }
    }
    fn write_payload(&self, w: &mut Writer) {
        match self {
            UniformTableChunk::Symbol(s) => {
                put(w, &s.name);
                s.write_record(w);
                put_all(w, &s.chunks);
            }
            UniformTableChunk::Unknown(r) => r.write_payload(w),
        }
    }
}

impl Encode for VaryingTableChunk {
    fn tag(&self) -> FourCC {
        match self {
            VaryingTableChunk::Symbol(_) => VaryingSymbol::TAG,
            VaryingTableChunk::Unknown(r) => r.tag,
        }
    }
    fn payload_len(&self) -> usize {
        match self {
            VaryingTableChunk::Symbol(s) => {
                chunk_len(&s.name) + VaryingSymbol::SIZE + list_len(&s.chunks)
            }
            VaryingTableChunk::Unknown(r) => r.payload_len(),
        }
    }
    fn write_payload(&self, w: &mut Writer) {
        match self {
            VaryingTableChunk::Symbol(s) => {
                put(w, &s.name);
                s.write_record(w);
                put_all(w, &s.chunks);
            }
            VaryingTableChunk::Unknown(r) => r.write_payload(w),
        }
    }
}

impl Encode for AttributeTableChunk {
    fn tag(&self) -> FourCC {
        match self {
            AttributeTableChunk::Symbol(_) => AttributeSymbol::TAG,
            AttributeTableChunk::Unknown(r) => r.tag,
        }
    }
    fn payload_len(&self) -> usize {
        match self {
            AttributeTableChunk::Symbol(s) => {
                chunk_len(&s.name) + AttributeSymbol::SIZE + list_len(&s.chunks)
            }
            AttributeTableChunk::Unknown(r) => r.payload_len(),
        }
    }
    fn write_payload(&self, w: &mut Writer) {
        match self {
            AttributeTableChunk::Symbol(s) => {
                put(w, &s.name);
                s.write_record(w);
                put_all(w, &s.chunks);
            }
            AttributeTableChunk::Unknown(r) => r.write_payload(w),
        }
    }
}

impl Encode for UniformChunk {
    fn tag(&self) -> FourCC {
        match self {
            UniformChunk::Indices(_) => tags::VIDX,
            UniformChunk::Initializer(_) => tags::VINI,
            UniformChunk::Unknown(r) => r.tag,
        }
    }
    fn payload_len(&self) -> usize {
        match self {
            UniformChunk::Indices(i) => list_len(i),
            UniformChunk::Initializer(v) => 4 + 4 * v.values.len(),
            UniformChunk::Unknown(r) => r.payload_len(),
        }
    }
    fn write_payload(&self, w: &mut Writer) {
        match self {
            UniformChunk::Indices(i) => put_all(w, i),
            UniformChunk::Initializer(v) => {
                w.u32(v.values.len() as u32);
                for x in &v.values {
                    w.u32(x.0);
                }
            }
            UniformChunk::Unknown(r) => r.write_payload(w),
        }
    }
}

impl Encode for IndexChunk {
    fn tag(&self) -> FourCC {
        match self {
            IndexChunk::TdRemap(_) => tags::ITDR,
            IndexChunk::Yuv(_) => tags::IYUV,
            IndexChunk::Gradient(_) => tags::IGRD,
            IndexChunk::Unknown(r) => r.tag,
        }
    }
    fn payload_len(&self) -> usize {
        match self {
            IndexChunk::Unknown(r) => r.payload_len(),
            _ => <i32 as Field>::SIZE,
        }
    }
    fn write_payload(&self, w: &mut Writer) {
        match self {
            IndexChunk::TdRemap(v) | IndexChunk::Yuv(v) | IndexChunk::Gradient(v) => {
                w.i32(*v);
            }
            IndexChunk::Unknown(r) => r.write_payload(w),
        }
    }
}

impl Encode for PreTransformChunk {
    fn tag(&self) -> FourCC {
        match self {
            PreTransformChunk::Action(_) => tags::VACT,
            PreTransformChunk::Unknown(r) => r.tag,
        }
    }
    fn payload_len(&self) -> usize {
        match self {
            PreTransformChunk::Action(a) => list_len(a),
            PreTransformChunk::Unknown(r) => r.payload_len(),
        }
    }
    fn write_payload(&self, w: &mut Writer) {
        match self {
            PreTransformChunk::Action(a) => put_all(w, a),
            PreTransformChunk::Unknown(r) => r.write_payload(w),
        }
    }
}

impl Encode for ActionChunk {
    fn tag(&self) -> FourCC {
        match self {
            ActionChunk::Expression(_) => Expression::TAG,
            ActionChunk::Operand(_) => Operand::TAG,
            ActionChunk::Unknown(r) => r.tag,
        }
    }
    fn payload_len(&self) -> usize {
        match self {
            ActionChunk::Expression(_) => Expression::SIZE,
            ActionChunk::Operand(_) => Operand::SIZE,
            ActionChunk::Unknown(r) => r.payload_len(),
        }
    }
    fn write_payload(&self, w: &mut Writer) {
        match self {
            ActionChunk::Expression(e) => e.write(w),
            ActionChunk::Operand(o) => o.write(w),
            ActionChunk::Unknown(r) => r.write_payload(w),
        }
    }
}
