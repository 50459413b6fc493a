//! The syntax tree of one translation unit, shaped after the grammar of
//! the GLSL specifications (GLSL 1.50 §9, ES 1.00 §9). Every node carries
//! the span of the source text it came from; a node produced by a macro
//! expansion carries the span of the macro invocation.

use std::fmt;
use std::ops::Deref;

/// Byte range `start..end` in the original source; the IR's nodes carry
/// the spans of the syntax nodes they were lowered from.
pub use crate::ir::Span;

/// A syntax node: its content and its span.
#[derive(Clone, Debug, PartialEq)]
pub struct Node<T> {
    pub content: T,
    pub span: Span,
}

impl<T> Node<T> {
    pub fn new(content: T, span: Span) -> Self {
        Node { content, span }
    }
}

/// A node the parser allocated in the unit's arena (the syntax tree is
/// freed at once with the arena, not node by node).
pub struct P<'a, T>(pub &'a T);

impl<T> Clone for P<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for P<'_, T> {}

impl<T> Deref for P<'_, T> {
    type Target = T;
    fn deref(&self) -> &T {
        self.0
    }
}

impl<T: fmt::Debug> fmt::Debug for P<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl<T: PartialEq> PartialEq for P<'_, T> {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

/// A sequence of nodes in the unit's arena.
pub struct List<'a, T>(pub &'a [T]);

impl<T> Clone for List<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for List<'_, T> {}

impl<T> Default for List<'_, T> {
    fn default() -> Self {
        List(&[])
    }
}

impl<T> Deref for List<'_, T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        self.0
    }
}

impl<'l, T> IntoIterator for &'l List<'_, T> {
    type Item = &'l T;
    type IntoIter = std::slice::Iter<'l, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl<T: fmt::Debug> fmt::Debug for List<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl<T: PartialEq> PartialEq for List<'_, T> {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

impl<T> Deref for Node<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.content
    }
}

/// An identifier's spelling; short names are kept inline, without an
/// allocation.

#[derive(Clone, Debug, PartialEq)]
pub struct IdentifierData<'a>(pub &'a str);
pub type Identifier<'a> = Node<IdentifierData<'a>>;
pub type TypeName<'a> = Identifier<'a>;

/// The built-in type keywords the front end knows (GLSL 1.10-3.30, ES 1.00
/// and the reserved double types, which get a version error).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BasicType {
    Void,
    Bool,
    Int,
    UInt,
    Float,
    Double,
    Vec2,
    Vec3,
    Vec4,
    DVec2,
    DVec3,
    DVec4,
    BVec2,
    BVec3,
    BVec4,
    IVec2,
    IVec3,
    IVec4,
    UVec2,
    UVec3,
    UVec4,
    Mat2,
    Mat3,
    Mat4,
    Mat22,
    Mat23,
    Mat24,
    Mat32,
    Mat33,
    Mat34,
    Mat42,
    Mat43,
    Mat44,
    Sampler1D,
    Sampler2D,
    Sampler3D,
    SamplerCube,
    Sampler2DRect,
    Sampler1DArray,
    Sampler2DArray,
    SamplerBuffer,
    Sampler2DMs,
    Sampler2DMsArray,
    Sampler1DShadow,
    Sampler2DShadow,
    Sampler2DRectShadow,
    Sampler1DArrayShadow,
    Sampler2DArrayShadow,
    SamplerCubeShadow,
    ISampler1D,
    ISampler2D,
    ISampler3D,
    ISamplerCube,
    ISampler2DRect,
    ISampler1DArray,
    ISampler2DArray,
    ISamplerBuffer,
    ISampler2DMs,
    ISampler2DMsArray,
    USampler1D,
    USampler2D,
    USampler3D,
    USamplerCube,
    USampler2DRect,
    USampler1DArray,
    USampler2DArray,
    USamplerBuffer,
    USampler2DMs,
    USampler2DMsArray,
}

