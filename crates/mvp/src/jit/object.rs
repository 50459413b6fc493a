//! A loader for the objects the compiler writes: relocatable x86-64 ELF
//! objects of position-independent code (`RELOC_PIC`, the default code
//! model), mapped into this process without LLVM.
//!
//! Loading libLLVM costs a process tens of milliseconds (its relocations
//! and the pages they touch), more than a whole small draw; with this
//! loader a process whose shaders are all in the cache never loads it.
//!
//! What it takes, from the System V x86-64 psABI (its relocation table,
//! section 4.4) and the ELF specification:
//! - the allocated sections, laid out in three page-aligned parts: code
//!   (read and execute), read-only data with the GOT (read), and writable
//!   data with `.bss` (read and write); never one that is both written and
//!   run;
//! - the symbol table: a defined symbol is its section's address plus its
//!   value, an undefined one is found in this process (`dlsym`, as the ORC
//!   JIT's process generator does);
//! - the relocations `R_X86_64_64`, `PC32`, `PLT32`, `PC64`, `32`, `32S` and
//!   the `GOTPCREL` family, with a GOT slot per symbol they name and a stub
//!   (`jmp *slot(%rip)`) per function of the process a `PLT32` call names,
//!   since the process's libraries may lie beyond a 32-bit displacement.
//!
//! Anything else (TLS, constructors, common symbols, other relocations) is
//! [`ObjectError`]: the caller links such an object with LLVM instead.
//! `.eh_frame` is not loaded: the shaders' code never unwinds (callbacks
//! into Rust are `extern "C"`, and a loop that runs out of budget leaves by
//! `longjmp`).

use std::collections::HashMap;
use std::ffi::{c_void, CString};

/// Why an object is not loaded.
#[derive(Debug, thiserror::Error)]
pub enum ObjectError {
    /// Not a relocatable little-endian ELF64 object for x86-64.
    #[error("not a relocatable x86-64 ELF object")]
    NotObject,
    /// A header, table or name reaches past the object's end.
    #[error("{0} reaches past the end of the object")]
    Truncated(&'static str),
    /// A section this loader does not handle.
    #[error("section {name}: {why}")]
    Section {
        /// The section's name.
        name: String,
        /// What about it.
        why: &'static str,
    },
    /// A relocation this loader does not handle, or whose value does not
    /// fit its field.
    #[error("relocation type {kind} at {offset:#x} of {section}: {why}")]
    Relocation {
        /// The relocation type (`R_X86_64_*` number).
        kind: u32,
        /// Its offset in the section.
        offset: u64,
        /// The section it patches.
        section: String,
        /// What is wrong.
        why: &'static str,
    },
    /// A symbol the object needs that this process does not define, or
    /// one of a kind the loader does not handle.
    #[error("symbol {name}: {why}")]
    Symbol {
        /// The symbol's name.
        name: String,
        /// What is wrong.
        why: &'static str,
    },
    /// The memory could not be mapped or protected.
    #[error("mapping the code: {0}")]
    Map(std::io::Error),
}

// ELF constants (the ELF specification and the x86-64 psABI).
const ET_REL: u16 = 1;
const EM_X86_64: u16 = 62;
const SHT_PROGBITS: u32 = 1;
const SHT_SYMTAB: u32 = 2;
const SHT_RELA: u32 = 4;
const SHT_NOBITS: u32 = 8;
const SHT_REL: u32 = 9;
const SHT_INIT_ARRAY: u32 = 14;
const SHT_FINI_ARRAY: u32 = 15;
const SHT_PREINIT_ARRAY: u32 = 16;
const SHT_X86_64_UNWIND: u32 = 0x7000_0001;
const SHF_WRITE: u64 = 1;
const SHF_ALLOC: u64 = 2;
const SHF_EXECINSTR: u64 = 4;
const SHF_TLS: u64 = 0x400;
const SHN_UNDEF: u16 = 0;
const SHN_LORESERVE: u16 = 0xff00;
const SHN_ABS: u16 = 0xfff1;
const STB_LOCAL: u8 = 0;
const STT_TLS: u8 = 6;
const STT_GNU_IFUNC: u8 = 10;
const R_X86_64_NONE: u32 = 0;
const R_X86_64_64: u32 = 1;
const R_X86_64_PC32: u32 = 2;
const R_X86_64_PLT32: u32 = 4;
const R_X86_64_GOTPCREL: u32 = 9;
const R_X86_64_32: u32 = 10;
const R_X86_64_32S: u32 = 11;
const R_X86_64_PC64: u32 = 24;
const R_X86_64_GOTPCRELX: u32 = 41;
const R_X86_64_REX_GOTPCRELX: u32 = 42;

const PAGE: usize = 4096;
/// `jmp *disp32(%rip)` and two `int3` of padding.
const STUB: usize = 8;

/// Little-endian reads that fail instead of panicking.
struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn get<const N: usize>(&self, at: u64, what: &'static str) -> Result<[u8; N], ObjectError> {
        usize::try_from(at)
            .ok()
            .and_then(|a| self.0.get(a..a.checked_add(N)?))
            .and_then(|s| s.try_into().ok())
            .ok_or(ObjectError::Truncated(what))
    }
    fn u8(&self, at: u64, what: &'static str) -> Result<u8, ObjectError> {
        Ok(self.get::<1>(at, what)?[0])
    }
    fn u16(&self, at: u64, what: &'static str) -> Result<u16, ObjectError> {
        self.get(at, what).map(u16::from_le_bytes)
    }
    fn u32(&self, at: u64, what: &'static str) -> Result<u32, ObjectError> {
        self.get(at, what).map(u32::from_le_bytes)
    }
    fn u64(&self, at: u64, what: &'static str) -> Result<u64, ObjectError> {
        self.get(at, what).map(u64::from_le_bytes)
    }
    fn range(&self, at: u64, len: u64, what: &'static str) -> Result<&[u8], ObjectError> {
        let a = usize::try_from(at).map_err(|_| ObjectError::Truncated(what))?;
        let n = usize::try_from(len).map_err(|_| ObjectError::Truncated(what))?;
        self.0
            .get(a..a.checked_add(n).ok_or(ObjectError::Truncated(what))?)
            .ok_or(ObjectError::Truncated(what))
    }
    /// The NUL-terminated string at `at` of the string table `table`.
    fn name(&self, table: &[u8], at: u32) -> Result<String, ObjectError> {
        let s = table
            .get(at as usize..)
            .ok_or(ObjectError::Truncated("a name"))?;
        let end = s
            .iter()
            .position(|&b| b == 0)
            .ok_or(ObjectError::Truncated("a name"))?;
        Ok(String::from_utf8_lossy(&s[..end]).into_owned())
    }
}

