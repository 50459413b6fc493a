//! How `wrapper_ps` fills a fragment's bank, worked out once per program
//! for the batched fragment stage (`sim/batch.rs`): the words that are the
//! same for every fragment, the words that come from the rasterizer, and
//! where the colour is read. `mvp_host_ps_span` (`sim/batch_ll.rs`) is
//! compiled from it.

use super::input_reads::components_read;
use super::raster::{Span, SpanValues, SPAN_PIXELS};
use crate::abi::{BANK_SIZE, SLOT_SIZE, VARYING_NUM};
use crate::slots::SlotSource;
use crate::Program;
use gpubin_glsl::types::ScalarKind;
use std::marker::PhantomData;

/// Words of a bank.
pub(crate) const BANK_WORDS: usize = (BANK_SIZE / 4) as usize;

/// Where a word of the bank comes from, per fragment.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Source {
    /// Component `c` of interpolated slot `s`.
    Varying(usize, usize),
    /// Component of `gl_FragCoord`.
    FragCoord(usize),
    FrontFacing,
    Primitive,
}

/// How the colour is read from a bank.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Colour {
    /// No colour output: (0, 0, 0, 1).
    Constant,
    /// `n` components at byte `at`, of this kind.
    Slot {
        at: usize,
        n: usize,
        kind: Option<ScalarKind>,
    },
}

/// The words of a plan for the pixels of one batch, as [`Plan::words`]
/// gives them: per word a pointer to [`SPAN_PIXELS`] values (the first
/// ones those of the batch's pixels, in order) borrowed for `'a`.
pub(crate) struct Words<'a> {
    at: [*const u32; BANK_WORDS],
    /// The words given (the plan's).
    count: usize,
    _borrows: PhantomData<&'a [u32]>,
}

impl Words<'_> {
    /// The pointers, one per word of the plan: each to `SPAN_PIXELS`
    /// readable words while `self` lives.
    pub(crate) fn pointers(&self) -> &[*const u32] {
        &self.at[..self.count]
    }
}

/// The bank of every fragment, as `wrapper_ps` fills it.
pub(crate) struct Plan {
    /// The words that are the same for every fragment (zeros elsewhere).
    pub(crate) template: [u32; BANK_WORDS],
    /// The words that are not: byte offset and source.
    pub(crate) words: Vec<(usize, Source)>,
    /// What the rasterizer computes for the words.
    pub(crate) values: SpanValues,
    /// Where `wrapper_ps` reads the colour.
    pub(crate) colour: Colour,
}