#[derive(Clone, Debug, PartialEq)]
pub enum TypeSpecifierNonArrayData<'a> {
    Basic(BasicType),
    Struct(StructSpecifier<'a>),
    TypeName(TypeName<'a>),
}
pub type TypeSpecifierNonArray<'a> = Node<TypeSpecifierNonArrayData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub struct TypeSpecifierData<'a> {
    pub ty: TypeSpecifierNonArray<'a>,
    pub array_specifier: Option<ArraySpecifier<'a>>,
}
pub type TypeSpecifier<'a> = Node<TypeSpecifierData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub struct StructSpecifierData<'a> {
    pub name: Option<TypeName<'a>>,
    pub fields: List<'a, StructFieldSpecifier<'a>>,
}
pub type StructSpecifier<'a> = Node<StructSpecifierData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub struct StructFieldSpecifierData<'a> {
    pub qualifier: Option<TypeQualifier<'a>>,
    pub ty: TypeSpecifier<'a>,
    pub identifiers: List<'a, ArrayedIdentifier<'a>>,
}
pub type StructFieldSpecifier<'a> = Node<StructFieldSpecifierData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub struct ArrayedIdentifierData<'a> {
    pub ident: Identifier<'a>,
    pub array_spec: Option<ArraySpecifier<'a>>,
}
pub type ArrayedIdentifier<'a> = Node<ArrayedIdentifierData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub struct TypeQualifierData<'a> {
    pub qualifiers: List<'a, TypeQualifierSpec<'a>>,
}
pub type TypeQualifier<'a> = Node<TypeQualifierData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub enum TypeQualifierSpecData<'a> {
    Storage(StorageQualifier),
    Layout(LayoutQualifier<'a>),
    Precision(PrecisionQualifier),
    Interpolation(InterpolationQualifier),
    Invariant,
}
pub type TypeQualifierSpec<'a> = Node<TypeQualifierSpecData<'a>>;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StorageQualifierData {
    Const,
    InOut,
    In,
    Out,
    Centroid,
    Uniform,
    Attribute,
    Varying,
}
pub type StorageQualifier = Node<StorageQualifierData>;

#[derive(Clone, Debug, PartialEq)]
pub struct LayoutQualifierData<'a> {
    pub ids: List<'a, LayoutQualifierSpec<'a>>,
}
pub type LayoutQualifier<'a> = Node<LayoutQualifierData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub enum LayoutQualifierSpecData<'a> {
    Identifier(Identifier<'a>, Option<P<'a, Expr<'a>>>),
}
pub type LayoutQualifierSpec<'a> = Node<LayoutQualifierSpecData<'a>>;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrecisionQualifierData {
    High,
    Medium,
    Low,
}
pub type PrecisionQualifier = Node<PrecisionQualifierData>;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InterpolationQualifierData {
    Smooth,
    Flat,
    NoPerspective,
}
pub type InterpolationQualifier = Node<InterpolationQualifierData>;

#[derive(Clone, Debug, PartialEq)]
pub struct FullySpecifiedTypeData<'a> {
    pub qualifier: Option<TypeQualifier<'a>>,
    pub ty: TypeSpecifier<'a>,
}
pub type FullySpecifiedType<'a> = Node<FullySpecifiedTypeData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub struct ArraySpecifierData<'a> {
    pub dimensions: List<'a, ArraySpecifierDimension<'a>>,
}
pub type ArraySpecifier<'a> = Node<ArraySpecifierData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub enum ArraySpecifierDimensionData<'a> {
    Unsized,
    ExplicitlySized(P<'a, Expr<'a>>),
}
pub type ArraySpecifierDimension<'a> = Node<ArraySpecifierDimensionData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub enum DeclarationData<'a> {
    FunctionPrototype(FunctionPrototype<'a>),
    InitDeclaratorList(InitDeclaratorList<'a>),
    Precision(PrecisionQualifier, TypeSpecifier<'a>),
    Block(Block<'a>),
    Invariant(Identifier<'a>),
    TypeOnly(TypeQualifier<'a>),
}
pub type Declaration<'a> = Node<DeclarationData<'a>>;

/// An interface block (`uniform Name { ... } instance[N];`).
#[derive(Clone, Debug, PartialEq)]
pub struct BlockData<'a> {
    pub qualifier: TypeQualifier<'a>,
    pub name: Identifier<'a>,
    pub fields: List<'a, StructFieldSpecifier<'a>>,
    pub identifier: Option<ArrayedIdentifier<'a>>,
}
pub type Block<'a> = Node<BlockData<'a>>;

/// What is called: a type (constructor) or an expression naming a
/// function (an identifier, or `x.length`).
#[derive(Clone, Debug, PartialEq)]
pub enum FunIdentifierData<'a> {
    TypeSpecifier(P<'a, TypeSpecifier<'a>>),
    Expr(P<'a, Expr<'a>>),
}
pub type FunIdentifier<'a> = Node<FunIdentifierData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub struct FunctionPrototypeData<'a> {
    pub ty: FullySpecifiedType<'a>,
    pub name: Identifier<'a>,
    pub parameters: List<'a, FunctionParameterDeclaration<'a>>,
}
pub type FunctionPrototype<'a> = Node<FunctionPrototypeData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub enum FunctionParameterDeclarationData<'a> {
    Named(Option<TypeQualifier<'a>>, FunctionParameterDeclarator<'a>),
    Unnamed(Option<TypeQualifier<'a>>, TypeSpecifier<'a>),
}
pub type FunctionParameterDeclaration<'a> = Node<FunctionParameterDeclarationData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub struct FunctionParameterDeclaratorData<'a> {
    pub ty: TypeSpecifier<'a>,
    pub ident: ArrayedIdentifier<'a>,
}
pub type FunctionParameterDeclarator<'a> = Node<FunctionParameterDeclaratorData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub struct InitDeclaratorListData<'a> {
    pub head: SingleDeclaration<'a>,
    pub tail: List<'a, SingleDeclarationNoType<'a>>,
}
pub type InitDeclaratorList<'a> = Node<InitDeclaratorListData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub struct SingleDeclarationData<'a> {
    pub ty: FullySpecifiedType<'a>,
    pub name: Option<Identifier<'a>>,
    pub array_specifier: Option<ArraySpecifier<'a>>,
    pub initializer: Option<Initializer<'a>>,
}
pub type SingleDeclaration<'a> = Node<SingleDeclarationData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub struct SingleDeclarationNoTypeData<'a> {
    pub ident: ArrayedIdentifier<'a>,
    pub initializer: Option<Initializer<'a>>,
}
pub type SingleDeclarationNoType<'a> = Node<SingleDeclarationNoTypeData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub enum InitializerData<'a> {
    Simple(P<'a, Expr<'a>>),
    List(List<'a, Initializer<'a>>),
}
pub type Initializer<'a> = Node<InitializerData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub enum ExprData<'a> {
    Variable(Identifier<'a>),
    IntConst(i32),
    UIntConst(u32),
    BoolConst(bool),
    FloatConst(f32),
    DoubleConst(f64),
    Unary(UnaryOp, P<'a, Expr<'a>>),
    Binary(BinaryOp, P<'a, Expr<'a>>, P<'a, Expr<'a>>),
    Ternary(P<'a, Expr<'a>>, P<'a, Expr<'a>>, P<'a, Expr<'a>>),
    Assignment(P<'a, Expr<'a>>, AssignmentOp, P<'a, Expr<'a>>),
    Bracket(P<'a, Expr<'a>>, P<'a, Expr<'a>>),
    FunCall(FunIdentifier<'a>, List<'a, Expr<'a>>),
    Dot(P<'a, Expr<'a>>, Identifier<'a>),
    PostInc(P<'a, Expr<'a>>),
    PostDec(P<'a, Expr<'a>>),
    Comma(P<'a, Expr<'a>>, P<'a, Expr<'a>>),
}
pub type Expr<'a> = Node<ExprData<'a>>;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOpData {
    Inc,
    Dec,
    Add,
    Minus,
    Not,
    Complement,
}
pub type UnaryOp = Node<UnaryOpData>;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOpData {
    Or,
    Xor,
    And,
    BitOr,
    BitXor,
    BitAnd,
    Equal,
    NonEqual,
    Lt,
    Gt,
    Lte,
    Gte,
    LShift,
    RShift,
    Add,
    Sub,
    Mult,
    Div,
    Mod,
}
pub type BinaryOp = Node<BinaryOpData>;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AssignmentOpData {
    Equal,
    Mult,
    Div,
    Mod,
    Add,
    Sub,
    LShift,
    RShift,
    And,
    Xor,
    Or,
}
pub type AssignmentOp = Node<AssignmentOpData>;

#[derive(Clone, Debug, PartialEq)]
pub enum ExternalDeclarationData<'a> {
    FunctionDefinition(FunctionDefinition<'a>),
    Declaration(Declaration<'a>),
}
pub type ExternalDeclaration<'a> = Node<ExternalDeclarationData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub struct FunctionDefinitionData<'a> {
    pub prototype: FunctionPrototype<'a>,
    pub statement: CompoundStatement<'a>,
}
pub type FunctionDefinition<'a> = Node<FunctionDefinitionData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub struct CompoundStatementData<'a> {
    pub statement_list: List<'a, Statement<'a>>,
}
pub type CompoundStatement<'a> = Node<CompoundStatementData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub enum StatementData<'a> {
    /// Boxed, as is `Iteration`: these two are several times larger than
    /// the other statements, and a block's statements are stored inline.
    Declaration(P<'a, Declaration<'a>>),
    Expression(ExprStatement<'a>),
    Selection(SelectionStatement<'a>),
    Switch(SwitchStatement<'a>),
    CaseLabel(CaseLabel<'a>),
    Iteration(P<'a, IterationStatement<'a>>),
    Jump(JumpStatement<'a>),
    Compound(CompoundStatement<'a>),
}
pub type Statement<'a> = Node<StatementData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub struct ExprStatementData<'a>(pub Option<Expr<'a>>);
pub type ExprStatement<'a> = Node<ExprStatementData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub struct SelectionStatementData<'a> {
    pub cond: P<'a, Expr<'a>>,
    pub rest: SelectionRestStatement<'a>,
}
pub type SelectionStatement<'a> = Node<SelectionStatementData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub enum ConditionData<'a> {
    Expr(Expr<'a>),
    Assignment(
        P<'a, FullySpecifiedType<'a>>,
        Identifier<'a>,
        Initializer<'a>,
    ),
}
pub type Condition<'a> = Node<ConditionData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub enum SelectionRestStatementData<'a> {
    Statement(P<'a, Statement<'a>>),
    Else(P<'a, Statement<'a>>, P<'a, Statement<'a>>),
}
pub type SelectionRestStatement<'a> = Node<SelectionRestStatementData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub struct SwitchStatementData<'a> {
    pub head: P<'a, Expr<'a>>,
    pub body: List<'a, Statement<'a>>,
}
pub type SwitchStatement<'a> = Node<SwitchStatementData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub enum CaseLabelData<'a> {
    Case(P<'a, Expr<'a>>),
    Def,
}
pub type CaseLabel<'a> = Node<CaseLabelData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub enum IterationStatementData<'a> {
    While(Condition<'a>, P<'a, Statement<'a>>),
    DoWhile(P<'a, Statement<'a>>, P<'a, Expr<'a>>),
    For(
        ForInitStatement<'a>,
        ForRestStatement<'a>,
        P<'a, Statement<'a>>,
    ),
}
pub type IterationStatement<'a> = Node<IterationStatementData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub enum ForInitStatementData<'a> {
    Expression(Option<Expr<'a>>),
    Declaration(P<'a, Declaration<'a>>),
}
pub type ForInitStatement<'a> = Node<ForInitStatementData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub struct ForRestStatementData<'a> {
    pub condition: Option<Condition<'a>>,
    pub post_expr: Option<P<'a, Expr<'a>>>,
}
pub type ForRestStatement<'a> = Node<ForRestStatementData<'a>>;

#[derive(Clone, Debug, PartialEq)]
pub enum JumpStatementData<'a> {
    Continue,
    Break,
    Return(Option<P<'a, Expr<'a>>>),
    Discard,
}
pub type JumpStatement<'a> = Node<JumpStatementData<'a>>;