/// One section header.
struct Section {
    name: String,
    kind: u32,
    flags: u64,
    offset: u64,
    size: u64,
    link: u32,
    info: u32,
    align: u64,
}

/// The three parts of the mapping, in order.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    Code,
    ReadOnly,
    Writable,
}

/// One symbol-table entry.
struct Symbol {
    name: String,
    bind: u8,
    kind: u8,
    shndx: u16,
    value: u64,
}

/// An object mapped into this process: its code runs, its globals are found
/// by name, until it is dropped.
pub struct Image {
    base: *mut u8,
    len: usize,
    symbols: HashMap<String, usize>,
}

// The mapping is plain memory that nothing else frees.
unsafe impl Send for Image {}
unsafe impl Sync for Image {}

impl std::fmt::Debug for Image {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Image({:p}, {} bytes)", self.base, self.len)
    }
}

impl Drop for Image {
    fn drop(&mut self) {
        // SAFETY: the mapping was made by `load` and is ours alone; the
        // owner guarantees that none of its code runs any more.
        unsafe {
            libc::munmap(self.base.cast(), self.len);
        }
    }
}

impl Image {
    /// The address of the global function or variable `name`.
    pub fn lookup(&self, name: &str) -> Option<*mut c_void> {
        self.symbols.get(name).map(|&a| a as *mut c_void)
    }
}

/// An anonymous private mapping, unmapped on drop unless handed to an
/// [`Image`].
struct Mapping {
    base: *mut u8,
    len: usize,
}

impl Drop for Mapping {
    fn drop(&mut self) {
        if !self.base.is_null() {
            // SAFETY: our own mapping, never handed out.
            unsafe {
                libc::munmap(self.base.cast(), self.len);
            }
        }
    }
}

fn section_error(s: &Section, why: &'static str) -> ObjectError {
    ObjectError::Section {
        name: s.name.clone(),
        why,
    }
}

