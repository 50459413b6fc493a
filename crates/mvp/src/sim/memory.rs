//! Simulated device memory: a few mapped regions, bounds-checked accesses.

use crate::{Error, Trap};
use std::sync::atomic::{AtomicUsize, Ordering};

// The simulator's address map.
/// The misc block in the simulator's 32-bit address space.
pub const SIM_MISC: u32 = 0x0800_0000;
/// The attribute header the wrapper reads through `MISC_ATTR_HEADER`.
pub const SIM_HEADER: u32 = 0x0800_0100;
/// The vertex shader's constant buffer.
pub const SIM_VS_CONST: u32 = 0x0900_0000;
/// The fragment shader's constant buffer.
pub const SIM_PS_CONST: u32 = 0x0A00_0000;
/// The first attribute stream; stream `slot` is at `SIM_VBO_BASE + slot * SIM_VBO_SPACING`.
pub const SIM_VBO_BASE: u32 = 0x1000_0000;
/// The address space between two attribute streams (their size limit).
pub const SIM_VBO_SPACING: u32 = 0x0100_0000;
/// Hardware threads the simulator rotates through.
pub const SIM_THREADS: u32 = 4;

#[derive(Clone)]
struct Region {
    name: &'static str,
    base: u32,
    bytes: Vec<u8>,
}

/// Sparse 32-bit address space with named regions; an access outside every
/// region traps with its address.
#[derive(Default)]
pub struct Memory {
    regions: Vec<Region>,
    /// The region of the last access: the wrappers hit local memory again
    /// and again. Atomic (relaxed: a plain load and store) only so that
    /// `&Memory` is `Sync` and each shading thread can copy the draw's
    /// memory itself; no two threads use the same copy.
    last: AtomicUsize,
}

impl Clone for Memory {
    fn clone(&self) -> Memory {
        Memory {
            regions: self.regions.clone(),
            last: AtomicUsize::new(self.last.load(Ordering::Relaxed)),
        }
    }
}

impl Memory {
    /// Map `bytes` at `base`.
    pub fn map(&mut self, name: &'static str, base: u32, bytes: Vec<u8>) {
        self.regions.push(Region { name, base, bytes });
    }

    fn find(&self, addr: u32, len: u32) -> Result<(usize, usize), Error> {
        let hit = |r: &Region| {
            let off = addr.wrapping_sub(r.base) as usize;
            (addr >= r.base && off + len as usize <= r.bytes.len()).then_some(off)
        };
        let last = self.last.load(Ordering::Relaxed);
        if let Some(off) = self.regions.get(last).and_then(hit) {
            return Ok((last, off));
        }
        for (i, r) in self.regions.iter().enumerate() {
            if let Some(off) = hit(r) {
                self.last.store(i, Ordering::Relaxed);
                return Ok((i, off));
            }
        }
        Err(Error::Trap(Trap::Unmapped { addr, len }))
    }

    /// `len` bytes at `addr`; a trap outside the mapped regions.
    pub fn read(&self, addr: u32, len: u32) -> Result<&[u8], Error> {
        let (i, off) = self.find(addr, len)?;
        Ok(&self.regions[i].bytes[off..off + len as usize])
    }

    /// Writes `data` at `addr`; a trap outside the mapped regions.
    pub fn write(&mut self, addr: u32, data: &[u8]) -> Result<(), Error> {
        let (i, off) = self.find(addr, data.len() as u32)?;
        self.regions[i].bytes[off..off + data.len()].copy_from_slice(data);
        Ok(())
    }

    /// The little-endian word at `addr`.
    pub fn read_u32(&self, addr: u32) -> Result<u32, Error> {
        let b = self.read(addr, 4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    /// Writes the little-endian word `v` at `addr`.
    pub fn write_u32(&mut self, addr: u32, v: u32) -> Result<(), Error> {
        self.write(addr, &v.to_le_bytes())
    }

    /// Name of the region holding `addr`, for diagnostics.
    pub fn region_name(&self, addr: u32) -> Option<&'static str> {
        self.find(addr, 1).ok().map(|(i, _)| self.regions[i].name)
    }
}
