//! Hex dumps for diagnostics: an offset column, 16 bytes a row, an ASCII column, and
//! a marker row of `^^` under a highlighted byte range.

use std::fmt::Write;
use std::ops::Range;

const ROW: usize = 16;

/// Dumps `data`, whose first byte is at absolute offset `base`, marking the bytes of
/// `highlight` (absolute offsets; may be empty or reach outside `data`).
pub fn hexdump(data: &[u8], base: usize, highlight: Option<Range<usize>>) -> String {
    let mut out = String::new();
    let first_row = base / ROW * ROW;
    let end = base + data.len();
    let mut row = first_row;
    while row < end {
        let _ = write!(out, "{row:08x}  ");
        let mut marks = String::new();
        let mut any_mark = false;
        let mut ascii = String::with_capacity(ROW);
        for col in 0..ROW {
            let at = row + col;
            if col == 8 {
                out.push(' ');
                marks.push(' ');
            }
            if at >= base && at < end {
                let b = data[at - base];
                let _ = write!(out, "{b:02x} ");
                ascii.push(if (0x20..0x7f).contains(&b) {
                    b as char
                } else {
                    '.'
                });
            } else {
                out.push_str("   ");
                ascii.push(' ');
            }
            let marked =
                highlight.as_ref().is_some_and(|h| h.contains(&at)) && at >= base && at < end;
            any_mark |= marked;
            marks.push_str(if marked { "^^ " } else { "   " });
        }
        let _ = writeln!(out, " |{}|", ascii.trim_end());
        if any_mark {
            let _ = writeln!(out, "{:10}{}", "", marks.trim_end());
        }
        row += ROW;
    }
    out
}

/// Dumps the rows around an absolute offset in a whole file: `context` rows before and
/// after the rows holding `highlight`.
pub fn hexdump_around(file: &[u8], highlight: Range<usize>, context: usize) -> String {
    let start = highlight.start.min(file.len());
    let stop = highlight.end.max(start + 1).min(file.len());
    let from = (start / ROW).saturating_sub(context) * ROW;
    let to = ((stop.saturating_sub(1) / ROW + 1 + context) * ROW).min(file.len());
    if from >= to {
        return String::new();
    }
    hexdump(&file[from..to], from, Some(highlight))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_columns_and_marks() {
        let data: Vec<u8> = (0x40..0x40 + 20).collect();
        let dump = hexdump(&data, 0, Some(2..4));
        assert_eq!(
            dump,
            "00000000  40 41 42 43 44 45 46 47  48 49 4a 4b 4c 4d 4e 4f  |@ABCDEFGHIJKLMNO|\n\
             \x20         ^^ ^^\n\
             00000010  50 51 52 53                                       |PQRS|\n"
                .replace("\x20         ^^ ^^", "                ^^ ^^")
        );
    }

    #[test]
    fn unaligned_base_and_nonprintable() {
        let dump = hexdump(&[0, 0xff, b'A'], 0x1e, None);
        assert_eq!(
            dump,
            "00000010                                             00 ff  |              ..|\n\
             00000020  41                                                |A|\n"
        );
    }

    #[test]
    fn around_an_offset() {
        let data = vec![0u8; 100];
        let dump = hexdump_around(&data, 50..51, 1);
        assert_eq!(dump.lines().filter(|l| l.starts_with("000000")).count(), 3);
        assert!(dump.starts_with("00000020"));
        assert!(dump.contains("^^"));
        // Past the end (a truncation): the last rows, where the data stops.
        assert!(hexdump_around(&data, 500..600, 1).starts_with("00000050"));
        assert!(hexdump_around(&[], 0..1, 1).is_empty());
    }
}
