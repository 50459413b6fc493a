//! Symbol layout: where ARM's compiler places uniforms, varyings and attributes.
