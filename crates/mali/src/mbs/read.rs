//! MBS1 reader: bytes to [`MbsFile`]. Framing and decoding only; the rules of ARM's
//! loader live in `validate`.

use gpubin_binfmt::{Error, FourCC, Frame, Path, Reader, Result};

use super::frame::{children, walk, Walk};
use super::model::*;
use super::record::{Record, SymbolRecord};
use super::rule::MbsRule;
use super::tags;

/// Parses an MBS1 file. Every file this accepts is written back byte for byte by
/// [`super::write`].
pub fn parse(data: &[u8]) -> Result<MbsFile> {
    let mut r = Reader::new(data);
    if r.remaining() < 8 {
        return Err(r.rule(MbsRule::ShortFile { len: data.len() }));
    }
    r.expect_fourcc(tags::MBS1)?;
    let mbs1 = match walk(data, 0).next() {
        Some(c) => c?,
        None => return Err(Reader::new(data).rule(MbsRule::Empty)),
    };
    let blocks = within(tags::MBS1, None, blocks(&mbs1))?;
    Ok(MbsFile {
        blocks,
        trailing: Bytes(data[mbs1.end_offset()..].to_vec()),
    })
}

fn blocks(mbs1: &Frame<'_>) -> Result<Vec<Placed<Block>>> {
    let mut blocks = Vec::new();
    for chunk in children(mbs1) {
        let chunk = chunk?;
        let tag = chunk.tag;
        let block = match tag.0 {
            tags::CFRA_ => Block::Fragment(within(tag, None, fragment(&chunk))?),
            tags::CVER_ => Block::Vertex(within(tag, None, vertex(&chunk))?),
            tags::BATT_ => Block::AttributeBindings(within(tag, None, bindings(&chunk))?),
            _ => Block::Unknown(raw(&chunk)),
        };
        blocks.push(Placed::at(chunk.offset, block));
    }
    Ok(blocks)
}

/// A reader over a chunk's payload whose path is relative to the chunk: the hot path
/// allocates no paths, and [`within`] prefixes the chunk to errors on the way out.
fn local<'a>(chunk: &Frame<'a>) -> Reader<'a> {
    Reader::with_base(chunk.payload, chunk.payload_offset(), Path::root())
}

/// Prefixes an error's path with the chunk it happened in (`VUNI[3]`).
fn within<T>(tag: FourCC, index: Option<usize>, result: Result<T>) -> Result<T> {
    result.map_err(|e| {
        let mut path = Path::root().chunk(tag);
        if let Some(i) = index {
            path = path.index(i);
        }
        e.within(&path)
    })
}

/// The chunks from a reader's position to the end of its region.
fn after<'a>(r: &Reader<'a>) -> Walk<'a> {
    walk(r.rest(), r.offset())
}

fn raw(chunk: &Frame<'_>) -> RawChunk {
    RawChunk {
        tag: chunk.tag,
        data: Bytes(chunk.payload.to_vec()),
    }
}

/// A payload of exactly `N` bytes, or `None` (the chunk is then kept raw).
fn exact<const N: usize>(chunk: &Frame<'_>) -> Option<[u8; N]> {
    chunk.payload.try_into().ok()
}

/// A record chunk, decoded as `known`, or kept raw as `unknown` when its payload
/// has another length (the validator reports the size).
fn record<R: Record, C>(
    chunk: &Frame<'_>,
    known: impl FnOnce(R) -> C,
    unknown: impl FnOnce(RawChunk) -> C,
) -> C {
    match R::read(chunk.payload) {
        Some(r) => known(r),
        None => unknown(raw(chunk)),
    }
}

fn le32(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}

