//! Uniform and constant register allocation, per bank: uniforms grow up from the
//! bottom (global across files), constants grow down from the top (restarting for
//! each file, but never below the lowest constant any file took, which in turn caps
//! later uniforms).

/// One bank's allocator over internal ids `[start, end)`.
#[derive(Clone, Copy, Debug)]
pub struct BankAlloc {
    next_global: u16,
    top_local: u16,
    /// Lowest constant register handed out so far (any file).
    bound: u16,
    end: u16,
}

impl BankAlloc {
    pub fn new(start: u16, end: u16) -> Self {
        BankAlloc {
            next_global: start,
            top_local: end,
            bound: end,
            end,
        }
    }
    /// A new file: constants restart at the top.
    pub fn clear_local(&mut self) {
        self.top_local = self.end;
    }
    /// `size` registers for a uniform, or `None` when the space is exhausted.
    pub fn alloc_global(&mut self, size: u16) -> Option<u16> {
        if self.next_global + size > self.bound {
            return None;
        }
        let at = self.next_global;
        self.next_global += size;
        Some(at)
    }
    /// `size` registers for a constant (or constant array), top-down.
    pub fn alloc_local(&mut self, size: u16) -> Option<u16> {
        let at = self.top_local.checked_sub(size)?;
        if at < self.next_global {
            return None;
        }
        self.bound = self.bound.min(at);
        self.top_local = at;
        Some(at)
    }
}

/// Internal register ids, as picasso numbers them: c 0x20–0x7F, i 0x80–0x83,
/// b 0x88–0x97 (uniform-table numbering = id − 0x10).
pub const FLOAT_BASE: u16 = 0x20;
/// The id of i0.
pub const INT_BASE: u16 = 0x80;
/// The id of b0.
pub const BOOL_BASE: u16 = 0x88;

/// Allocators of the three uniform banks.
#[derive(Clone, Copy, Debug)]
pub struct Allocators {
    pub float: BankAlloc,
    pub int: BankAlloc,
    pub bool: BankAlloc,
}

impl Allocators {
    /// The vertex (shared) space.
    pub fn shared() -> Self {
        Allocators {
            float: BankAlloc::new(FLOAT_BASE, 0x80),
            int: BankAlloc::new(INT_BASE, 0x84),
            bool: BankAlloc::new(BOOL_BASE, 0x98),
        }
    }
    /// A geometry shader's private space: floats from `first_free`, bools b0–b14
    /// (the hardware sets b15 after each run).
    pub fn geometry(first_free: u16) -> Self {
        Allocators {
            float: BankAlloc::new(first_free, 0x80),
            int: BankAlloc::new(INT_BASE, 0x84),
            bool: BankAlloc::new(BOOL_BASE, 0x97),
        }
    }
    pub fn clear_local(&mut self) {
        self.float.clear_local();
        self.int.clear_local();
        self.bool.clear_local();
    }
    pub fn bank(&mut self, kind: UniformKind) -> &mut BankAlloc {
        match kind {
            UniformKind::Float => &mut self.float,
            UniformKind::Int => &mut self.int,
            UniformKind::Bool => &mut self.bool,
        }
    }
}

/// The type of a uniform or constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum UniformKind {
    /// `.fvec` / `.constf`: float registers c0–c95.
    Float,
    /// `.ivec` / `.consti`: integer registers i0–i3.
    Int,
    /// `.bool` / `.setb`: boolean registers b0–b15.
    Bool,
}

impl UniformKind {
    /// The bank's first register id as picasso numbers them (c0 = 0x20, i0 = 0x80,
    /// b0 = 0x88; the uniform table's number is 0x10 less).
    pub fn base(self) -> u16 {
        match self {
            UniformKind::Float => FLOAT_BASE,
            UniformKind::Int => INT_BASE,
            UniformKind::Bool => BOOL_BASE,
        }
    }
}
