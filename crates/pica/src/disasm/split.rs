//! One source per DVLE (`gpubin dis --split`): files that picasso itself reassembles
//! when given in order (`picasso -o OUT.shbin A.v.pica A.g.pica`), since picasso has no
//! `.file` line. Procedures are global in picasso, so code may sit in any file.

use super::{round_trip, Listing, RoundTripError};
use crate::asm::{self, Source};
use crate::shbin::{self, ShaderType, Shbin};

/// gpubin extensions picasso does not read; a listing that needs one cannot be split
/// for picasso.
const EXTENSIONS: &[&str] = &[
    ".word", ".opdesc", ".entryat", ".inmask", ".outmask", ".file",
];

/// The files of a split listing: `(file name, source)` in order, one per DVLE and a
/// library (`.nodvle`) where code or uniforms belong to no DVLE's file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitListing {
    /// `(file name, source)`: one file per DVLE in order, and libraries between them
    /// where needed.
    pub files: Vec<(String, String)>,
    /// The files are for `picasso -n` (see [`Listing::no_nop`]).
    pub no_nop: bool,
    /// The files need picasso's reading (see [`Listing::picasso`]).
    pub picasso: bool,
}

/// File names for the DVLEs: `STEM.v.pica` for vertex and `STEM.g.pica` for geometry
/// shaders; a second one of the same kind gets a number (`STEM.v1.pica`).
pub fn file_names(shbin: &Shbin, stem: &str) -> Vec<String> {
    let mut seen = [0usize; 3];
    shbin
        .dvles
        .iter()
        .map(|d| {
            let (k, letter) = match d.shader_type {
                ShaderType::Vertex => (0, "v"),
                ShaderType::Geometry => (1, "g"),
                ShaderType::Unknown(_) => (2, "u"),
            };
            let n = seen[k];
            seen[k] += 1;
            if n == 0 {
                format!("{stem}.{letter}.pica")
            } else {
                format!("{stem}.{letter}{n}.pica")
            }
        })
        .collect()
}

/// The name of the `n`th library (`.nodvle`) file of a split listing:
/// `STEM.lib.pica`, then `STEM.lib1.pica`, ...
pub fn library_name(stem: &str, n: usize) -> String {
    if n == 0 {
        format!("{stem}.lib.pica")
    } else {
        format!("{stem}.lib{n}.pica")
    }
}

/// Disassembles `shbin` into one source per DVLE and checks that assembling them in
/// order gives back the same bytes. Fails when the listing needs a gpubin extension
/// (a file picasso could not have written) or does not reproduce the file.
pub fn split(shbin: &Shbin, stem: &str) -> Result<SplitListing, RoundTripError> {
    let listing: Listing = round_trip(shbin).map_err(|(_, e)| e)?;
    if let Some(ext) = EXTENSIONS.iter().find(|e| {
        listing
            .files
            .iter()
            .any(|(_, t)| t.lines().any(|l| l.trim_start().starts_with(**e)))
    }) {
        return Err(RoundTripError::NeedsExtension(ext.to_string()));
    }
    let options = listing.options();
    let (no_nop, picasso) = (listing.no_nop, listing.picasso);
    let names = file_names(shbin, stem);
    let mut libraries = 0;
    let files: Vec<(String, String)> = listing
        .dvles
        .iter()
        .zip(listing.files)
        .map(|(dvle, (_, text))| {
            let name = match dvle {
                Some(i) => names[*i].clone(),
                None => {
                    libraries += 1;
                    library_name(stem, libraries - 1)
                }
            };
            (name, text)
        })
        .collect();
    let sources: Vec<Source<'_>> = files
        .iter()
        .map(|(name, text)| Source { name, text })
        .collect();

    let again = asm::assemble(&sources, options)
        .map_err(|d| RoundTripError::Assembly(d.errors().next().cloned().map(Box::new)))?
        .to_bytes();
    let original = shbin::write(shbin).map_err(RoundTripError::Write)?;
    if again != original {
        let offset = again
            .iter()
            .zip(&original)
            .position(|(a, b)| a != b)
            .unwrap_or(again.len().min(original.len()));
        return Err(RoundTripError::Differs {
            offset,
            notes: Vec::new(),
        });
    }
    Ok(SplitListing {
        files,
        no_nop,
        picasso,
    })
}
