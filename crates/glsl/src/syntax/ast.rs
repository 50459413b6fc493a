//! The syntax tree of one translation unit, shaped after the grammar of
//! the GLSL specifications (GLSL 1.50 §9, ES 1.00 §9). Every node carries
//! the span of the source text it came from; a node produced by a macro
//! expansion carries the span of the macro invocation.

use std::ops::Deref;

/// Byte range `start..end` in the original source.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Self {
        Span {
            start: start as u32,
            end: end as u32,
        }
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }
}

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

impl<T> Deref for Node<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.content
    }
}

/// An identifier's spelling; short names are kept inline, without an
/// allocation.
pub use gpubin_binfmt::Name;

#[derive(Clone, Debug, PartialEq)]
pub struct IdentifierData(pub Name);
pub type Identifier = Node<IdentifierData>;
pub type TypeName = Identifier;

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
pub enum TypeSpecifierNonArrayData {
    Basic(BasicType),
    Struct(StructSpecifier),
    TypeName(TypeName),
}
pub type TypeSpecifierNonArray = Node<TypeSpecifierNonArrayData>;

#[derive(Clone, Debug, PartialEq)]
pub struct TypeSpecifierData {
    pub ty: TypeSpecifierNonArray,
    pub array_specifier: Option<ArraySpecifier>,
}
pub type TypeSpecifier = Node<TypeSpecifierData>;

#[derive(Clone, Debug, PartialEq)]
pub struct StructSpecifierData {
    pub name: Option<TypeName>,
    pub fields: Vec<StructFieldSpecifier>,
}
pub type StructSpecifier = Node<StructSpecifierData>;

#[derive(Clone, Debug, PartialEq)]
pub struct StructFieldSpecifierData {
    pub qualifier: Option<TypeQualifier>,
    pub ty: TypeSpecifier,
    pub identifiers: Vec<ArrayedIdentifier>,
}
pub type StructFieldSpecifier = Node<StructFieldSpecifierData>;

#[derive(Clone, Debug, PartialEq)]
pub struct ArrayedIdentifierData {
    pub ident: Identifier,
    pub array_spec: Option<ArraySpecifier>,
}
pub type ArrayedIdentifier = Node<ArrayedIdentifierData>;

#[derive(Clone, Debug, PartialEq)]
pub struct TypeQualifierData {
    pub qualifiers: Vec<TypeQualifierSpec>,
}
pub type TypeQualifier = Node<TypeQualifierData>;

#[derive(Clone, Debug, PartialEq)]
pub enum TypeQualifierSpecData {
    Storage(StorageQualifier),
    Layout(LayoutQualifier),
    Precision(PrecisionQualifier),
    Interpolation(InterpolationQualifier),
    Invariant,
}
pub type TypeQualifierSpec = Node<TypeQualifierSpecData>;

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
pub struct LayoutQualifierData {
    pub ids: Vec<LayoutQualifierSpec>,
}
pub type LayoutQualifier = Node<LayoutQualifierData>;

#[derive(Clone, Debug, PartialEq)]
pub enum LayoutQualifierSpecData {
    Identifier(Identifier, Option<Box<Expr>>),
}
pub type LayoutQualifierSpec = Node<LayoutQualifierSpecData>;

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
pub struct FullySpecifiedTypeData {
    pub qualifier: Option<TypeQualifier>,
    pub ty: TypeSpecifier,
}
pub type FullySpecifiedType = Node<FullySpecifiedTypeData>;

#[derive(Clone, Debug, PartialEq)]
pub struct ArraySpecifierData {
    pub dimensions: Vec<ArraySpecifierDimension>,
}
pub type ArraySpecifier = Node<ArraySpecifierData>;

#[derive(Clone, Debug, PartialEq)]
pub enum ArraySpecifierDimensionData {
    Unsized,
    ExplicitlySized(Box<Expr>),
}
pub type ArraySpecifierDimension = Node<ArraySpecifierDimensionData>;

