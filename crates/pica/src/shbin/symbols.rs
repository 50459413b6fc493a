//! Name lookup in a DVLE symbol table in O(log n) per name, so that many entries
//! pointing into one long table cost neither quadratic time nor quadratic memory.

use gpubin_binfmt::Name;

/// Tables up to this size are searched by scanning (cheaper than indexing them).
const SCAN: usize = 256;

/// A symbol table with the positions of its NUL bytes.
pub(crate) struct SymbolTable<'a> {
    bytes: &'a [u8],
    nuls: Vec<u32>,
    /// Name bytes the parser may still copy into the model (see [`Self::name`]).
    budget: usize,
}

/// Why a name offset does not lead to a name.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum NameError {
    OutsideTable,
    Unterminated,
}

impl<'a> SymbolTable<'a> {
    pub fn new(bytes: &'a [u8]) -> Self {
        // Small tables are scanned directly (a lookup reads at most SCAN bytes); only
        // large ones get the index of their NULs.
        let nuls = if bytes.len() <= SCAN {
            Vec::new()
        } else {
            bytes
                .iter()
                .enumerate()
                .filter(|(_, &b)| b == 0)
                .map(|(i, _)| i as u32)
                .collect()
        };
        // A table written from names holds each name once: twice the table (and a
        // little for tiny tables) leaves room for files that share names.
        let budget = 2 * bytes.len() + 1024;
        SymbolTable {
            bytes,
            nuls,
            budget,
        }
    }

    pub fn len(&self) -> usize {
        self.bytes.len()
    }

    /// The name bytes at `offset`, without the NUL.
    pub fn lookup(&self, offset: u32) -> Result<&'a [u8], NameError> {
        let start = offset as usize;
        if start >= self.bytes.len() {
            return Err(NameError::OutsideTable);
        }
        if self.bytes.len() <= SCAN {
            let rest = &self.bytes[start..];
            return match rest.iter().position(|&b| b == 0) {
                Some(end) => Ok(&rest[..end]),
                None => Err(NameError::Unterminated),
            };
        }
        let i = self.nuls.partition_point(|&n| (n as usize) < start);
        match self.nuls.get(i) {
            Some(&end) => Ok(&self.bytes[start..end as usize]),
            None => Err(NameError::Unterminated),
        }
    }

    /// The name at `offset` for the model: "" when there is none (the validator
    /// reports why), or when the names copied so far exceed the budget (only possible
    /// when many entries share long names; the raw table is kept for writing).
    pub fn name(&mut self, offset: u32) -> Name {
        match self.lookup(offset) {
            Ok(name) if name.len() <= self.budget => {
                self.budget -= name.len();
                // Valid UTF-8 (every name an assembler writes) is copied as is.
                match std::str::from_utf8(name) {
                    Ok(s) => Name::new(s),
                    Err(_) => String::from_utf8_lossy(name).into_owned().into(),
                }
            }
            _ => Name::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookups() {
        let mut t = SymbolTable::new(b"pos\0main\0tail");
        assert_eq!(t.lookup(0), Ok(&b"pos"[..]));
        assert_eq!(t.lookup(1), Ok(&b"os"[..]));
        assert_eq!(t.lookup(3), Ok(&b""[..]));
        assert_eq!(t.lookup(4), Ok(&b"main"[..]));
        assert_eq!(t.lookup(9), Err(NameError::Unterminated));
        assert_eq!(t.lookup(13), Err(NameError::OutsideTable));
        assert_eq!(t.name(4), "main");
        assert_eq!(t.name(99), "");
    }

    #[test]
    fn shared_long_names_stop_at_the_budget() {
        let mut long = vec![b'a'; 4000];
        long.push(0);
        let mut t = SymbolTable::new(&long);
        let copied: usize = (0..100).map(|_| t.name(0).len()).sum();
        assert_eq!(copied, 2 * 4000);
    }
}