/// The sections of `elf`, checked to be an x86-64 relocatable object.
fn sections(elf: &Bytes<'_>) -> Result<Vec<Section>, ObjectError> {
    let ident = elf.get::<6>(0, "the ELF header")?;
    if ident != [0x7f, b'E', b'L', b'F', 2, 1]
        || elf.u16(16, "the ELF header")? != ET_REL
        || elf.u16(18, "the ELF header")? != EM_X86_64
    {
        return Err(ObjectError::NotObject);
    }
    let shoff = elf.u64(0x28, "the ELF header")?;
    let entsize = elf.u16(0x3a, "the ELF header")?;
    let shnum = elf.u16(0x3c, "the ELF header")?;
    let shstrndx = elf.u16(0x3e, "the ELF header")?;
    if entsize != 64 || shstrndx >= shnum {
        return Err(ObjectError::NotObject);
    }
    let header = |i: u16, at: u64| shoff + 64 * u64::from(i) + at;
    let mut out = Vec::with_capacity(usize::from(shnum));
    let names = {
        let (o, n) = (
            elf.u64(header(shstrndx, 24), "a section header")?,
            elf.u64(header(shstrndx, 32), "a section header")?,
        );
        elf.range(o, n, "the section names")?
    };
    for i in 0..shnum {
        let h = |at| header(i, at);
        out.push(Section {
            name: elf.name(names, elf.u32(h(0), "a section header")?)?,
            kind: elf.u32(h(4), "a section header")?,
            flags: elf.u64(h(8), "a section header")?,
            offset: elf.u64(h(24), "a section header")?,
            size: elf.u64(h(32), "a section header")?,
            link: elf.u32(h(40), "a section header")?,
            info: elf.u32(h(44), "a section header")?,
            align: elf.u64(h(48), "a section header")?,
        });
    }
    Ok(out)
}

/// Which part a section is loaded into, `None` for one not loaded.
fn part_of(s: &Section) -> Result<Option<Part>, ObjectError> {
    if matches!(s.kind, SHT_INIT_ARRAY | SHT_FINI_ARRAY | SHT_PREINIT_ARRAY) {
        return Err(section_error(s, "constructors are not run"));
    }
    if s.flags & SHF_ALLOC == 0 || s.kind == SHT_X86_64_UNWIND || s.name == ".eh_frame" {
        return Ok(None);
    }
    if s.flags & SHF_TLS != 0 {
        return Err(section_error(s, "thread-local storage"));
    }
    if !matches!(s.kind, SHT_PROGBITS | SHT_NOBITS) {
        return Err(section_error(s, "an allocated section of an unknown type"));
    }
    if !(s.align <= PAGE as u64 && (s.align == 0 || s.align.is_power_of_two())) {
        return Err(section_error(s, "an alignment above a page"));
    }
    Ok(Some(if s.flags & SHF_EXECINSTR != 0 {
        if s.flags & SHF_WRITE != 0 {
            return Err(section_error(s, "both writable and executable"));
        }
        Part::Code
    } else if s.flags & SHF_WRITE != 0 {
        Part::Writable
    } else {
        Part::ReadOnly
    }))
}

/// The symbol table and its strings.
fn symbols(elf: &Bytes<'_>, sections: &[Section]) -> Result<Vec<Symbol>, ObjectError> {
    let Some(table) = sections.iter().find(|s| s.kind == SHT_SYMTAB) else {
        return Ok(Vec::new());
    };
    let strings = sections
        .get(table.link as usize)
        .ok_or(ObjectError::Truncated("the symbol names"))?;
    let strings = elf.range(strings.offset, strings.size, "the symbol names")?;
    let n = table.size / 24;
    let mut out = Vec::with_capacity(usize::try_from(n).unwrap_or(0).min(1 << 16));
    for i in 0..n {
        let at = table.offset + 24 * i;
        let info = elf.u8(at + 4, "a symbol")?;
        out.push(Symbol {
            name: elf.name(strings, elf.u32(at, "a symbol")?)?,
            bind: info >> 4,
            kind: info & 0xf,
            shndx: elf.u16(at + 6, "a symbol")?,
            value: elf.u64(at + 8, "a symbol")?,
        });
    }
    Ok(out)
}

/// One relocation of a loaded section.
struct Rela {
    /// The section it patches (an index into the section headers).
    target: usize,
    offset: u64,
    kind: u32,
    symbol: usize,
    addend: i64,
}

