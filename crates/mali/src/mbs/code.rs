//! Code size of a DBIN blob, for the inspector and the validator. Only the framing of
//! the instruction streams is read here; decoding belongs to the disassemblers.

/// Why a PP instruction stream cannot be walked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeError {
    /// Byte offset inside the blob.
    pub offset: usize,
    pub message: String,
}

/// Number of PP instructions: each control word's `count[0:4]` gives the instruction's
/// length in words, this word included.
pub fn pp_instruction_count(code: &[u8]) -> Result<usize, CodeError> {
    let words = code.len() / 4;
    let mut at = 0;
    let mut n = 0;
    while at < words {
        // The length is the low 5 bits of the control word's first (little-endian)
        // byte; the walk is a chain of dependent loads, so load no more than that.
        let count = usize::from(code[at * 4] & 0x1F);
        if count == 0 {
            return Err(CodeError {
                offset: at * 4,
                message: format!("PP instruction {n} at word {at} has length 0"),
            });
        }
        if at + count > words {
            return Err(CodeError {
                offset: at * 4,
                message: format!(
                    "PP instruction {n} at word {at} is {count} words long, only {} remain",
                    words - at
                ),
            });
        }
        at += count;
        n += 1;
    }
    Ok(n)
}

/// Number of 128-bit GP instructions.
pub fn gp_instruction_count(code: &[u8]) -> usize {
    code.len() / 16
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bytes(words: &[u32]) -> Vec<u8> {
        words.iter().flat_map(|w| w.to_le_bytes()).collect()
    }

    #[test]
    fn pp_counts_follow_control_words() {
        // Spec §11 test vector: one 5-word instruction.
        let one = bytes(&[0x00021025, 0x0390400C, 0x0380001F, 0x03C00340, 0x00000C00]);
        assert_eq!(pp_instruction_count(&one), Ok(1));
        let two = bytes(&[0x2, 0, 0x1]);
        assert_eq!(pp_instruction_count(&two), Ok(2));
        assert_eq!(pp_instruction_count(&[]), Ok(0));
        let zero = bytes(&[0x1, 0x0]);
        assert_eq!(pp_instruction_count(&zero).unwrap_err().offset, 4);
        let over = bytes(&[0x3, 0]);
        assert!(pp_instruction_count(&over)
            .unwrap_err()
            .message
            .contains("only 2 remain"));
        assert_eq!(gp_instruction_count(&[0; 35]), 2);
    }
}
