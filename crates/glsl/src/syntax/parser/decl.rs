//! Declarations: qualifiers, types, structs, interface blocks, variables
//! and functions.

use super::super::arena::ArenaVec as BVec;
use super::{PResult, Parser, Reported, Tk};
use crate::syntax::ast::*;
use crate::syntax::keywords::Kw;
use crate::syntax::lexer::Punct;

/// The keyword starts a type qualifier.
pub(super) fn is_qualifier(k: Kw) -> bool {
    matches!(
        k,
        Kw::Const
            | Kw::Attribute
            | Kw::Uniform
            | Kw::Varying
            | Kw::In
            | Kw::Out
            | Kw::InOut
            | Kw::Centroid
            | Kw::Flat
            | Kw::Smooth
            | Kw::NoPerspective
            | Kw::Invariant
            | Kw::Layout
            | Kw::Lowp
            | Kw::Mediump
            | Kw::Highp
    )
}

impl<'t: 'a, 'a> Parser<'t, 'a> {
    pub(super) fn external(&mut self, out: &mut BVec<'a, ExternalDeclaration<'a>>) -> PResult<()> {
        let start = self.span();
        let mut decls = BVec::new_in(self.arena);
        if let Some(f) = self.declaration_or_function(true, &mut decls)? {
            let span = f.span;
            out.push(Node::new(
                ExternalDeclarationData::FunctionDefinition(f),
                span,
            ));
        }
        for d in decls {
            let span = start.to(d.span);
            out.push(Node::new(ExternalDeclarationData::Declaration(d), span));
        }
        Ok(())
    }

    /// A declaration (pushed to `out`), or at global scope a function
    /// definition (returned).
    pub(super) fn declaration_or_function(
        &mut self,
        global: bool,
        out: &mut BVec<'a, Declaration<'a>>,
    ) -> PResult<Option<FunctionDefinition<'a>>> {
        let start = self.span();
        // `precision highp float;`
        if self.is_kw(Kw::Precision) {
            self.bump();
            let p = self.precision_qualifier()?;
            let ts = self.type_specifier()?;
            let end = self.expect(Punct::Semicolon)?;
            out.push(Node::new(DeclarationData::Precision(p, ts), start.to(end)));
            return Ok(None);
        }
        // `invariant a, b;` (redeclaration of outputs).
        if self.is_kw(Kw::Invariant)
            && self.peek_at(1) == Tk::Ident
            && !self.is_type_name(self.pos + 1)
        {
            self.bump();
            loop {
                let id = self.ident("a variable name")?;
                let span = start.to(id.span);
                out.push(Node::new(DeclarationData::Invariant(id), span));
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
            self.expect(Punct::Semicolon)?;
            return Ok(None);
        }
        let qualifier = self.type_qualifier()?;
        if let Some(q) = &qualifier {
            if self.is(Punct::Semicolon) {
                let end = self.bump();
                let q = q.clone();
                out.push(Node::new(DeclarationData::TypeOnly(q), start.to(end)));
                return Ok(None);
            }
            // Interface block: `uniform Name { ... } [instance];`
            if self.peek() == Tk::Ident
                && !self.is_type_name(self.pos)
                && self.peek_at(1) == Tk::Punct(Punct::LBrace)
            {
                let b = self.block(q.clone(), start)?;
                let span = b.span;
                out.push(Node::new(DeclarationData::Block(b), span));
                return Ok(None);
            }
        }
        let ty = self.type_specifier()?;
        let fst_span = qualifier.as_ref().map_or(ty.span, |q| q.span.to(ty.span));
        let fst = Node::new(FullySpecifiedTypeData { qualifier, ty }, fst_span);
        if self.is(Punct::Semicolon) {
            let end = self.bump();
            let head = Node::new(
                SingleDeclarationData {
                    ty: fst,
                    name: None,
                    array_specifier: None,
                    initializer: None,
                },
                start.to(end),
            );
            let list = Node::new(
                InitDeclaratorListData {
                    head,
                    tail: List::default(),
                },
                start.to(end),
            );
            out.push(Node::new(
                DeclarationData::InitDeclaratorList(list),
                start.to(end),
            ));
            return Ok(None);
        }
        let name = self.ident("a name")?;
        if self.is(Punct::LParen) {
            let proto = self.function_prototype(fst, name, start)?;
            if self.is(Punct::LBrace) {
                if !global {
                    let at = self.span().start as usize;
                    self.error(
                        at,
                        "syntax error: function definitions must be at global scope",
                    );
                    return Err(Reported);
                }
                let body = self.function_body(&proto)?;
                let span = start.to(body.span);
                return Ok(Some(Node::new(
                    FunctionDefinitionData {
                        prototype: proto,
                        statement: body,
                    },
                    span,
                )));
            }
            let end = self.expect(Punct::Semicolon)?;
            out.push(Node::new(
                DeclarationData::FunctionPrototype(proto),
                start.to(end),
            ));
            return Ok(None);
        }
        let list = self.init_declarator_list(fst, name, start)?;
        let span = list.span;
        out.push(Node::new(DeclarationData::InitDeclaratorList(list), span));
        Ok(None)
    }

    /// Variables after the type and first name, to the `;`.
    fn init_declarator_list(
        &mut self,
        ty: FullySpecifiedType<'a>,
        name: Identifier<'a>,
        start: Span,
    ) -> PResult<InitDeclaratorList<'a>> {
        let array_specifier = self.opt_array_specifier()?;
        let initializer = self.opt_initializer()?;
        let head_end = self.prev_span();
        self.declare(name.0, false);
        let head = Node::new(
            SingleDeclarationData {
                ty,
                name: Some(name),
                array_specifier,
                initializer,
            },
            start.to(head_end),
        );
        let mut tail = Vec::new();
        while self.eat(Punct::Comma) {
            let id = self.ident("a name")?;
            let array_spec = self.opt_array_specifier()?;
            let aspan = id.span.to(self.prev_span());
            let initializer = self.opt_initializer()?;
            self.declare(id.0, false);
            let span = id.span.to(self.prev_span());
            let ident = Node::new(
                ArrayedIdentifierData {
                    ident: id,
                    array_spec,
                },
                aspan,
            );
            tail.push(Node::new(
                SingleDeclarationNoTypeData { ident, initializer },
                span,
            ));
        }
        let end = self.expect(Punct::Semicolon)?;
        Ok(Node::new(
            InitDeclaratorListData {
                head,
                tail: self.list(tail),
            },
            start.to(end),
        ))
    }

    fn opt_initializer(&mut self) -> PResult<Option<Initializer<'a>>> {
        if !self.eat(Punct::Assign) {
            return Ok(None);
        }
        self.initializer().map(Some)
    }

    fn initializer(&mut self) -> PResult<Initializer<'a>> {
        let start = self.span();
        if self.eat(Punct::LBrace) {
            self.enter("initializers")?;
            let mut items = Vec::new();
            loop {
                items.push(self.initializer()?);
                if !self.eat(Punct::Comma) || self.is(Punct::RBrace) {
                    break;
                }
            }
            let end = self.expect(Punct::RBrace)?;
            self.leave();
            return Ok(Node::new(
                InitializerData::List(self.list(items)),
                start.to(end),
            ));
        }
        let e = self.assignment()?;
        let span = e.span;
        Ok(Node::new(InitializerData::Simple(self.p(e)), span))
    }

    fn block(&mut self, qualifier: TypeQualifier<'a>, start: Span) -> PResult<Block<'a>> {
        let name = self.ident("a block name")?;
        self.expect(Punct::LBrace)?;
        let fields = self.struct_fields()?;
        let mut identifier = None;
        if self.peek() == Tk::Ident {
            let id = self.ident("an instance name")?;
            let array_spec = self.opt_array_specifier()?;
            let span = id.span.to(self.prev_span());
            self.declare(id.0, false);
            identifier = Some(Node::new(
                ArrayedIdentifierData {
                    ident: id,
                    array_spec,
                },
                span,
            ));
        }
        let end = self.expect(Punct::Semicolon)?;
        Ok(Node::new(
            BlockData {
                qualifier,
                name,
                fields,
                identifier,
            },
            start.to(end),
        ))
    }

    /// Members up to and including the closing `}`.
    fn struct_fields(&mut self) -> PResult<List<'a, StructFieldSpecifier<'a>>> {
        let mut fields = Vec::new();
        while !self.is(Punct::RBrace) {
            let start = self.span();
            let qualifier = self.type_qualifier()?;
            let ty = self.type_specifier()?;
            let mut identifiers = Vec::new();
            loop {
                let id = self.ident("a member name")?;
                let array_spec = self.opt_array_specifier()?;
                let span = id.span.to(self.prev_span());
                identifiers.push(Node::new(
                    ArrayedIdentifierData {
                        ident: id,
                        array_spec,
                    },
                    span,
                ));
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
            let end = self.expect(Punct::Semicolon)?;
            fields.push(Node::new(
                StructFieldSpecifierData {
                    qualifier,
                    ty,
                    identifiers: self.list(identifiers),
                },
                start.to(end),
            ));
        }
        self.bump();
        Ok(self.list(fields))
    }

    fn precision_qualifier(&mut self) -> PResult<PrecisionQualifier> {
        let p = match self.peek() {
            Tk::Kw(Kw::Highp) => PrecisionQualifierData::High,
            Tk::Kw(Kw::Mediump) => PrecisionQualifierData::Medium,
            Tk::Kw(Kw::Lowp) => PrecisionQualifierData::Low,
            _ => return self.unexpected("`lowp`, `mediump` or `highp`"),
        };
        let s = self.bump();
        Ok(Node::new(p, s))
    }

    /// Qualifiers in any order, or `None` when there are none.
    pub(super) fn type_qualifier(&mut self) -> PResult<Option<TypeQualifier<'a>>> {
        let start = self.span();
        let mut qualifiers = Vec::new();
        while let Tk::Kw(k) = self.peek() {
            if !is_qualifier(k) {
                break;
            }
            let s = self.span();
            let q = match k {
                Kw::Const => {
                    TypeQualifierSpecData::Storage(Node::new(StorageQualifierData::Const, s))
                }
                Kw::Attribute => {
                    TypeQualifierSpecData::Storage(Node::new(StorageQualifierData::Attribute, s))
                }
                Kw::Uniform => {
                    TypeQualifierSpecData::Storage(Node::new(StorageQualifierData::Uniform, s))
                }
                Kw::Varying => {
                    TypeQualifierSpecData::Storage(Node::new(StorageQualifierData::Varying, s))
                }
                Kw::In => TypeQualifierSpecData::Storage(Node::new(StorageQualifierData::In, s)),
                Kw::Out => TypeQualifierSpecData::Storage(Node::new(StorageQualifierData::Out, s)),
                Kw::InOut => {
                    TypeQualifierSpecData::Storage(Node::new(StorageQualifierData::InOut, s))
                }
                Kw::Centroid => {
                    TypeQualifierSpecData::Storage(Node::new(StorageQualifierData::Centroid, s))
                }
                Kw::Flat => TypeQualifierSpecData::Interpolation(Node::new(
                    InterpolationQualifierData::Flat,
                    s,
                )),
                Kw::Smooth => TypeQualifierSpecData::Interpolation(Node::new(
                    InterpolationQualifierData::Smooth,
                    s,
                )),
                Kw::NoPerspective => TypeQualifierSpecData::Interpolation(Node::new(
                    InterpolationQualifierData::NoPerspective,
                    s,
                )),
                Kw::Invariant => TypeQualifierSpecData::Invariant,
                Kw::Lowp | Kw::Mediump | Kw::Highp => {
                    let p = self.precision_qualifier()?;
                    qualifiers.push(Node::new(TypeQualifierSpecData::Precision(p), s));
                    continue;
                }
                _ => {
                    // layout( id [= value], ... )
                    self.bump();
                    self.expect(Punct::LParen)?;
                    let mut ids = Vec::new();
                    loop {
                        // `packed` is a reserved word (§3.6) but also a
                        // block layout identifier from 1.40 (GLSL 1.40
                        // §4.3.5.1), where only the latter use is legal.
                        let id = if self.peek() == Tk::Kw(Kw::Reserved)
                            && self.text_at(self.pos) == "packed"
                        {
                            let s = self.bump();
                            Node::new(IdentifierData("packed"), s)
                        } else {
                            self.ident("a layout qualifier name")?
                        };
                        let value = if self.eat(Punct::Assign) {
                            Some({
                                let e = self.conditional()?;
                                self.p(e)
                            })
                        } else {
                            None
                        };
                        let span = id.span.to(self.prev_span());
                        ids.push(Node::new(
                            LayoutQualifierSpecData::Identifier(id, value),
                            span,
                        ));
                        if !self.eat(Punct::Comma) {
                            break;
                        }
                    }
                    let end = self.expect(Punct::RParen)?;
                    let l = Node::new(
                        LayoutQualifierData {
                            ids: self.list(ids),
                        },
                        s.to(end),
                    );
                    qualifiers.push(Node::new(TypeQualifierSpecData::Layout(l), s.to(end)));
                    continue;
                }
            };
            self.bump();
            qualifiers.push(Node::new(q, s));
        }
        if qualifiers.is_empty() {
            return Ok(None);
        }
        Ok(Some(Node::new(
            TypeQualifierData {
                qualifiers: self.list(qualifiers),
            },
            start.to(self.prev_span()),
        )))
    }

    /// The current token starts a type specifier.
    pub(super) fn at_type(&self, pos: usize) -> bool {
        match self.kinds.get(pos) {
            Some(Tk::Kw(Kw::Type(_) | Kw::Struct)) => true,
            Some(Tk::Ident) => self.is_type_name(pos),
            _ => false,
        }
    }

    pub(super) fn type_specifier(&mut self) -> PResult<TypeSpecifier<'a>> {
        let start = self.span();
        let ty = self.type_specifier_nonarray()?;
        let array_specifier = self.opt_array_specifier()?;
        Ok(Node::new(
            TypeSpecifierData {
                ty,
                array_specifier,
            },
            start.to(self.prev_span()),
        ))
    }

    pub(super) fn type_specifier_nonarray(&mut self) -> PResult<TypeSpecifierNonArray<'a>> {
        let s = self.span();
        match self.peek() {
            Tk::Kw(Kw::Type(b)) => {
                self.bump();
                Ok(Node::new(TypeSpecifierNonArrayData::Basic(b), s))
            }
            Tk::Kw(Kw::Struct) => {
                let st = self.struct_specifier()?;
                let span = st.span;
                Ok(Node::new(TypeSpecifierNonArrayData::Struct(st), span))
            }
            Tk::Ident if self.is_type_name(self.pos) => {
                let id = self.ident("a type")?;
                Ok(Node::new(TypeSpecifierNonArrayData::TypeName(id), s))
            }
            Tk::Ident => {
                let name = self.text_at(self.pos).to_string();
                // `layout` is an identifier before 1.40 unless an extension
                // enables it: say so rather than only "unknown type".
                let hint = if name == "layout" {
                    " (`layout` qualifiers need GLSL 1.40, or GLSL 3.30 for `location`; before, \
                     #extension GL_ARB_explicit_attrib_location)"
                } else {
                    ""
                };
                self.error(
                    s.start as usize,
                    format!("syntax error: unknown type `{name}`{hint}"),
                );
                Err(Reported)
            }
            _ => self.unexpected("a type"),
        }
    }

    fn struct_specifier(&mut self) -> PResult<StructSpecifier<'a>> {
        let start = self.bump();
        self.enter("structs")?;
        let name = if self.peek() == Tk::Ident {
            Some(self.ident("a struct name")?)
        } else {
            None
        };
        self.expect(Punct::LBrace)?;
        let fields = self.struct_fields();
        self.leave();
        let fields = fields?;
        if let Some(n) = &name {
            self.declare(n.0, true);
        }
        Ok(Node::new(
            StructSpecifierData { name, fields },
            start.to(self.prev_span()),
        ))
    }

    pub(super) fn opt_array_specifier(&mut self) -> PResult<Option<ArraySpecifier<'a>>> {
        if !self.is(Punct::LBracket) {
            return Ok(None);
        }
        let start = self.span();
        let mut dimensions = Vec::new();
        while self.is(Punct::LBracket) {
            let s = self.bump();
            if self.is(Punct::RBracket) {
                let e = self.bump();
                dimensions.push(Node::new(ArraySpecifierDimensionData::Unsized, s.to(e)));
            } else {
                let e = self.conditional()?;
                let end = self.expect(Punct::RBracket)?;
                dimensions.push(Node::new(
                    ArraySpecifierDimensionData::ExplicitlySized(self.p(e)),
                    s.to(end),
                ));
            }
        }
        Ok(Some(Node::new(
            ArraySpecifierData {
                dimensions: self.list(dimensions),
            },
            start.to(self.prev_span()),
        )))
    }

    fn function_prototype(
        &mut self,
        ty: FullySpecifiedType<'a>,
        name: Identifier<'a>,
        start: Span,
    ) -> PResult<FunctionPrototype<'a>> {
        self.expect(Punct::LParen)?;
        let mut parameters = Vec::new();
        if !self.is(Punct::RParen) {
            loop {
                parameters.push(self.parameter()?);
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
        }
        let end = self.expect(Punct::RParen)?;
        // The name is a function from here on (it may shadow a type).
        self.declare(name.0, false);
        Ok(Node::new(
            FunctionPrototypeData {
                ty,
                name,
                parameters: self.list(parameters),
            },
            start.to(end),
        ))
    }

    fn parameter(&mut self) -> PResult<FunctionParameterDeclaration<'a>> {
        let start = self.span();
        let q = self.type_qualifier()?;
        let ty = self.type_specifier()?;
        if self.peek() == Tk::Ident {
            let id = self.ident("a parameter name")?;
            let array_spec = self.opt_array_specifier()?;
            let ispan = id.span.to(self.prev_span());
            let span = start.to(self.prev_span());
            let d = Node::new(
                FunctionParameterDeclaratorData {
                    ty,
                    ident: Node::new(
                        ArrayedIdentifierData {
                            ident: id,
                            array_spec,
                        },
                        ispan,
                    ),
                },
                span,
            );
            Ok(Node::new(
                FunctionParameterDeclarationData::Named(q, d),
                span,
            ))
        } else {
            let span = start.to(self.prev_span());
            Ok(Node::new(
                FunctionParameterDeclarationData::Unnamed(q, ty),
                span,
            ))
        }
    }

    fn function_body(&mut self, proto: &FunctionPrototype<'a>) -> PResult<CompoundStatement<'a>> {
        self.push_scope();
        for p in &proto.parameters {
            if let FunctionParameterDeclarationData::Named(_, d) = &p.content {
                self.declare(d.ident.ident.0, false);
            }
        }
        let body = self.compound();
        self.pop_scope();
        body
    }
}