fn relocations(
    elf: &Bytes<'_>,
    sections: &[Section],
    at: &[Option<usize>],
) -> Result<Vec<Rela>, ObjectError> {
    let mut out = Vec::new();
    for s in sections {
        let target = s.info as usize;
        let loaded = at.get(target).copied().flatten().is_some();
        if s.kind == SHT_REL && loaded {
            return Err(section_error(s, "relocations without addends"));
        }
        if s.kind != SHT_RELA || !loaded {
            // Not relocations, or those of a section not loaded
            // (`.eh_frame`).
            continue;
        }
        for i in 0..s.size / 24 {
            let r = s.offset + 24 * i;
            let info = elf.u64(r + 8, "a relocation")?;
            out.push(Rela {
                target,
                offset: elf.u64(r, "a relocation")?,
                kind: info as u32,
                symbol: (info >> 32) as usize,
                addend: elf.u64(r + 16, "a relocation")? as i64,
            });
        }
    }
    Ok(out)
}

fn uses_got(kind: u32) -> bool {
    matches!(
        kind,
        R_X86_64_GOTPCREL | R_X86_64_GOTPCRELX | R_X86_64_REX_GOTPCRELX
    )
}

/// The address of `name` in this process.
fn process_symbol(name: &str) -> Result<usize, ObjectError> {
    let error = |why| ObjectError::Symbol {
        name: name.to_string(),
        why,
    };
    let c = CString::new(name).map_err(|_| error("a NUL byte in the name"))?;
    // SAFETY: a lookup by a NUL-terminated name among the libraries this
    // process has loaded (nothing new is loaded).
    let a = unsafe { libc::dlsym(libc::RTLD_DEFAULT, c.as_ptr()) };
    if a.is_null() {
        return Err(error("not defined in this process"));
    }
    Ok(a as usize)
}