/// A CFRA or CVER: its `u32` core id, then its children, each decoded by `child`.
fn shader_block<C>(
    chunk: &Frame<'_>,
    mut child: impl FnMut(Frame<'_>) -> Result<C>,
) -> Result<(u32, Vec<Placed<C>>)> {
    let mut r = local(chunk);
    if r.remaining() < 4 {
        return Err(r.rule(MbsRule::ShortCoreWord {
            tag: chunk.tag,
            len: r.remaining(),
        }));
    }
    let core = r.u32()?;
    let mut out = Vec::new();
    for c in after(&r) {
        let c = c?;
        let offset = c.offset;
        out.push(Placed::at(offset, child(c)?));
    }
    Ok((core, out))
}

fn fragment(chunk: &Frame<'_>) -> Result<FragmentShader> {
    let (core, children) = shader_block(chunk, |c| {
        Ok(match c.tag.0 {
            tags::FSTA_ => record(&c, FragmentChunk::Stack, FragmentChunk::Unknown),
            tags::FDIS_ => record(&c, FragmentChunk::Discard, FragmentChunk::Unknown),
            tags::FBUU_ => record(&c, FragmentChunk::BufferUse, FragmentChunk::Unknown),
            tags::REGU_ => record(&c, FragmentChunk::Registers, FragmentChunk::Unknown),
            tags::SUNI_ => FragmentChunk::Uniforms(within(c.tag, None, uniform_table(&c))?),
            tags::SVAR_ => FragmentChunk::Varyings(within(c.tag, None, varying_table(&c))?),
            tags::DBIN_ => FragmentChunk::Code(Bytes(c.payload.to_vec())),
            tags::DPRO_ => FragmentChunk::Pilots(within(c.tag, None, pilots(&c))?),
            _ => FragmentChunk::Unknown(raw(&c)),
        })
    })?;
    Ok(FragmentShader { core, children })
}

fn vertex(chunk: &Frame<'_>) -> Result<VertexShader> {
    let (core, children) = shader_block(chunk, |c| {
        Ok(match c.tag.0 {
            tags::FINS_ => record(&c, VertexChunk::Instructions, VertexChunk::Unknown),
            tags::FPOI_ => record(&c, VertexChunk::Fpoi, VertexChunk::Unknown),
            tags::FTRA_ => record(&c, VertexChunk::Transform, VertexChunk::Unknown),
            tags::REGU_ => record(&c, VertexChunk::Registers, VertexChunk::Unknown),
            tags::SUNI_ => VertexChunk::Uniforms(within(c.tag, None, uniform_table(&c))?),
            tags::SATT_ => VertexChunk::Attributes(within(c.tag, None, attribute_table(&c))?),
            tags::SVAR_ => VertexChunk::Varyings(within(c.tag, None, varying_table(&c))?),
            tags::DBIN_ => VertexChunk::Code(Bytes(c.payload.to_vec())),
            tags::DPRO_ => VertexChunk::Pilots(within(c.tag, None, pilots(&c))?),
            tags::VSOP_ => VertexChunk::PreTransform(within(c.tag, None, pre_transform(&c))?),
            _ => VertexChunk::Unknown(raw(&c)),
        })
    })?;
    Ok(VertexShader { core, children })
}

/// Reads a table header word that ARM requires; a short payload is a parse error.
fn header_word(r: &mut Reader<'_>, tag: FourCC, field: &'static str) -> Result<u32> {
    if r.remaining() < 4 {
        return Err(r.rule(MbsRule::ShortTableHeader {
            tag,
            field,
            remain: r.remaining(),
        }));
    }
    r.u32()
}

/// Checks a table's declared count against the entries found; returns the count to
/// keep in the model (only when it differs).
fn declared_count(
    count: u32,
    found: usize,
    count_offset: usize,
    chunk: &Frame<'_>,
    entry: FourCC,
) -> Result<Option<u32>> {
    if count as usize > found {
        return Err(Error::rule(
            count_offset,
            Path::root(),
            MbsRule::CountPastData {
                tag: chunk.tag,
                count,
                found,
                entry,
            },
        ));
    }
    Ok((count as usize != found).then_some(count))
}

fn uniform_table(chunk: &Frame<'_>) -> Result<UniformTable> {
    let ([total_size], children, declared_count) =
        symbol_table(chunk, ["total_size"], uniform_symbol)?;
    Ok(UniformTable {
        total_size,
        declared_count,
        children,
    })
}

fn varying_table(chunk: &Frame<'_>) -> Result<VaryingTable> {
    let ([], children, declared_count) = symbol_table(chunk, [], varying_symbol)?;
    Ok(VaryingTable {
        declared_count,
        children,
    })
}

fn attribute_table(chunk: &Frame<'_>) -> Result<AttributeTable> {
    let ([], children, declared_count) = symbol_table(chunk, [], attribute_symbol)?;
    Ok(AttributeTable {
        declared_count,
        children,
    })
}

/// Reads a symbol table (SUNI, SVAR, SATT): its count word, the header words named
/// in `fields`, then its children, and checks the count against the symbols found.
/// Returns the header words, the children and the count to keep in the model.
/// The list is sized from the count, within the data.
fn symbol_table<C: TableChunk, const H: usize>(
    chunk: &Frame<'_>,
    fields: [&'static str; H],
    symbol: fn(&Frame<'_>) -> Result<C::Symbol>,
) -> Result<([u32; H], Vec<C>, Option<u32>)>
where
    C::Symbol: SymbolRecord,
{
    // The smallest symbol chunk: its header, an empty STRI, the record.
    let min_symbol_len = 8 + 8 + C::Symbol::SIZE;
    let mut r = local(chunk);
    let count_offset = r.offset();
    let count = header_word(&mut r, C::TABLE_TAG, "count")?;
    let mut header = [0; H];
    for (word, field) in header.iter_mut().zip(fields) {
        *word = header_word(&mut r, C::TABLE_TAG, field)?;
    }
    let mut children = Vec::with_capacity((count as usize).min(r.remaining() / min_symbol_len));
    let mut found = 0;
    for c in after(&r) {
        let c = c?;
        children.push(if c.tag == C::SYMBOL_TAG {
            found += 1;
            C::from_symbol(within(c.tag, Some(found - 1), symbol(&c))?)
        } else {
            C::from_unknown(raw(&c))
        });
    }
    let declared = declared_count(count, found, count_offset, chunk, C::SYMBOL_TAG)?;
    Ok((header, children, declared))
}

/// Reads a STRI chunk from `r` (the chunk must come next).
pub(crate) fn name(r: &mut Reader<'_>) -> Result<SymbolName> {
    let mut it = after(r);
    let c = match it.next() {
        // The walker's errors are relative to the reader (`BATT[2]` in a BATT).
        Some(c) => c.map_err(|e| e.within(r.path()))?,
        None => return Err(r.rule(MbsRule::MissingName)),
    };
    if c.tag != tags::STRI {
        return Err(Error::rule(
            c.offset,
            r.path().clone(),
            MbsRule::NotAName { found: c.tag },
        ));
    }
    r.skip(c.end_offset() - r.offset())?;
    let Some(nul) = c.payload.iter().position(|&b| b == 0) else {
        return Err(Error::new(
            c.payload_offset(),
            r.path().chunk(c.tag),
            gpubin_binfmt::ErrorKind::Unterminated,
        ));
    };
    let text = std::str::from_utf8(&c.payload[..nul]).map_err(|e| {
        Error::rule(
            c.payload_offset() + e.valid_up_to(),
            r.path().chunk(c.tag),
            MbsRule::NameNotUtf8,
        )
    })?;
    let after = &c.payload[nul + 1..];
    let canonical = c.payload.len() % 4 == 0 && after.iter().all(|&b| b == 0) && after.len() < 4;
    Ok(SymbolName {
        name: text.to_string(),
        name_padding: (!canonical).then(|| Bytes(after.to_vec())),
    })
}

/// Reads a symbol's name and fixed record; returns them and a reader at the
/// sub-chunks that follow.
fn symbol<'a, S: SymbolRecord>(chunk: &Frame<'a>) -> Result<(SymbolName, &'a [u8], Reader<'a>)> {
    let mut r = local(chunk);
    let name = name(&mut r)?;
    if r.remaining() < S::SIZE {
        return Err(r.rule(MbsRule::ShortRecord {
            tag: chunk.tag,
            size: S::SIZE,
            remain: r.remaining(),
        }));
    }
    let record = r.bytes(S::SIZE)?;
    Ok((name, record, r))
}

fn uniform_symbol(chunk: &Frame<'_>) -> Result<UniformSymbol> {
    let (name, record, r) = symbol::<UniformSymbol>(chunk)?;
    // Usually just a VIDX. Small exact lists stay in the allocator's fast bins, where
    // `Vec`'s first capacity of four would not.
    let mut chunks = Vec::with_capacity(usize::from(!r.at_end()));
    for c in after(&r) {
        let c = c?;
        chunks.push(match c.tag.0 {
            // ARM skips a VIDX it cannot read; so do we, keeping its bytes.
            tags::VIDX_ => match indices(&c) {
                Ok(i) => UniformChunk::Indices(i),
                Err(_) => UniformChunk::Unknown(raw(&c)),
            },
            tags::VINI_ => match initializer(&c) {
                Some(v) => UniformChunk::Initializer(v),
                None => UniformChunk::Unknown(raw(&c)),
            },
            _ => UniformChunk::Unknown(raw(&c)),
        });
    }
    Ok(UniformSymbol::assemble(name, record, chunks))
}

fn indices(chunk: &Frame<'_>) -> Result<Vec<IndexChunk>> {
    // ITDR, IYUV and IGRD take 12 bytes each.
    let mut out = Vec::with_capacity(chunk.payload.len() / 12);
    for c in children(chunk) {
        let c = c?;
        let value = exact::<4>(&c).map(|b| le32(&b, 0) as i32);
        out.push(match (c.tag.0, value) {
            (tags::ITDR_, Some(v)) => IndexChunk::TdRemap(v),
            (tags::IYUV_, Some(v)) => IndexChunk::Yuv(v),
            (tags::IGRD_, Some(v)) => IndexChunk::Gradient(v),
            _ => IndexChunk::Unknown(raw(&c)),
        });
    }
    Ok(out)
}

/// VINI: `u32 n` and exactly n floats, or `None`.
fn initializer(chunk: &Frame<'_>) -> Option<UniformInit> {
    let p = chunk.payload;
    if p.len() < 4 {
        return None;
    }
    let n = le32(p, 0) as usize;
    if (p.len() - 4) % 4 != 0 || (p.len() - 4) / 4 != n {
        return None;
    }
    Some(UniformInit {
        values: p[4..]
            .chunks_exact(4)
            .map(|w| F32Bits(le32(w, 0)))
            .collect(),
    })
}

fn raw_children(r: Reader<'_>) -> Result<Vec<RawChunk>> {
    after(&r).map(|c| c.map(|c| raw(&c))).collect()
}

fn varying_symbol(chunk: &Frame<'_>) -> Result<VaryingSymbol> {
    let (name, record, r) = symbol::<VaryingSymbol>(chunk)?;
    Ok(VaryingSymbol::assemble(name, record, raw_children(r)?))
}

fn attribute_symbol(chunk: &Frame<'_>) -> Result<AttributeSymbol> {
    let (name, record, r) = symbol::<AttributeSymbol>(chunk)?;
    Ok(AttributeSymbol::assemble(name, record, raw_children(r)?))
}

fn pilots(chunk: &Frame<'_>) -> Result<PilotShaders> {
    let mut r = local(chunk);
    let count_offset = r.offset();
    let count = header_word(&mut r, tags::DPRO, "count")?;
    let uniform_offset = header_word(&mut r, tags::DPRO, "uniform_offset")?;
    let uniform_stride = header_word(&mut r, tags::DPRO, "uniform_stride")?;
    let mut out = Vec::new();
    let mut found = 0;
    for c in after(&r) {
        let c = c?;
        let chunk = match c.tag.0 {
            tags::DBIN_ => {
                found += 1;
                PilotChunk::Code(Bytes(c.payload.to_vec()))
            }
            tags::VPRO_ => match exact::<4>(&c) {
                Some(b) => PilotChunk::ProgramEnd(le32(&b, 0)),
                None => PilotChunk::Unknown(raw(&c)),
            },
            _ => PilotChunk::Unknown(raw(&c)),
        };
        out.push(Placed::at(c.offset, chunk));
    }
    Ok(PilotShaders {
        declared_count: declared_count(count, found, count_offset, chunk, tags::DBIN)?,
        uniform_offset,
        uniform_stride,
        children: out,
    })
}

fn pre_transform(chunk: &Frame<'_>) -> Result<VertexPreTransform> {
    let mut out = Vec::new();
    for (i, c) in children(chunk).enumerate() {
        let c = c?;
        out.push(if c.tag == tags::VACT {
            PreTransformChunk::Action(within(c.tag, Some(i), action(&c))?)
        } else {
            PreTransformChunk::Unknown(raw(&c))
        });
    }
    Ok(VertexPreTransform { children: out })
}

fn action(chunk: &Frame<'_>) -> Result<Vec<ActionChunk>> {
    let mut out = Vec::new();
    for a in children(chunk) {
        let a = a?;
        out.push(match a.tag.0 {
            tags::EXPR_ => record(&a, ActionChunk::Expression, ActionChunk::Unknown),
            tags::OPND_ => record(&a, ActionChunk::Operand, ActionChunk::Unknown),
            _ => ActionChunk::Unknown(raw(&a)),
        });
    }
    Ok(out)
}

fn bindings(chunk: &Frame<'_>) -> Result<AttributeBindings> {
    let mut r = local(chunk);
    let count = header_word(&mut r, tags::BATT, "count")?;
    // Each binding is at least a 12-byte STRI chunk and a 4-byte binding word.
    let n = r.check_count("BATT bindings", u64::from(count), 16)?;
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        r.enter(gpubin_binfmt::Segment::Index(i));
        let name = name(&mut r)?;
        let binding = r.u32()?;
        r.leave();
        out.push(AttributeBinding { name, binding });
    }
    if !r.at_end() {
        return Err(r.rule(MbsRule::BindingsTrailer {
            remain: r.remaining(),
            bindings: n,
        }));
    }
    Ok(AttributeBindings { bindings: out })
}
