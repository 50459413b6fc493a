use std::fmt;

/// One step of a context path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Segment {
    /// A chunk tag: `CFRA`.
    Chunk(crate::FourCC),
    /// A named part of a structure: `uniforms`, `DVLE`.
    Name(std::borrow::Cow<'static, str>),
    /// An index into the previous segment: `[3]`, printed without a separator.
    Index(usize),
}

/// Where in a file a reader is: `MBS1/CFRA/SUNI/VUNI[3]/STRI`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Path {
    segments: Vec<Segment>,
}

impl Path {
    /// The empty path: the file itself.
    pub fn root() -> Self {
        Path::default()
    }

    /// The steps of the path, outermost first.
    pub fn segments(&self) -> &[Segment] {
        &self.segments
    }

    /// True for the root path.
    pub fn is_empty(&self) -> bool {
        self.segments.is_empty()
    }

    /// This path with one more segment.
    pub fn join(&self, segment: Segment) -> Path {
        let mut segments = Vec::with_capacity(self.segments.len() + 1);
        segments.extend_from_slice(&self.segments);
        segments.push(segment);
        Path { segments }
    }

    /// Appends a segment.
    pub fn push(&mut self, segment: Segment) {
        self.segments.push(segment);
    }

    /// Removes and returns the last segment.
    pub fn pop(&mut self) -> Option<Segment> {
        self.segments.pop()
    }

    /// This path with a chunk tag appended: `MBS1/CFRA`.
    pub fn chunk(&self, tag: crate::FourCC) -> Path {
        self.join(Segment::Chunk(tag))
    }

    /// This path with a named part appended: `DVLE/uniforms`.
    pub fn name(&self, name: impl Into<std::borrow::Cow<'static, str>>) -> Path {
        self.join(Segment::Name(name.into()))
    }

    /// This path with an index appended: `uniforms[3]`.
    pub fn index(&self, index: usize) -> Path {
        self.join(Segment::Index(index))
    }
}

impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, segment) in self.segments.iter().enumerate() {
            match segment {
                Segment::Index(n) => write!(f, "[{n}]")?,
                Segment::Chunk(tag) => {
                    if i > 0 {
                        f.write_str("/")?;
                    }
                    write!(f, "{tag}")?;
                }
                Segment::Name(name) => {
                    if i > 0 {
                        f.write_str("/")?;
                    }
                    f.write_str(name)?;
                }
            }
        }
        Ok(())
    }
}

impl From<&str> for Path {
    /// A path of `/`-separated names (`a/b`); for tests and simple callers.
    fn from(text: &str) -> Self {
        let mut path = Path::root();
        for part in text.split('/').filter(|p| !p.is_empty()) {
            path.push(Segment::Name(part.to_string().into()));
        }
        path
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::FourCC;

    #[test]
    fn renders_like_a_chunk_path() {
        let p = Path::root()
            .chunk(FourCC::new(b"MBS1"))
            .chunk(FourCC::new(b"CFRA"))
            .chunk(FourCC::new(b"SUNI"))
            .chunk(FourCC::new(b"VUNI"))
            .index(3)
            .chunk(FourCC::new(b"STRI"));
        assert_eq!(p.to_string(), "MBS1/CFRA/SUNI/VUNI[3]/STRI");
        assert_eq!(
            Path::root()
                .name("DVLE")
                .index(1)
                .name("uniforms")
                .index(3)
                .to_string(),
            "DVLE[1]/uniforms[3]"
        );
        assert_eq!(Path::root().to_string(), "");
    }
}