/// Map `object` into this process, relocated and protected: code read and
/// execute, constants read-only, data read and write.
pub fn load(object: &[u8]) -> Result<Image, ObjectError> {
    let elf = Bytes(object);
    let sections = sections(&elf)?;
    let symbols = symbols(&elf, &sections)?;

    // Layout: the offset of each loaded section within its part.
    let mut parts = [0usize; 3];
    let mut place = vec![None; sections.len()];
    let mut kinds = vec![Part::Code; sections.len()];
    // The contents of each loaded section that has some.
    let mut contents = vec![None; sections.len()];
    for (i, s) in sections.iter().enumerate() {
        let Some(p) = part_of(s)? else { continue };
        let size = usize::try_from(s.size).map_err(|_| section_error(s, "too large"))?;
        if s.kind == SHT_PROGBITS {
            contents[i] = Some(elf.range(s.offset, s.size, "a section")?);
        }
        let end = &mut parts[p as usize];
        let start = end.next_multiple_of(s.align.max(1) as usize);
        *end = start
            .checked_add(size)
            .filter(|&e| e < 1 << 30)
            .ok_or_else(|| section_error(s, "too large"))?;
        place[i] = Some(start);
        kinds[i] = p;
    }
    let relas = relocations(&elf, &sections, &place)?;

    // A GOT slot per symbol a GOT relocation names; a stub per process
    // function a PLT32 call names.
    let mut slots: HashMap<usize, usize> = HashMap::new();
    let mut stubs: HashMap<usize, usize> = HashMap::new();
    for r in &relas {
        let sym = symbols
            .get(r.symbol)
            .ok_or(ObjectError::Truncated("a symbol"))?;
        let external = sym.shndx == SHN_UNDEF && r.symbol != 0;
        if uses_got(r.kind) || (r.kind == R_X86_64_PLT32 && external) {
            let n = slots.len();
            slots.entry(r.symbol).or_insert(n);
        }
        if r.kind == R_X86_64_PLT32 && external {
            let n = stubs.len();
            stubs.entry(r.symbol).or_insert(n);
        }
    }
    let stubs_at = parts[Part::Code as usize].next_multiple_of(STUB);
    parts[Part::Code as usize] = stubs_at + STUB * stubs.len();
    let got_at = parts[Part::ReadOnly as usize].next_multiple_of(8);
    parts[Part::ReadOnly as usize] = got_at + 8 * slots.len();
    let sizes = parts.map(|n| n.next_multiple_of(PAGE));
    let starts = [0, sizes[0], sizes[0] + sizes[1]];
    let len = (sizes[0] + sizes[1] + sizes[2]).max(PAGE);

    // SAFETY: a fresh anonymous mapping; no existing memory is touched.
    let base = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            len,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
            -1,
            0,
        )
    };
    if base == libc::MAP_FAILED {
        return Err(ObjectError::Map(std::io::Error::last_os_error()));
    }
    let mut map = Mapping {
        base: base.cast(),
        len,
    };
    // SAFETY: the whole mapping, readable and writable until protected below.
    let mem = unsafe { std::slice::from_raw_parts_mut(map.base, len) };
    let origin = map.base as usize;
    let section_at = |i: usize| {
        let o = place.get(i).copied().flatten()?;
        Some(starts[kinds[i] as usize] + o)
    };
    for (i, bytes) in contents.iter().enumerate() {
        if let (Some(at), Some(bytes)) = (section_at(i), bytes) {
            mem[at..at + bytes.len()].copy_from_slice(bytes);
        }
    }

    // Symbol addresses, on demand (undefined ones from the process).
    let mut resolved: HashMap<usize, usize> = HashMap::new();
    let mut address = |i: usize| -> Result<usize, ObjectError> {
        if let Some(&a) = resolved.get(&i) {
            return Ok(a);
        }
        let sym = symbols.get(i).ok_or(ObjectError::Truncated("a symbol"))?;
        let error = |why| ObjectError::Symbol {
            name: sym.name.clone(),
            why,
        };
        if matches!(sym.kind, STT_TLS | STT_GNU_IFUNC) {
            return Err(error("thread-local or indirect"));
        }
        let a = match sym.shndx {
            SHN_UNDEF if i == 0 => 0,
            SHN_UNDEF => process_symbol(&sym.name)?,
            SHN_ABS => sym.value as usize,
            n if n >= SHN_LORESERVE => return Err(error("a common or reserved symbol")),
            n => {
                let at = section_at(usize::from(n)).ok_or(error("in a section not loaded"))?;
                origin
                    .checked_add(at)
                    .and_then(|a| a.checked_add(sym.value as usize))
                    .ok_or(error("outside its section"))?
            }
        };
        resolved.insert(i, a);
        Ok(a)
    };
    for (&sym, &slot) in &slots {
        let at = starts[Part::ReadOnly as usize] + got_at + 8 * slot;
        mem[at..at + 8].copy_from_slice(&(address(sym)? as u64).to_le_bytes());
    }
    for (&sym, &stub) in &stubs {
        let at = starts[Part::Code as usize] + stubs_at + STUB * stub;
        let slot = starts[Part::ReadOnly as usize] + got_at + 8 * slots[&sym];
        // jmp *disp32(%rip): the displacement from the end of the 6-byte
        // instruction to the slot (both in this mapping, well under 2 GiB).
        let disp = (slot as i64 - (at as i64 + 6)) as i32;
        mem[at..at + 2].copy_from_slice(&[0xff, 0x25]);
        mem[at + 2..at + 6].copy_from_slice(&disp.to_le_bytes());
        mem[at + 6..at + 8].copy_from_slice(&[0xcc, 0xcc]);
    }
    for r in &relas {
        let s = &sections[r.target];
        let error = |why| ObjectError::Relocation {
            kind: r.kind,
            offset: r.offset,
            section: s.name.clone(),
            why,
        };
        if s.kind == SHT_NOBITS && r.kind != R_X86_64_NONE {
            return Err(error("in a section without contents"));
        }
        let width = match r.kind {
            R_X86_64_NONE => continue,
            R_X86_64_64 | R_X86_64_PC64 => 8,
            R_X86_64_PC32 | R_X86_64_PLT32 | R_X86_64_32 | R_X86_64_32S => 4,
            k if uses_got(k) => 4,
            _ => return Err(error("not supported")),
        };
        let at = section_at(r.target).ok_or(error("in a section not loaded"))?;
        let field = usize::try_from(r.offset)
            .ok()
            .filter(|o| o.checked_add(width).is_some_and(|e| e as u64 <= s.size))
            .map(|o| at + o)
            .ok_or(error("outside its section"))?;
        let p = (origin + field) as i64;
        let a = r.addend;
        let slot = |sym: usize| {
            slots
                .get(&sym)
                .map(|n| (origin + starts[Part::ReadOnly as usize] + got_at + 8 * n) as i64)
        };
        let value: i64 = match r.kind {
            R_X86_64_64 => (address(r.symbol)? as i64).wrapping_add(a),
            R_X86_64_PC64 | R_X86_64_PC32 => {
                (address(r.symbol)? as i64).wrapping_add(a).wrapping_sub(p)
            }
            R_X86_64_PLT32 => {
                let target = match stubs.get(&r.symbol) {
                    Some(n) => (origin + starts[Part::Code as usize] + stubs_at + STUB * n) as i64,
                    None => address(r.symbol)? as i64,
                };
                target.wrapping_add(a).wrapping_sub(p)
            }
            R_X86_64_32 | R_X86_64_32S => (address(r.symbol)? as i64).wrapping_add(a),
            _ => slot(r.symbol)
                .ok_or(error("no GOT slot"))?
                .wrapping_add(a)
                .wrapping_sub(p),
        };
        let fits = match r.kind {
            R_X86_64_64 | R_X86_64_PC64 => true,
            R_X86_64_32 => u32::try_from(value).is_ok(),
            _ => i32::try_from(value).is_ok(),
        };
        if !fits {
            return Err(error("the value does not fit the field"));
        }
        if width == 8 {
            mem[field..field + 8].copy_from_slice(&value.to_le_bytes());
        } else {
            mem[field..field + 4].copy_from_slice(&(value as u32).to_le_bytes());
        }
    }

    // Exported names: the global and weak symbols defined in loaded
    // sections.
    let mut exported = HashMap::new();
    for (i, sym) in symbols.iter().enumerate() {
        let defined = sym.shndx != SHN_UNDEF && sym.shndx < SHN_LORESERVE;
        if sym.bind != STB_LOCAL
            && defined
            && !sym.name.is_empty()
            && section_at(usize::from(sym.shndx)).is_some()
        {
            exported.insert(sym.name.clone(), address(i)?);
        }
    }

    let protect = |part: Part, prot: i32| -> Result<(), ObjectError> {
        let (at, n) = (starts[part as usize], sizes[part as usize]);
        if n == 0 {
            return Ok(());
        }
        // SAFETY: whole pages of our own mapping.
        let e = unsafe { libc::mprotect(map.base.add(at).cast(), n, prot) };
        if e != 0 {
            return Err(ObjectError::Map(std::io::Error::last_os_error()));
        }
        Ok(())
    };
    protect(Part::Code, libc::PROT_READ | libc::PROT_EXEC)?;
    protect(Part::ReadOnly, libc::PROT_READ)?;
    let image = Image {
        base: map.base,
        len,
        symbols: exported,
    };
    map.base = std::ptr::null_mut();
    Ok(image)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jit::{compile_object, link, llvm};

    /// A module with what shaders' objects hold: a jump table, constants,
    /// a written global, a function pointer in data, calls into libm and
    /// the C library, calls between its own functions.
    const MODULE: &str = r#"
