//! The large buffers of one compile, kept per thread from one compile to
//! the next. A shader's token sequences take several times its size; given
//! back to the allocator after every compile, they return to the system
//! and the next compile faults their pages in again (a tenth of the time
//! of compiling a 1,200-line shader, measured with `perf stat`).

use super::arena::Bump;
use super::lexer::PpToken;
use super::parser::Tk;
use std::cell::Cell;

/// Buffers larger than this (in bytes, all together) are freed, not kept.
const MAX_KEPT: usize = 32 << 20;

#[derive(Default)]
pub(crate) struct Buffers {
    /// The lexer's window: tokens lexed and not yet preprocessed.
    pub lexed: Vec<PpToken>,
    /// The preprocessor's output.
    pub tokens: Vec<PpToken>,
    /// The parser's classification of `tokens`.
    pub kinds: Vec<Tk>,
    /// Where each external declaration's syntax tree lives.
    pub arena: Bump,
}

thread_local! {
    static SPARE: Cell<Option<Buffers>> = const { Cell::new(None) };
}

impl Buffers {
    /// The buffers the previous compile on this thread left, emptied, or
    /// new ones.
    pub fn take() -> Buffers {
        SPARE.take().unwrap_or_default()
    }

    /// Keep the buffers for the next compile on this thread.
    pub fn put_back(mut self) {
        self.lexed.clear();
        self.tokens.clear();
        self.kinds.clear();
        self.arena.reset();
        let bytes = (self.lexed.capacity() + self.tokens.capacity()) * size_of::<PpToken>()
            + self.kinds.capacity() * size_of::<Tk>()
            + self.arena.allocated_bytes();
        if bytes <= MAX_KEPT {
            SPARE.set(Some(self));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buffers_come_back_empty_and_large_ones_are_freed() {
        let mut b = Buffers::take();
        b.tokens.reserve(1000);
        b.kinds.push(Tk::Eof);
        b.put_back();
        let b = Buffers::take();
        assert!(b.kinds.is_empty() && b.tokens.capacity() >= 1000);
        let mut big = b;
        big.lexed.reserve(MAX_KEPT / size_of::<PpToken>() + 1);
        big.put_back();
        assert_eq!(Buffers::take().lexed.capacity(), 0);
    }
}