#[derive(Clone, Debug, PartialEq)]
pub enum DeclarationData {
    FunctionPrototype(FunctionPrototype),
    InitDeclaratorList(InitDeclaratorList),
    Precision(PrecisionQualifier, TypeSpecifier),
    Block(Block),
    Invariant(Identifier),
    TypeOnly(TypeQualifier),
}
pub type Declaration = Node<DeclarationData>;

/// An interface block (`uniform Name { ... } instance[N];`).
#[derive(Clone, Debug, PartialEq)]
pub struct BlockData {
    pub qualifier: TypeQualifier,
    pub name: Identifier,
    pub fields: Vec<StructFieldSpecifier>,
    pub identifier: Option<ArrayedIdentifier>,
}
pub type Block = Node<BlockData>;

/// What is called: a type (constructor) or an expression naming a
/// function (an identifier, or `x.length`).
#[derive(Clone, Debug, PartialEq)]
pub enum FunIdentifierData {
    TypeSpecifier(Box<TypeSpecifier>),
    Expr(Box<Expr>),
}
pub type FunIdentifier = Node<FunIdentifierData>;

#[derive(Clone, Debug, PartialEq)]
pub struct FunctionPrototypeData {
    pub ty: FullySpecifiedType,
    pub name: Identifier,
    pub parameters: Vec<FunctionParameterDeclaration>,
}
pub type FunctionPrototype = Node<FunctionPrototypeData>;

#[derive(Clone, Debug, PartialEq)]
pub enum FunctionParameterDeclarationData {
    Named(Option<TypeQualifier>, FunctionParameterDeclarator),
    Unnamed(Option<TypeQualifier>, TypeSpecifier),
}
pub type FunctionParameterDeclaration = Node<FunctionParameterDeclarationData>;

#[derive(Clone, Debug, PartialEq)]
pub struct FunctionParameterDeclaratorData {
    pub ty: TypeSpecifier,
    pub ident: ArrayedIdentifier,
}
pub type FunctionParameterDeclarator = Node<FunctionParameterDeclaratorData>;

#[derive(Clone, Debug, PartialEq)]
pub struct InitDeclaratorListData {
    pub head: SingleDeclaration,
    pub tail: Vec<SingleDeclarationNoType>,
}
pub type InitDeclaratorList = Node<InitDeclaratorListData>;

#[derive(Clone, Debug, PartialEq)]
pub struct SingleDeclarationData {
    pub ty: FullySpecifiedType,
    pub name: Option<Identifier>,
    pub array_specifier: Option<ArraySpecifier>,
    pub initializer: Option<Initializer>,
}
pub type SingleDeclaration = Node<SingleDeclarationData>;

#[derive(Clone, Debug, PartialEq)]
pub struct SingleDeclarationNoTypeData {
    pub ident: ArrayedIdentifier,
    pub initializer: Option<Initializer>,
}
pub type SingleDeclarationNoType = Node<SingleDeclarationNoTypeData>;

#[derive(Clone, Debug, PartialEq)]
pub enum InitializerData {
    Simple(Box<Expr>),
    List(Vec<Initializer>),
}
pub type Initializer = Node<InitializerData>;

#[derive(Clone, Debug, PartialEq)]
pub enum ExprData {
    Variable(Identifier),
    IntConst(i32),
    UIntConst(u32),
    BoolConst(bool),
    FloatConst(f32),
    DoubleConst(f64),
    Unary(UnaryOp, Box<Expr>),
    Binary(BinaryOp, Box<Expr>, Box<Expr>),
    Ternary(Box<Expr>, Box<Expr>, Box<Expr>),
    Assignment(Box<Expr>, AssignmentOp, Box<Expr>),
    Bracket(Box<Expr>, Box<Expr>),
    FunCall(FunIdentifier, Vec<Expr>),
    Dot(Box<Expr>, Identifier),
    PostInc(Box<Expr>),
    PostDec(Box<Expr>),
    Comma(Box<Expr>, Box<Expr>),
}
pub type Expr = Node<ExprData>;

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

