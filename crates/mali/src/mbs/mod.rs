//! The MBS1 container: model, reader, writer, validation.