@table = internal constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6]
@counter = global i32 0
@hook = global ptr @twice
@buffer = internal global [64 x i8] zeroinitializer
declare float @sinf(float)
declare float @fmodf(float, float)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define i32 @pick(i32 %i) {
entry:
  %c = load i32, ptr @counter
  %c1 = add i32 %c, 1
  store i32 %c1, ptr @counter
  switch i32 %i, label %other [
    i32 0, label %l0
    i32 1, label %l1
    i32 2, label %l2
    i32 3, label %l3
    i32 4, label %l4
    i32 5, label %l5
  ]
l0:
  ret i32 10
l1:
  ret i32 -7
l2:
  ret i32 33
l3:
  ret i32 1000
l4:
  ret i32 5
l5:
  ret i32 99
other:
  %k = and i32 %i, 7
  %at = getelementptr inbounds [8 x i32], ptr @table, i32 0, i32 %k
  %v = load i32, ptr %at
  %h = load ptr, ptr @hook
  %w = call i32 %h(i32 %v)
  ret i32 %w
}

define float @wave(float %x, i64 %n) {
  call void @llvm.memset.p0.i64(ptr @buffer, i8 7, i64 %n, i1 false)
  %s = call float @sinf(float %x)
  %m = call float @fmodf(float %s, float 0.25)
  %b = load i8, ptr @buffer
  %bf = sitofp i8 %b to float
  %r = fadd float %m, %bf
  ret float %r
}

