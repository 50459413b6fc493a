//! The SHBIN container (DVLB/DVLP/DVLE): model, reader, writer, validation.