#[derive(Clone, Debug, Default, PartialEq)]
pub struct TranslationUnit(pub Vec<ExternalDeclaration>);

#[derive(Clone, Debug, PartialEq)]
pub enum ExternalDeclarationData {
    FunctionDefinition(FunctionDefinition),
    Declaration(Declaration),
}
pub type ExternalDeclaration = Node<ExternalDeclarationData>;

#[derive(Clone, Debug, PartialEq)]
pub struct FunctionDefinitionData {
    pub prototype: FunctionPrototype,
    pub statement: CompoundStatement,
}
pub type FunctionDefinition = Node<FunctionDefinitionData>;

#[derive(Clone, Debug, PartialEq)]
pub struct CompoundStatementData {
    pub statement_list: Vec<Statement>,
}
pub type CompoundStatement = Node<CompoundStatementData>;

#[derive(Clone, Debug, PartialEq)]
pub enum StatementData {
    /// Boxed, as is `Iteration`: these two are several times larger than
    /// the other statements, and a block's statements are stored inline.
    Declaration(Box<Declaration>),
    Expression(ExprStatement),
    Selection(SelectionStatement),
    Switch(SwitchStatement),
    CaseLabel(CaseLabel),
    Iteration(Box<IterationStatement>),
    Jump(JumpStatement),
    Compound(CompoundStatement),
}
pub type Statement = Node<StatementData>;

#[derive(Clone, Debug, PartialEq)]
pub struct ExprStatementData(pub Option<Expr>);
pub type ExprStatement = Node<ExprStatementData>;

#[derive(Clone, Debug, PartialEq)]
pub struct SelectionStatementData {
    pub cond: Box<Expr>,
    pub rest: SelectionRestStatement,
}
pub type SelectionStatement = Node<SelectionStatementData>;

#[derive(Clone, Debug, PartialEq)]
pub enum ConditionData {
    Expr(Expr),
    Assignment(Box<FullySpecifiedType>, Identifier, Initializer),
}
pub type Condition = Node<ConditionData>;

#[derive(Clone, Debug, PartialEq)]
pub enum SelectionRestStatementData {
    Statement(Box<Statement>),
    Else(Box<Statement>, Box<Statement>),
}
pub type SelectionRestStatement = Node<SelectionRestStatementData>;

#[derive(Clone, Debug, PartialEq)]
pub struct SwitchStatementData {
    pub head: Box<Expr>,
    pub body: Vec<Statement>,
}
pub type SwitchStatement = Node<SwitchStatementData>;

#[derive(Clone, Debug, PartialEq)]
pub enum CaseLabelData {
    Case(Box<Expr>),
    Def,
}
pub type CaseLabel = Node<CaseLabelData>;

#[derive(Clone, Debug, PartialEq)]
pub enum IterationStatementData {
    While(Condition, Box<Statement>),
    DoWhile(Box<Statement>, Box<Expr>),
    For(ForInitStatement, ForRestStatement, Box<Statement>),
}
pub type IterationStatement = Node<IterationStatementData>;

#[derive(Clone, Debug, PartialEq)]
pub enum ForInitStatementData {
    Expression(Option<Expr>),
    Declaration(Box<Declaration>),
}
pub type ForInitStatement = Node<ForInitStatementData>;

#[derive(Clone, Debug, PartialEq)]
pub struct ForRestStatementData {
    pub condition: Option<Condition>,
    pub post_expr: Option<Box<Expr>>,
}
pub type ForRestStatement = Node<ForRestStatementData>;

#[derive(Clone, Debug, PartialEq)]
pub enum JumpStatementData {
    Continue,
    Break,
    Return(Option<Box<Expr>>),
    Discard,
}
pub type JumpStatement = Node<JumpStatementData>;