impl Plan {
    /// `None` where the inputs' words overlap (then the order of the
    /// wrapper's writes would matter) or the colour slot lies outside the
    /// bank: such programs take the per-invocation path.
    pub(crate) fn new(p: &Program) -> Option<Plan> {
        let mut template = [0u32; BANK_WORDS];
        let mut words = Vec::new();
        let mut written = [false; BANK_WORDS];
        let mut values = SpanValues {
            slots: 0,
            depth: false,
            inv_w: false,
        };
        // Words no read reaches stay zero: they cannot change the outputs.
        let reads = components_read(&p.fs);
        let read = |name: &str| {
            p.fs.global(name)
                .map_or(0b1111, |(g, _)| reads.get(&g).copied().unwrap_or(0))
        };
        // As `wrapper_ps`'s `put`: words past the bank are dropped.
        let mut put = |slot: u32, comp: u32, what: Result<u32, Source>| -> Option<()> {
            let o = (slot * SLOT_SIZE + 4 * comp) as usize;
            if o + 4 > BANK_SIZE as usize {
                return Some(());
            }
            if std::mem::replace(&mut written[o / 4], true) {
                return None;
            }
            match what {
                Ok(w) => template[o / 4] = w,
                Err(s) => words.push((o, s)),
            }
            Some(())
        };
        for e in &p.slots.fs.inputs {
            let read = read(&e.name);
            let read_c = |c: u32| read & (1 << c) != 0;
            match (&e.source, e.name.as_str()) {
                (SlotSource::Varying { vs_slot }, _) => {
                    for k in 0..e.slots {
                        let s = (vs_slot + k) as usize;
                        for c in 0..4 {
                            if s < VARYING_NUM as usize && read_c(c) {
                                values.slots |= 1 << s;
                                put(e.slot + k, c, Err(Source::Varying(s, c as usize)))?;
                            } else {
                                put(e.slot + k, c, Ok(0))?;
                            }
                        }
                    }
                }
                (_, "gl_FragCoord") => {
                    values.depth = read_c(2);
                    values.inv_w = read_c(3);
                    for c in 0..4 {
                        let w = if read_c(c) {
                            Err(Source::FragCoord(c as usize))
                        } else {
                            Ok(0)
                        };
                        put(e.slot, c, w)?;
                    }
                }
                (_, "gl_FrontFacing") if read != 0 => put(e.slot, 0, Err(Source::FrontFacing))?,
                (_, "gl_PrimitiveID") if read != 0 => put(e.slot, 0, Err(Source::Primitive))?,
                (_, "gl_FrontFacing" | "gl_PrimitiveID") => put(e.slot, 0, Ok(0))?,
                (_, "gl_PointCoord") => {
                    put(e.slot, 0, Ok(0))?;
                    put(e.slot, 1, Ok(0))?;
                }
                (SlotSource::System { component }, name) => {
                    let w: &[u32] = match name {
                        "gl_SampleID" => &[0],
                        "gl_SamplePosition" => &[0.5f32.to_bits(), 0.5f32.to_bits()],
                        _ => &[1],
                    };
                    for (i, w) in w.iter().enumerate() {
                        put(e.slot, component + i as u32, Ok(*w))?;
                    }
                }
                _ => {}
            }
        }
        let colour = match p.slots.colour_output() {
            None => Colour::Constant,
            Some(c) if c.slot < VARYING_NUM => Colour::Slot {
                at: (c.slot * SLOT_SIZE) as usize,
                n: (c.ty.vector_size().unwrap_or(4) as usize).min(4),
                kind: c.ty.scalar_kind(),
            },
            Some(_) => return None,
        };
        Some(Plan {
            template,
            words,
            values,
            colour,
        })
    }

    /// Where `mvp_host_ps_span` reads each word of the plan for the pixels
    /// `covered` of `span` (of primitive `primitive`): in `words[w]`, a
    /// pointer to word `w` of those pixels in order (`n` of them). Where
    /// the covered pixels are the span's first (all its quads, most often),
    /// the rasterizer's own arrays; else, and for the words that are the
    /// same for every pixel, a copy in `inputs` (`SPAN_PIXELS` words per
    /// word of the plan). Always inlined, so that it takes its caller's
    /// CPU features.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    pub(crate) fn words<'a>(
        &self,
        inputs: &'a mut [u32],
        span: &'a Span,
        covered: &[u8],
        primitive: u32,
    ) -> Words<'a> {
        /// One word of every pixel (generic, so that `word` is inlined).
        fn each(dst: &mut [u32], covered: &[u8], word: impl Fn(usize) -> u32) {
            for (d, &i) in dst.iter_mut().zip(covered) {
                *d = word(usize::from(i) % SPAN_PIXELS);
            }
        }
        let mut words = Words {
            at: [std::ptr::null(); BANK_WORDS],
            count: 0,
            _borrows: PhantomData,
        };
        let n = covered.len();
        let dense = covered.last().is_some_and(|&i| usize::from(i) == n - 1);
        let slots = self.words.iter().zip(inputs.chunks_exact_mut(SPAN_PIXELS));
        for (to, (&(_, s), dst)) in words.at.iter_mut().zip(slots) {
            words.count += 1;
            let array = match s {
                Source::Varying(s, c) => &span.slots[s][c],
                Source::FragCoord(0) => &span.centre_x,
                Source::FragCoord(1) => &span.centre_y,
                Source::FragCoord(2) => &span.z,
                Source::FragCoord(_) => &span.inv_w,
                Source::FrontFacing => {
                    dst.fill(u32::from(span.front_facing));
                    *to = dst.as_ptr();
                    continue;
                }
                Source::Primitive => {
                    dst.fill(primitive);
                    *to = dst.as_ptr();
                    continue;
                }
            };
            *to = if dense {
                array.as_ptr().cast()
            } else {
                each(dst, covered, |i| array[i].to_bits());
                dst.as_ptr()
            };
        }
        words
    }
}