define internal i32 @twice(i32 %x) noinline {
  %y = mul i32 %x, 2
  ret i32 %y
}
"#;

    fn object() -> Vec<u8> {
        let api = llvm::api().expect("LLVM 19 for the tests");
        compile_object(api, &[("m.ll", MODULE)]).unwrap()
    }

    type Pick = extern "C" fn(i32) -> i32;
    type Wave = extern "C" fn(f32, i64) -> f32;

    #[test]
    fn an_object_runs_as_when_orc_links_it() {
        let o = object();
        let image = load(&o).unwrap();
        let orc = link(llvm::api().unwrap(), &o).unwrap();
        let lookup = |name: &str| {
            let c = CString::new(name).unwrap();
            let mut addr = 0u64;
            // SAFETY: a lookup in a live JIT.
            let e = unsafe { (orc.api.LLVMOrcLLJITLookup)(orc.jit, &mut addr, c.as_ptr()) };
            assert!(e.is_null());
            addr as usize as *mut c_void
        };
        // SAFETY: the functions have these signatures (MODULE).
        let as_pick = |p| unsafe { std::mem::transmute::<*mut c_void, Pick>(p) };
        let as_wave = |p| unsafe { std::mem::transmute::<*mut c_void, Wave>(p) };
        let (pick, orc_pick) = (
            as_pick(image.lookup("pick").unwrap()),
            as_pick(lookup("pick")),
        );
        let (wave, orc_wave) = (
            as_wave(image.lookup("wave").unwrap()),
            as_wave(lookup("wave")),
        );
        for i in -3..20 {
            assert_eq!(pick(i), orc_pick(i), "pick({i})");
        }
        assert_eq!(pick(2), 33);
        assert_eq!(pick(13), 2 * 9);
        for x in [0.0f32, 0.3, 1.7, -2.5, 100.0] {
            let want = (x.sin() % 0.25) + 7.0;
            assert_eq!(wave(x, 64).to_bits(), want.to_bits(), "wave({x})");
            assert_eq!(wave(x, 1).to_bits(), orc_wave(x, 1).to_bits());
        }
        // The written global is this image's own.
        let counter = image.lookup("counter").unwrap() as *const i32;
        // SAFETY: `counter` is an i32 of the mapped object.
        assert_eq!(unsafe { *counter }, 23 + 2);
        assert!(
            image.lookup("twice").is_none(),
            "internal names stay inside"
        );
        assert!(image.lookup("nothing").is_none());
    }

    /// The offset of the first relocation entry of `o`.
    fn first_relocation(o: &[u8]) -> usize {
        let elf = Bytes(o);
        let s = sections(&elf).unwrap();
        let rela = s.iter().find(|s| s.kind == SHT_RELA && s.size > 0).unwrap();
        rela.offset as usize
    }

    #[test]
    fn what_it_does_not_take_is_an_error() {
        assert!(matches!(load(b"\x7fEL"), Err(ObjectError::Truncated(_))));
        assert!(matches!(
            load(b"not an object"),
            Err(ObjectError::NotObject)
        ));
        assert!(matches!(load(&[0u8; 64]), Err(ObjectError::NotObject)));
        let o = object();
        // A thread-local relocation (R_X86_64_GOTTPOFF, 22).
        let mut tls = o.clone();
        let at = first_relocation(&o) + 8;
        tls[at..at + 4].copy_from_slice(&22u32.to_le_bytes());
        let e = load(&tls).unwrap_err();
        assert!(matches!(e, ObjectError::Relocation { kind: 22, .. }), "{e}");
        assert!(e.to_string().contains("not supported"), "{e}");
        // A symbol this process does not define.
        let renamed = String::from_utf8_lossy(&o).contains("fmodf");
        assert!(renamed);
        let mut missing = o.clone();
        let name = o.windows(6).position(|w| w == b"fmodf\0").unwrap();
        missing[name..name + 5].copy_from_slice(b"fmodx");
        let e = load(&missing).unwrap_err();
        assert_eq!(e.to_string(), "symbol fmodx: not defined in this process");
    }

    #[test]
    fn damaged_objects_are_errors_not_panics() {
        let o = object();
        for n in (0..o.len()).step_by(5) {
            let _ = load(&o[..n]);
        }
        // Every byte of the headers and tables, and a sample of the rest,
        // flipped in turn: loaded or refused, never a panic. (The code is
        // not run.)
        for at in (0..o.len()).filter(|&at| at < 64 || at >= first_relocation(&o) || at % 7 == 0) {
            for flip in [0x01, 0x80, 0xff] {
                let mut d = o.clone();
                d[at] ^= flip;
                let _ = load(&d);
            }
        }
    }
}
