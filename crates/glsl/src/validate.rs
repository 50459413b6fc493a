//! [`validate`]: a [`Module`] checked against the rules of the IR.

use crate::ir::*;
use crate::types::{
    SampledKind, SamplerDim, SamplerType, ScalarKind, StructId, Type, BOOL, FLOAT, INT,
};
use crate::version::{Stage, Version};
use std::collections::HashMap;
use std::sync::OnceLock;

/// A rule of the IR that a module breaks, and where.
#[derive(Clone, Debug, PartialEq)]
pub struct ValidateError {
    /// The function the violation is in; `None` for the module's own tables
    /// (globals, structs, the entry point).
    pub function: Option<FunctionId>,
    /// The function's name (empty without one).
    pub function_name: String,
    /// The statement or expression that breaks the rule; `None` for a
    /// declaration (a global, a parameter, a local, the function itself).
    pub span: Option<Span>,
    /// The rule broken.
    pub violation: Violation,
}

impl std::fmt::Display for ValidateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (&self.function, &self.span) {
            (Some(_), Some(span)) => write!(f, "in `{}` at {span}: ", self.function_name)?,
            (Some(_), None) => write!(f, "in `{}`: ", self.function_name)?,
            (None, _) => f.write_str("in the module: ")?,
        }
        write!(f, "{}", self.violation)
    }
}

impl std::error::Error for ValidateError {}

/// An expression kind, or an operator, in a [`Violation`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Node {
    /// [`ExprKind::Unary`].
    Unary(UnaryOp),
    /// [`ExprKind::Binary`].
    Binary(BinaryOp),
    /// [`ExprKind::Select`].
    Select,
    /// [`ExprKind::Swizzle`].
    Swizzle,
    /// [`ExprKind::Index`], or an index step of a place.
    Index,
    /// [`ExprKind::Member`], or a member step of a place.
    Member,
    /// [`ExprKind::Compose`].
    Compose,
    /// [`ExprKind::Splat`].
    Splat,
    /// [`ExprKind::Convert`].
    Convert,
    /// [`ExprKind::Builtin`].
    Builtin(BuiltinFn),
    /// [`ExprKind::Load`], or a place's path.
    Load,
    /// [`ExprKind::Texture`].
    Texture,
    /// [`ExprKind::TextureSize`].
    TextureSize,
}

/// The operand of a texture lookup in a [`Violation::Texture`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TexturePart {
    /// [`TextureLookup::sampler`] (a load of a sampler).
    Sampler,
    /// [`TextureLookup::coordinate`].
    Coordinate,
    /// [`TextureLookup::level`].
    Level,
    /// [`TextureLookup::offset`] (a constant).
    Offset,
    /// [`TextureLookup::depth_ref`] (present exactly for shadow samplers).
    DepthRef,
}

/// `ty`'s GLSL name (struct types by index).
fn name(ty: &Type) -> String {
    ty.name(&[])
}

fn names(tys: &[Type]) -> String {
    tys.iter()
        .map(|t| format!("`{}`", name(t)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The rules of the IR that [`validate`] checks.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum Violation {
    /// A global handle past [`Module::globals`].
    #[error("global {0} is not in the module")]
    Global(GlobalId),
    /// A local handle past [`Function::locals`].
    #[error("local {0} is not in the function")]
    Local(LocalId),
    /// A function handle past [`Module::functions`] (and no reserved id
    /// of a geometry shader).
    #[error("function {0} is not in the module")]
    Function(FunctionId),
    /// A struct type past [`Module::structs`].
    #[error("struct {0} is not in the module")]
    Struct(StructId),
    /// A type the IR does not have (a vector or matrix of another size, an
    /// unsized array).
    #[error("`{}` is no type of the IR", name(.0))]
    Type(Type),
    /// A `const` global without its value.
    #[error("the `const` global `{0}` has no initializer")]
    ConstantGlobal(String),
    /// A variable, a struct member or an expression of type `void` (a
    /// function's return type only).
    #[error("a variable, member or value of type `void`")]
    Void,
    /// [`Module::entry_point`] names no `void main()`.
    #[error("the entry point is not a `void main()` of the module")]
    EntryPoint,
    /// A parameter that does not live in the local of its position, of its
    /// type.
    #[error("parameter {0} does not live in local {0} of its type")]
    Parameter(usize),
    /// A constant whose scalars are not those of its type, in number or
    /// kind.
    #[error("{len} scalars of the wrong number or kinds for a constant `{}`", name(.ty))]
    Constant {
        /// The constant's type.
        ty: Type,
        /// How many scalars it has.
        len: usize,
    },
    /// An operation on operands it does not take.
    #[error("{node:?} does not apply to {}", names(.operands))]
    Operands {
        /// The operation.
        node: Node,
        /// The operands' types.
        operands: Vec<Type>,
    },
    /// An expression typed otherwise than its kind and operands give.
    #[error("{node:?} gives `{}` but is typed `{}`", name(.expected), name(.found))]
    Result {
        /// The operation.
        node: Node,
        /// The type its operands give.
        expected: Type,
        /// The expression's type.
        found: Type,
    },
    /// A built-in call that matches no overload of the function.
    #[error("no overload `{} {function:?}({})`", name(.ty), names(.arguments))]
    Builtin {
        /// The function.
        function: BuiltinFn,
        /// The arguments' types.
        arguments: Vec<Type>,
        /// The call's type.
        ty: Type,
    },
    /// A texture lookup operand of a type its sampler does not take.
    #[error("texture lookup: a {part:?} of type `{}`", name(.found))]
    Texture {
        /// Which operand.
        part: TexturePart,
        /// Its type (`void` for an operand missing or present wrongly).
        found: Type,
    },
    /// An index that is no `int` or `uint` scalar.
    #[error("an index of type `{}`", name(.0))]
    IndexType(Type),
    /// A constant index past the bound of what it indexes.
    #[error("index {index} out of range for `{}`", name(.ty))]
    IndexRange {
        /// The type indexed.
        ty: Type,
        /// The index.
        index: i64,
    },
    /// A struct member past the struct's members.
    #[error("member {member} of `{}`, which has fewer", name(.ty))]
    Member {
        /// The struct type.
        ty: Type,
        /// The member's position.
        member: u32,
    },
    /// A swizzle of components past the vector's, or in a place's path
    /// before its last step.
    #[error("swizzle {components:?} of `{}`", name(.ty))]
    Swizzle {
        /// The type swizzled.
        ty: Type,
        /// The components.
        components: Components,
    },
    /// A stored swizzle that names a component twice.
    #[error("a store to the swizzle {0:?}, which names a component twice")]
    RepeatedComponents(Components),
    /// A store of a value of another type than its place's.
    #[error("a store of `{}` to a place of type `{}`", name(.value), name(.place))]
    Store {
        /// The place's type.
        place: Type,
        /// The value's type.
        value: Type,
    },
    /// A call with another number of arguments than the callee's
    /// parameters.
    #[error("a call of {function} with {arguments} arguments for {parameters} parameters")]
    Arguments {
        /// The callee.
        function: FunctionId,
        /// The call's arguments.
        arguments: usize,
        /// The callee's parameters.
        parameters: usize,
    },
    /// A call argument that does not match its parameter (direction or
    /// type).
    #[error("argument {index} is `{direction:?} {}` for a parameter `{expected_direction:?} {}`", name(.found), name(.expected))]
    Argument {
        /// The argument's position.
        index: usize,
        /// The parameter's direction.
        expected_direction: ParamDirection,
        /// The parameter's type.
        expected: Type,
        /// The argument's direction.
        direction: ParamDirection,
        /// The argument's type.
        found: Type,
    },
    /// A call's result place of another type than the callee's return type
    /// (`void`: a result kept of a function without one).
    #[error("a call's result of type `{}` kept in a place of type `{}`", name(.expected), name(.found))]
    CallResult {
        /// The callee's return type.
        expected: Type,
        /// The result place's type.
        found: Type,
    },
    /// A geometry operation outside a geometry shader, or with arguments
    /// or a result.
    #[error("geometry operation {0:?} outside a geometry shader, or with arguments or a result")]
    GeometryOp(crate::GeometryOp),
    /// An `If` or `Select` condition that is no `bool` scalar.
    #[error("a condition of type `{}`", name(.0))]
    Condition(Type),
    /// A switch selector that is no `int` or `uint` scalar.
    #[error("a switch selector of type `{}`", name(.0))]
    Selector(Type),
    /// A `Break` outside every loop and switch.
    #[error("`break` outside a loop or a switch")]
    Break,
    /// A `Continue` outside a loop's body.
    #[error("`continue` outside a loop's body")]
    Continue,
    /// A `Return` whose value (`void`: none) is not of the function's type.
    #[error("`return` of `{}` in a function returning `{}`", name(.found), name(.expected))]
    Return {
        /// The function's return type.
        expected: Type,
        /// The value's type, `void` without one.
        found: Type,
    },
    /// A `Discard` outside a fragment shader.
    #[error("`discard` in a {0} shader")]
    Discard(Stage),
    /// A function that calls itself, directly or through others.
    #[error("a call of `{0}`, which calls back the caller: recursion")]
    Recursion(String),
    /// A node without its source span.
    #[error("an expression or statement without a source span")]
    Span,
}

/// Check `m` against the rules the [IR's documentation](super) states.
/// Every module the front end makes passes it (debug builds check each one
/// a compile or a link returns); a back end may run it on a module it did
/// not get from the front end. The error is the first rule found broken.
///
/// What it checks:
/// * handles in range: globals, locals, functions, structs, struct
///   members, swizzle components; the entry point is a `void main()`;
///   parameter `i` lives in local `i`, of its type;
/// * types well formed (vectors and matrices of 2 to 4, arrays sized);
/// * every expression's type follows from its kind and operands: the
///   operand rules of [`BinaryOp`] and [`UnaryOp`], one operand of
///   [`ExprKind::Compose`] per component/column/element/member,
///   [`ExprKind::Splat`] of a scalar of the vector's kind,
///   [`ExprKind::Convert`] to the same shape, a load of a place has the
///   place's type, swizzles of vectors within their size, a built-in call
///   matches an overload of the function, texture lookups their sampler
///   (a load of one, constant offsets); constants fill their type with
///   scalars of its kinds, a `const` global has its value;
/// * places: each access applies to the type before it (a swizzle only
///   last), the place's type is the path's result, indices are `int` or
///   `uint` scalars (a constant one within the bound);
/// * statements: a store's value has the place's type (a stored swizzle
///   names each component once); a call's arguments match the callee's
///   parameters (direction and type) and its result place the return type;
///   conditions are `bool`, selectors `int` or `uint` scalars; `Break` only
///   in a loop or a switch, `Continue` only in a loop's body; `Return`
///   matches the function's type; `Discard` only in a fragment shader;
///   the reserved ids of geometry operations only in a geometry shader;
/// * no function calls itself, directly or not;
/// * every expression and statement has a (non-empty) span.
pub fn validate(m: &Module) -> Result<(), ValidateError> {
    validate_with(m, false)
}

/// [`validate`] of the module of a shader object ([`crate::ShaderObject`]),
/// which may keep arrays without a size: a geometry shader's inputs, when
/// another object of the stage declares the input primitive that sizes
/// them.
pub(crate) fn validate_object(m: &Module) -> Result<(), ValidateError> {
    validate_with(m, true)
}

fn validate_with(m: &Module, unsized_arrays: bool) -> Result<(), ValidateError> {
    let v = Validator {
        m,
        f: None,
        span: None,
        unsized_arrays,
    };
    v.module()?;
    for (i, f) in m.functions.iter().enumerate() {
        let v = Validator {
            m,
            f: Some((FunctionId::from_index(i), f)),
            span: None,
            unsized_arrays,
        };
        v.function()?;
    }
    recursion(m)
}

/// Where a walk of a block is: what `Break` and `Continue` may leave.
#[derive(Clone, Copy)]
struct Within {
    breakable: bool,
    loop_body: bool,
}

struct Validator<'m> {
    m: &'m Module,
    f: Option<(FunctionId, &'m Function)>,
    /// The statement or expression being checked.
    span: Option<Span>,
    /// Arrays of length 0 (unsized) are allowed.
    unsized_arrays: bool,
}

type R = Result<(), ValidateError>;

impl<'m> Validator<'m> {
    fn fail<T>(&self, violation: Violation) -> Result<T, ValidateError> {
        Err(ValidateError {
            function: self.f.map(|f| f.0),
            function_name: self.f.map(|f| f.1.name.clone()).unwrap_or_default(),
            span: self.span,
            violation,
        })
    }

    fn at(&self, span: Span) -> Validator<'m> {
        Validator {
            span: Some(span),
            ..*self
        }
    }

    fn module(&self) -> R {
        for s in &self.m.structs {
            for member in &s.members {
                self.value_ty(&member.ty)?;
            }
        }
        for g in &self.m.globals {
            self.value_ty(&g.ty)?;
            if g.class == StorageClass::Constant && g.initializer.is_none() {
                return self.fail(Violation::ConstantGlobal(g.name.clone()));
            }
            if let Some(init) = &g.initializer {
                if !self.fills(&g.ty, init) {
                    return self.fail(Violation::Constant {
                        ty: g.ty.clone(),
                        len: init.len(),
                    });
                }
            }
        }
        let r = &self.m.reflection;
        for v in r.inputs.iter().chain(&r.outputs).chain(&r.uniforms) {
            self.global(v.global)?;
        }
        match self.m.functions.get(self.m.entry_point.index()) {
            Some(f) if f.name == "main" && f.params.is_empty() && f.return_type == Type::Void => {
                Ok(())
            }
            _ => self.fail(Violation::EntryPoint),
        }
    }

    fn function(&self) -> R {
        let Some((_, f)) = self.f else {
            return Ok(());
        };
        self.ty(&f.return_type)?;
        for l in &f.locals {
            self.value_ty(&l.ty)?;
        }
        for (i, p) in f.params.iter().enumerate() {
            if p.local.index() != i || f.locals.get(i).is_none_or(|l| l.ty != p.ty) {
                return self.fail(Violation::Parameter(i));
            }
        }
        self.block(
            &f.body,
            Within {
                breakable: false,
                loop_body: false,
            },
        )
    }

    // ---- types and handles -------------------------------------------------

    /// `ty` is the well formed type of a value: no `void`.
    fn value_ty(&self, ty: &Type) -> R {
        if *ty == Type::Void {
            return self.fail(Violation::Void);
        }
        self.ty(ty)
    }

    /// `ty` is well formed and names structs of the module.
    fn ty(&self, ty: &Type) -> R {
        let ok = match ty {
            Type::Void | Type::Scalar(_) | Type::Sampler(_) => true,
            Type::Vector(_, n) => (2..=4).contains(n),
            Type::Matrix { cols, rows } => (2..=4).contains(cols) && (2..=4).contains(rows),
            Type::Array(e, n) => {
                self.ty(e)?;
                (*n > 0 || self.unsized_arrays) && **e != Type::Void
            }
            Type::Struct(id) => {
                if self.m.structs.get(*id as usize).is_none() {
                    return self.fail(Violation::Struct(*id));
                }
                true
            }
        };
        if ok {
            Ok(())
        } else {
            self.fail(Violation::Type(ty.clone()))
        }
    }

    fn global(&self, g: GlobalId) -> Result<&'m Global, ValidateError> {
        match self.m.globals.get(g.index()) {
            Some(gl) => Ok(gl),
            None => self.fail(Violation::Global(g)),
        }
    }

    fn root_type(&self, r: Root) -> Result<&'m Type, ValidateError> {
        match r {
            Root::Global(g) => Ok(&self.global(g)?.ty),
            Root::Local(l) => match self.f.and_then(|f| f.1.locals.get(l.index())) {
                Some(local) => Ok(&local.ty),
                None => self.fail(Violation::Local(l)),
            },
        }
    }

    /// Whether `scalars` are exactly the components of `ty`, flattened, of
    /// its kinds.
    fn fills(&self, ty: &Type, scalars: &[Scalar]) -> bool {
        let mut it = scalars.iter();
        self.fill(ty, &mut it) && it.next().is_none()
    }

    fn fill<'s>(&self, ty: &Type, it: &mut impl Iterator<Item = &'s Scalar>) -> bool {
        let kind_of = |s: &Scalar| match s {
            Scalar::Float(_) => ScalarKind::Float,
            Scalar::Int(_) => ScalarKind::Int,
            Scalar::Uint(_) => ScalarKind::Uint,
            Scalar::Bool(_) => ScalarKind::Bool,
        };
        match ty {
            Type::Scalar(_) | Type::Vector(..) | Type::Matrix { .. } => {
                let (Some(k), Some(n)) = (ty.scalar_kind(), ty.component_count()) else {
                    return false;
                };
                (0..n).all(|_| it.next().is_some_and(|s| kind_of(s) == k))
            }
            Type::Array(e, n) => (0..*n).all(|_| self.fill(e, it)),
            Type::Struct(id) => self
                .m
                .structs
                .get(*id as usize)
                .is_some_and(|s| s.members.iter().all(|m| self.fill(&m.ty, it))),
            Type::Void | Type::Sampler(_) => false,
        }
    }

    // ---- statements --------------------------------------------------------

    fn block(&self, b: &[Stmt], within: Within) -> R {
        for s in b {
            self.at(s.span).stmt(s, within)?;
        }
        Ok(())
    }

    fn stmt(&self, s: &Stmt, within: Within) -> R {
        if s.span.start >= s.span.end {
            return self.fail(Violation::Span);
        }
        match &s.kind {
            StmtKind::Store { place, value } => {
                self.expr(value)?;
                self.place(place)?;
                self.stored(place)?;
                if value.ty != place.ty {
                    return self.fail(Violation::Store {
                        place: place.ty.clone(),
                        value: value.ty.clone(),
                    });
                }
                Ok(())
            }
            StmtKind::Call {
                function,
                args,
                result,
            } => self.call(*function, args, result.as_ref()),
            StmtKind::If {
                condition,
                accept,
                reject,
            } => {
                self.expr(condition)?;
                if condition.ty != BOOL {
                    return self.fail(Violation::Condition(condition.ty.clone()));
                }
                self.block(accept, within)?;
                self.block(reject, within)
            }
            StmtKind::Loop {
                body, continuing, ..
            } => {
                self.block(
                    body,
                    Within {
                        breakable: true,
                        loop_body: true,
                    },
                )?;
                self.block(
                    continuing,
                    Within {
                        breakable: true,
                        loop_body: false,
                    },
                )
            }
            StmtKind::Switch { selector, cases } => {
                self.expr(selector)?;
                if !matches!(
                    selector.ty,
                    Type::Scalar(ScalarKind::Int | ScalarKind::Uint)
                ) {
                    return self.fail(Violation::Selector(selector.ty.clone()));
                }
                let within = Within {
                    breakable: true,
                    ..within
                };
                for c in cases {
                    self.block(&c.body, within)?;
                }
                Ok(())
            }
            StmtKind::Break if !within.breakable => self.fail(Violation::Break),
            StmtKind::Continue if !within.loop_body => self.fail(Violation::Continue),
            StmtKind::Break | StmtKind::Continue => Ok(()),
            StmtKind::Return(v) => {
                if let Some(e) = v {
                    self.expr(e)?;
                }
                let expected = self.f.map_or(Type::Void, |f| f.1.return_type.clone());
                let found = v.as_ref().map_or(Type::Void, |e| e.ty.clone());
                if found != expected {
                    return self.fail(Violation::Return { expected, found });
                }
                Ok(())
            }
            StmtKind::Discard if self.m.stage != Stage::Fragment => {
                self.fail(Violation::Discard(self.m.stage))
            }
            StmtKind::Discard => Ok(()),
        }
    }

    /// A place written: a swizzle names each component once.
    fn stored(&self, p: &Place) -> R {
        if let Some(Access::Swizzle(c)) = p.path.last() {
            let mut seen = 0u8;
            for &k in c.iter() {
                if seen & (1 << k) != 0 {
                    return self.fail(Violation::RepeatedComponents(*c));
                }
                seen |= 1 << k;
            }
        }
        Ok(())
    }

    fn call(&self, function: FunctionId, args: &[CallArg], result: Option<&Place>) -> R {
        let Some(callee) = self.m.functions.get(function.index()) else {
            return match crate::GeometryOp::from_id(function) {
                Some(op)
                    if self.m.stage != Stage::Geometry || !args.is_empty() || result.is_some() =>
                {
                    self.fail(Violation::GeometryOp(op))
                }
                Some(_) => Ok(()),
                None => self.fail(Violation::Function(function)),
            };
        };
        if args.len() != callee.params.len() {
            return self.fail(Violation::Arguments {
                function,
                arguments: args.len(),
                parameters: callee.params.len(),
            });
        }
        for (index, (a, p)) in args.iter().zip(&callee.params).enumerate() {
            let (direction, found) = match a {
                CallArg::In(e) => {
                    self.expr(e)?;
                    (ParamDirection::In, &e.ty)
                }
                CallArg::Out(pl) => {
                    self.place(pl)?;
                    self.stored(pl)?;
                    (ParamDirection::Out, &pl.ty)
                }
                CallArg::InOut(pl) => {
                    self.place(pl)?;
                    self.stored(pl)?;
                    (ParamDirection::InOut, &pl.ty)
                }
            };
            if direction != p.direction || *found != p.ty {
                return self.fail(Violation::Argument {
                    index,
                    expected_direction: p.direction,
                    expected: p.ty.clone(),
                    direction,
                    found: found.clone(),
                });
            }
        }
        if let Some(r) = result {
            self.place(r)?;
            self.stored(r)?;
            if r.ty != callee.return_type || callee.return_type == Type::Void {
                return self.fail(Violation::CallResult {
                    expected: callee.return_type.clone(),
                    found: r.ty.clone(),
                });
            }
        }
        Ok(())
    }

    // ---- places ------------------------------------------------------------

    /// A place's path applies to its root, and gives its type.
    fn place(&self, p: &Place) -> R {
        let mut ty = self.root_type(p.root)?.clone();
        for (i, a) in p.path.iter().enumerate() {
            ty = match a {
                Access::Index(e) => {
                    self.expr(e)?;
                    self.index(&ty, e)?;
                    match ty.index_result() {
                        Some(t) => t,
                        None => {
                            return self.fail(Violation::Operands {
                                node: Node::Index,
                                operands: vec![ty, e.ty.clone()],
                            })
                        }
                    }
                }
                Access::Member(m) => self.member(&ty, *m)?,
                Access::Swizzle(c) if i + 1 == p.path.len() => self.swizzle(&ty, c)?,
                Access::Swizzle(c) => return self.fail(Violation::Swizzle { ty, components: *c }),
            };
        }
        self.value_ty(&p.ty)?;
        if ty != p.ty {
            return self.fail(Violation::Result {
                node: Node::Load,
                expected: ty,
                found: p.ty.clone(),
            });
        }
        Ok(())
    }

    /// Index `i` into a value of type `ty`: an `int` or `uint` scalar, a
    /// constant one within the bound.
    fn index(&self, ty: &Type, i: &Expr) -> R {
        if !matches!(i.ty, Type::Scalar(ScalarKind::Int | ScalarKind::Uint)) {
            return self.fail(Violation::IndexType(i.ty.clone()));
        }
        if let ExprKind::Constant(c) = &i.kind {
            let index = match c.first() {
                Some(Scalar::Int(x)) => i64::from(*x),
                Some(Scalar::Uint(x)) => i64::from(*x),
                _ => -1,
            };
            let no_size = matches!(ty, Type::Array(_, 0)) && self.unsized_arrays;
            if let (Some(bound), false) = (ty.index_bound(), no_size) {
                if index < 0 || index >= i64::from(bound) {
                    return self.fail(Violation::IndexRange {
                        ty: ty.clone(),
                        index,
                    });
                }
            }
        }
        Ok(())
    }

    fn member(&self, ty: &Type, m: u32) -> Result<Type, ValidateError> {
        let member = match ty {
            Type::Struct(id) => self
                .m
                .structs
                .get(*id as usize)
                .and_then(|s| s.members.get(m as usize)),
            _ => None,
        };
        match member {
            Some(member) => Ok(member.ty.clone()),
            None => self.fail(Violation::Member {
                ty: ty.clone(),
                member: m,
            }),
        }
    }

    fn swizzle(&self, ty: &Type, c: &Components) -> Result<Type, ValidateError> {
        match ty {
            Type::Vector(k, n) if !c.is_empty() && c.iter().all(|x| x < n) => {
                Ok(Type::vec(*k, c.len() as u8))
            }
            _ => self.fail(Violation::Swizzle {
                ty: ty.clone(),
                components: *c,
            }),
        }
    }

    // ---- expressions -------------------------------------------------------

    fn expr(&self, e: &Expr) -> R {
        let v = self.at(e.span);
        if e.span.start >= e.span.end {
            return v.fail(Violation::Span);
        }
        v.value_ty(&e.ty)?;
        let expected = v.expr_type(e)?;
        if expected != e.ty {
            return v.fail(Violation::Result {
                node: node_of(&e.kind),
                expected,
                found: e.ty.clone(),
            });
        }
        Ok(())
    }

    /// Checks `e`'s operands; the type they give it.
    fn expr_type(&self, e: &Expr) -> Result<Type, ValidateError> {
        Ok(match &e.kind {
            ExprKind::Constant(c) => {
                if !self.fills(&e.ty, c) {
                    return self.fail(Violation::Constant {
                        ty: e.ty.clone(),
                        len: c.len(),
                    });
                }
                e.ty.clone()
            }
            ExprKind::Load(p) => {
                self.place(p)?;
                p.ty.clone()
            }
            ExprKind::Unary(op, a) => {
                self.expr(a)?;
                let ok = match op {
                    UnaryOp::Neg => a.ty.is_numeric(),
                    UnaryOp::Not => a.ty == BOOL,
                    UnaryOp::BitNot => integer(&a.ty) && !matches!(a.ty, Type::Matrix { .. }),
                };
                if !ok {
                    return self.operands(Node::Unary(*op), &[a]);
                }
                a.ty.clone()
            }
            ExprKind::Binary(op, ab) => {
                let [a, b] = &**ab;
                self.expr(a)?;
                self.expr(b)?;
                match binary_type(*op, &a.ty, &b.ty) {
                    Some(t) => t,
                    None => self.operands(Node::Binary(*op), &[a, b])?,
                }
            }
            ExprKind::Select(c, a, b) => {
                self.expr(c)?;
                self.expr(a)?;
                self.expr(b)?;
                if c.ty != BOOL {
                    return self.fail(Violation::Condition(c.ty.clone()));
                }
                if a.ty != b.ty {
                    return self.operands(Node::Select, &[c, a, b]);
                }
                a.ty.clone()
            }
            ExprKind::Swizzle(a, c) => {
                self.expr(a)?;
                self.swizzle(&a.ty, c)?
            }
            ExprKind::Index(a, i) => {
                self.expr(a)?;
                self.expr(i)?;
                self.index(&a.ty, i)?;
                match a.ty.index_result() {
                    Some(t) => t,
                    None => self.operands(Node::Index, &[a, i])?,
                }
            }
            ExprKind::Member(a, m) => {
                self.expr(a)?;
                self.member(&a.ty, *m)?
            }
            ExprKind::Compose(parts) => {
                for p in parts {
                    self.expr(p)?;
                }
                let ok = match &e.ty {
                    Type::Vector(k, n) => {
                        parts.len() == usize::from(*n)
                            && parts.iter().all(|p| p.ty == Type::Scalar(*k))
                    }
                    Type::Matrix { cols, rows } => {
                        parts.len() == usize::from(*cols)
                            && parts
                                .iter()
                                .all(|p| p.ty == Type::Vector(ScalarKind::Float, *rows))
                    }
                    Type::Array(elem, n) => {
                        parts.len() == *n as usize && parts.iter().all(|p| p.ty == **elem)
                    }
                    Type::Struct(id) => self.m.structs.get(*id as usize).is_some_and(|s| {
                        s.members.len() == parts.len()
                            && s.members.iter().zip(parts).all(|(m, p)| m.ty == p.ty)
                    }),
                    _ => false,
                };
                if !ok {
                    let parts: Vec<&Expr> = parts.iter().collect();
                    return self.operands(Node::Compose, &parts);
                }
                e.ty.clone()
            }
            ExprKind::Splat(a) => {
                self.expr(a)?;
                match (&e.ty, &a.ty) {
                    (Type::Vector(k, _), Type::Scalar(s)) if k == s => {}
                    _ => self.operands(Node::Splat, &[a])?,
                }
                e.ty.clone()
            }
            ExprKind::Convert(a) => {
                self.expr(a)?;
                let same_shape = match (&e.ty, &a.ty) {
                    (Type::Scalar(_), Type::Scalar(_)) => true,
                    (Type::Vector(_, n), Type::Vector(_, m)) => n == m,
                    (Type::Matrix { .. }, Type::Matrix { .. }) => e.ty == a.ty,
                    _ => false,
                };
                if !same_shape {
                    return self.operands(Node::Convert, &[a]);
                }
                e.ty.clone()
            }
            ExprKind::Builtin(f, args) => {
                for a in args {
                    self.expr(a)?;
                }
                let known = builtin_overloads().get(f).is_some_and(|sigs| {
                    sigs.iter().any(|(params, ret)| {
                        *ret == e.ty
                            && params.len() == args.len()
                            && params.iter().zip(args).all(|(p, a)| *p == a.ty)
                    })
                });
                if !known {
                    return self.fail(Violation::Builtin {
                        function: *f,
                        arguments: args.iter().map(|a| a.ty.clone()).collect(),
                        ty: e.ty.clone(),
                    });
                }
                e.ty.clone()
            }
            ExprKind::Texture(t) => self.texture(t, &e.ty)?,
            ExprKind::TextureSize(s, lod) => {
                self.expr(s)?;
                let (Type::Sampler(st), ExprKind::Load(_)) = (&s.ty, &s.kind) else {
                    return self.texture_error(TexturePart::Sampler, &s.ty);
                };
                if let Some(l) = lod {
                    self.expr(l)?;
                    if l.ty != INT {
                        return self.texture_error(TexturePart::Level, &l.ty);
                    }
                }
                Type::vec(ScalarKind::Int, st.size_components())
            }
        })
    }

    /// `node` does not apply to `operands`.
    fn operands<T>(&self, node: Node, operands: &[&Expr]) -> Result<T, ValidateError> {
        self.fail(Violation::Operands {
            node,
            operands: operands.iter().map(|o| o.ty.clone()).collect(),
        })
    }

    fn texture_error<T>(&self, part: TexturePart, found: &Type) -> Result<T, ValidateError> {
        self.fail(Violation::Texture {
            part,
            found: found.clone(),
        })
    }

    /// A lookup's operands against its sampler; the type it gives (`ty`, its
    /// type, tells a legacy `shadow*()` lookup from the others).
    fn texture(&self, t: &TextureLookup, ty: &Type) -> Result<Type, ValidateError> {
        self.expr(&t.sampler)?;
        self.expr(&t.coordinate)?;
        let (Type::Sampler(st), ExprKind::Load(_)) = (&t.sampler.ty, &t.sampler.kind) else {
            return self.texture_error(TexturePart::Sampler, &t.sampler.ty);
        };
        let fetch = matches!(t.level, TextureLevel::Fetch(_));
        let kind = if fetch {
            ScalarKind::Int
        } else {
            ScalarKind::Float
        };
        if t.coordinate.ty != Type::vec(kind, st.coord_size()) {
            return self.texture_error(TexturePart::Coordinate, &t.coordinate.ty);
        }
        let dims = match st.dim {
            SamplerDim::D1 | SamplerDim::Buffer => 1,
            SamplerDim::D2 | SamplerDim::Rect | SamplerDim::D2Ms => 2,
            SamplerDim::D3 | SamplerDim::Cube => 3,
        };
        let level_ok = |e: &Expr, ty: &Type| -> R {
            self.expr(e)?;
            if e.ty == *ty {
                Ok(())
            } else {
                self.texture_error(TexturePart::Level, &e.ty)
            }
        };
        match &t.level {
            TextureLevel::Auto | TextureLevel::Fetch(None) => {}
            TextureLevel::Bias(x) | TextureLevel::Lod(x) => level_ok(x, &FLOAT)?,
            TextureLevel::Grad(x, y) => {
                level_ok(x, &Type::vec(ScalarKind::Float, dims))?;
                level_ok(y, &Type::vec(ScalarKind::Float, dims))?;
            }
            TextureLevel::Fetch(Some(x)) => level_ok(x, &INT)?,
        }
        if let Some(o) = &t.offset {
            self.expr(o)?;
            let constant = matches!(o.kind, ExprKind::Constant(_));
            if o.ty != Type::vec(ScalarKind::Int, dims) || !constant {
                return self.texture_error(TexturePart::Offset, &o.ty);
            }
        }
        match (&t.depth_ref, st.shadow && !fetch) {
            (Some(d), true) => {
                self.expr(d)?;
                if d.ty != FLOAT {
                    return self.texture_error(TexturePart::DepthRef, &d.ty);
                }
            }
            (None, false) => {}
            (d, _) => {
                let found = d.as_ref().map_or(Type::Void, |d| d.ty.clone());
                return self.texture_error(TexturePart::DepthRef, &found);
            }
        }
        // The legacy `shadow*()` functions give the comparison as a `vec4`
        // (through the texture's depth mode).
        let legacy_shadow = Type::Vector(ScalarKind::Float, 4);
        Ok(if st.shadow && *ty == legacy_shadow {
            legacy_shadow
        } else {
            texel_type(st)
        })
    }
}

/// What a lookup on `st` gives: a `gvec4` of the sampled kind; for a
/// shadow sampler the comparison, a `float`.
fn texel_type(st: &SamplerType) -> Type {
    let k = match st.sampled {
        SampledKind::Float => ScalarKind::Float,
        SampledKind::Int => ScalarKind::Int,
        SampledKind::Uint => ScalarKind::Uint,
    };
    if st.shadow {
        FLOAT
    } else {
        Type::Vector(k, 4)
    }
}

fn node_of(k: &ExprKind) -> Node {
    match k {
        ExprKind::Constant(_) | ExprKind::Load(_) => Node::Load,
        ExprKind::Unary(op, _) => Node::Unary(*op),
        ExprKind::Binary(op, _) => Node::Binary(*op),
        ExprKind::Select(..) => Node::Select,
        ExprKind::Swizzle(..) => Node::Swizzle,
        ExprKind::Index(..) => Node::Index,
        ExprKind::Member(..) => Node::Member,
        ExprKind::Compose(_) => Node::Compose,
        ExprKind::Splat(_) => Node::Splat,
        ExprKind::Convert(_) => Node::Convert,
        ExprKind::Builtin(f, _) => Node::Builtin(*f),
        ExprKind::Texture(_) => Node::Texture,
        ExprKind::TextureSize(..) => Node::TextureSize,
    }
}

/// An `int` or `uint` scalar or vector.
fn integer(t: &Type) -> bool {
    matches!(
        t,
        Type::Scalar(ScalarKind::Int | ScalarKind::Uint)
            | Type::Vector(ScalarKind::Int | ScalarKind::Uint, _)
    )
}

/// The type `a op b` gives under the operand rules of the module
/// documentation, `None` when it does not apply to them.
fn binary_type(op: BinaryOp, a: &Type, b: &Type) -> Option<Type> {
    use BinaryOp as B;
    // Same types, or a scalar of the other's component kind on either side.
    let componentwise = |kinds: fn(ScalarKind) -> bool, matrices: bool| {
        let shape_ok = |t: &Type| {
            matches!(t, Type::Scalar(_) | Type::Vector(..))
                || (matrices && matches!(t, Type::Matrix { .. }))
        };
        if !shape_ok(a) || !shape_ok(b) || !a.scalar_kind().is_some_and(kinds) {
            return None;
        }
        if a == b {
            return Some(a.clone());
        }
        match (a, b) {
            (Type::Scalar(k), t) | (t, Type::Scalar(k)) if t.scalar_kind() == Some(*k) => {
                Some(t.clone())
            }
            _ => None,
        }
    };
    let numeric = |k: ScalarKind| k != ScalarKind::Bool;
    let integer_kind = |k: ScalarKind| matches!(k, ScalarKind::Int | ScalarKind::Uint);
    match op {
        B::Add | B::Sub | B::Mul | B::Div => componentwise(numeric, true),
        B::Rem | B::BitAnd | B::BitOr | B::BitXor => componentwise(integer_kind, false),
        B::MatMul => match (a, b) {
            (Type::Matrix { cols: c1, rows: r1 }, Type::Matrix { cols: c2, rows: r2 })
                if c1 == r2 =>
            {
                Some(Type::Matrix {
                    cols: *c2,
                    rows: *r1,
                })
            }
            (Type::Matrix { cols, rows }, Type::Vector(ScalarKind::Float, n)) if n == cols => {
                Some(Type::Vector(ScalarKind::Float, *rows))
            }
            (Type::Vector(ScalarKind::Float, n), Type::Matrix { cols, rows }) if n == rows => {
                Some(Type::Vector(ScalarKind::Float, *cols))
            }
            _ => None,
        },
        B::Shl | B::Shr => {
            let fits = match (a, b) {
                (_, Type::Scalar(_)) => true,
                (Type::Vector(_, n), Type::Vector(_, m)) => n == m,
                _ => false,
            };
            (integer(a) && integer(b) && fits).then(|| a.clone())
        }
        B::LogicalAnd | B::LogicalOr | B::LogicalXor => (*a == BOOL && *b == BOOL).then_some(BOOL),
        B::Equal | B::NotEqual => (a == b && !contains_sampler(a)).then_some(BOOL),
        B::Less | B::LessEqual | B::Greater | B::GreaterEqual => {
            (a == b && a.is_scalar() && a.is_numeric()).then_some(BOOL)
        }
    }
}

/// A sampler type, or an array of them (structs are checked by the front
/// end, which refuses samplers compared).
fn contains_sampler(t: &Type) -> bool {
    match t {
        Type::Sampler(_) => true,
        Type::Array(e, _) => contains_sampler(e),
        _ => false,
    }
}

/// Per built-in function, the (parameters, result) of its overloads.
type Overloads = HashMap<BuiltinFn, Vec<(Vec<Type>, Type)>>;

/// The (parameters, result) of every overload each built-in function has
/// in some version and stage.
fn builtin_overloads() -> &'static Overloads {
    static TABLE: OnceLock<Overloads> = OnceLock::new();
    TABLE.get_or_init(|| {
        use crate::builtins::funcs::{overloads, Lowering, NAMES};
        use crate::version::Profile;
        let mut table = Overloads::new();
        // The newest desktop version has every overload of the older ones
        // and of GLSL ES; derivatives need a fragment shader.
        let v = Version {
            number: 330,
            profile: Profile::Compatibility,
        };
        for name in NAMES {
            let Ok(sigs) = overloads(name, v, Stage::Fragment, &[]) else {
                continue;
            };
            for s in sigs {
                if let Lowering::Fn(f) = s.lower {
                    table.entry(f).or_default().push((s.params, s.ret));
                }
            }
        }
        table
    })
}

/// No function calls itself, directly or through others.
fn recursion(m: &Module) -> R {
    // Calls per function, with the span of the first call of each callee.
    let calls: Vec<Vec<(FunctionId, Span)>> = m
        .functions
        .iter()
        .map(|f| {
            let mut out = Vec::new();
            calls_with_spans(&f.body, &mut out);
            out.retain(|(c, _)| c.index() < m.functions.len());
            out
        })
        .collect();
    // Depth-first, iteratively: 0 unseen, 1 on the path, 2 done.
    let mut state = vec![0u8; m.functions.len()];
    for root in 0..m.functions.len() {
        if state[root] != 0 {
            continue;
        }
        let mut stack = vec![(root, 0usize)];
        state[root] = 1;
        while let Some(top) = stack.last_mut() {
            let f = top.0;
            let Some(&(callee, span)) = calls[f].get(top.1) else {
                state[f] = 2;
                stack.pop();
                continue;
            };
            top.1 += 1;
            match state[callee.index()] {
                0 => {
                    state[callee.index()] = 1;
                    stack.push((callee.index(), 0));
                }
                1 => {
                    let function = &m.functions[f];
                    return Err(ValidateError {
                        function: Some(FunctionId::from_index(f)),
                        function_name: function.name.clone(),
                        span: Some(span),
                        violation: Violation::Recursion(m.functions[callee.index()].name.clone()),
                    });
                }
                _ => {}
            }
        }
    }
    Ok(())
}

/// The callees of the calls in `b`, nested blocks included, with the calls'
/// spans.
fn calls_with_spans(b: &[Stmt], out: &mut Vec<(FunctionId, Span)>) {
    for s in b {
        match &s.kind {
            StmtKind::Call { function, .. } => out.push((*function, s.span)),
            StmtKind::If { accept, reject, .. } => {
                calls_with_spans(accept, out);
                calls_with_spans(reject, out);
            }
            StmtKind::Loop {
                body, continuing, ..
            } => {
                calls_with_spans(body, out);
                calls_with_spans(continuing, out);
            }
            StmtKind::Switch { cases, .. } => {
                for c in cases {
                    calls_with_spans(&c.body, out);
                }
            }
            StmtKind::Store { .. }
            | StmtKind::Break
            | StmtKind::Continue
            | StmtKind::Return(_)
            | StmtKind::Discard => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::BOOL;

    const FRAG: &str = "#version 130
uniform float u;
uniform sampler2D s;
in vec2 uv;
out vec4 o;
float twice(float x) { return 2.0 * x; }
void main() {
    vec4 c = texture(s, uv);
    for (int i = 0; i < 2; i++) {
        c.x += twice(u);
    }
    o = c;
}";

    fn module() -> Module {
        crate::compile(FRAG, Stage::Fragment, &Default::default()).expect("compiles")
    }

    fn main_body(m: &mut Module) -> &mut Block {
        let e = m.entry_point.index();
        &mut m.functions[e].body
    }

    /// `m`'s first violation, which must be in `main` (or the module's
    /// tables when `in_main` is false).
    fn violation(m: &Module, in_main: bool) -> Violation {
        let e = validate(m).expect_err("invalid");
        if in_main {
            assert_eq!(e.function_name, "main", "{e}");
        }
        e.violation
    }

    /// The first expression of a store in `b` whose value is `pick`ed.
    fn store_value(b: &mut Block, pick: impl Fn(&Expr) -> bool) -> &mut Expr {
        fn find<'b>(b: &'b mut Block, pick: &dyn Fn(&Expr) -> bool) -> Option<&'b mut Expr> {
            for s in b {
                match &mut s.kind {
                    StmtKind::Store { value, .. } if pick(value) => return Some(value),
                    StmtKind::Loop {
                        body, continuing, ..
                    } => {
                        if let Some(e) = find(body, pick) {
                            return Some(e);
                        }
                        if let Some(e) = find(continuing, pick) {
                            return Some(e);
                        }
                    }
                    StmtKind::If { accept, reject, .. } => {
                        if let Some(e) = find(accept, pick) {
                            return Some(e);
                        }
                        if let Some(e) = find(reject, pick) {
                            return Some(e);
                        }
                    }
                    _ => {}
                }
            }
            None
        }
        find(b, &pick).expect("a store of such a value")
    }

    #[test]
    fn a_compiled_module_is_valid() {
        assert_eq!(validate(&module()), Ok(()));
    }

    #[test]
    fn handles_out_of_range() {
        let mut m = module();
        let v = store_value(main_body(&mut m), |e| matches!(e.kind, ExprKind::Load(_)));
        let ExprKind::Load(p) = &mut v.kind else {
            unreachable!()
        };
        p.root = Root::Global(GlobalId::new(99));
        assert_eq!(violation(&m, true), Violation::Global(GlobalId::new(99)));
        let mut m = module();
        m.entry_point = FunctionId::new(7);
        assert_eq!(violation(&m, false), Violation::EntryPoint);
        let mut m = module();
        m.globals[0].ty = Type::Struct(3);
        assert_eq!(violation(&m, false), Violation::Struct(3));
    }

    #[test]
    fn a_store_of_another_type() {
        let mut m = module();
        let v = store_value(main_body(&mut m), |e| {
            matches!(e.kind, ExprKind::Texture(_))
        });
        *v = Expr::new(
            FLOAT,
            ExprKind::Constant(Scalars::one(Scalar::Float(1.0))),
            v.span,
        );
        assert_eq!(
            violation(&m, true),
            Violation::Store {
                place: Type::Vector(ScalarKind::Float, 4),
                value: FLOAT,
            }
        );
    }

    #[test]
    fn operand_rules() {
        let mut m = module();
        let v = store_value(main_body(&mut m), |e| {
            matches!(e.kind, ExprKind::Binary(..))
        });
        let ExprKind::Binary(op, ab) = &mut v.kind else {
            unreachable!()
        };
        *op = BinaryOp::Less;
        let expected = binary_type(BinaryOp::Less, &ab[0].ty, &ab[1].ty);
        assert_eq!(expected, Some(BOOL));
        assert!(matches!(
            violation(&m, true),
            Violation::Result {
                node: Node::Binary(BinaryOp::Less),
                ..
            }
        ));
        // Operands of different vector sizes.
        assert_eq!(
            binary_type(
                BinaryOp::Add,
                &Type::Vector(ScalarKind::Float, 3),
                &Type::Vector(ScalarKind::Float, 4)
            ),
            None
        );
        // A scalar applies to every component; an int does not to floats.
        let v3 = Type::Vector(ScalarKind::Float, 3);
        assert_eq!(binary_type(BinaryOp::Mul, &FLOAT, &v3), Some(v3.clone()));
        assert_eq!(binary_type(BinaryOp::Mul, &INT, &v3), None);
        let m3x2 = Type::Matrix { cols: 3, rows: 2 };
        assert_eq!(
            binary_type(BinaryOp::MatMul, &m3x2, &v3),
            Some(Type::Vector(ScalarKind::Float, 2))
        );
        assert_eq!(binary_type(BinaryOp::MatMul, &v3, &m3x2), None);
        assert_eq!(
            binary_type(BinaryOp::Shl, &Type::Vector(ScalarKind::Uint, 2), &INT),
            Some(Type::Vector(ScalarKind::Uint, 2))
        );
    }

    #[test]
    fn texture_and_builtin_operands() {
        let mut m = module();
        let v = store_value(main_body(&mut m), |e| {
            matches!(e.kind, ExprKind::Texture(_))
        });
        let ExprKind::Texture(t) = &mut v.kind else {
            unreachable!()
        };
        let span = t.coordinate.span;
        *t.coordinate = Expr::new(
            FLOAT,
            ExprKind::Constant(Scalars::one(Scalar::Float(0.5))),
            span,
        );
        assert_eq!(
            violation(&m, true),
            Violation::Texture {
                part: TexturePart::Coordinate,
                found: FLOAT,
            }
        );
        let mut m = module();
        let v = store_value(main_body(&mut m), |e| {
            matches!(e.kind, ExprKind::Texture(_))
        });
        let arg = Expr::new(
            FLOAT,
            ExprKind::Constant(Scalars::one(Scalar::Float(0.5))),
            v.span,
        );
        *v = Expr::new(
            Type::Vector(ScalarKind::Float, 4),
            ExprKind::Builtin(BuiltinFn::Sin, vec![arg]),
            v.span,
        );
        assert!(matches!(
            violation(&m, true),
            Violation::Builtin {
                function: BuiltinFn::Sin,
                ..
            }
        ));
    }

    #[test]
    fn places_swizzles_and_indices() {
        // `o = c` with one access more on `c`.
        let with_step = |step: Access, ty: Type| {
            let mut m = module();
            let v = store_value(
                main_body(&mut m),
                |e| matches!(&e.kind, ExprKind::Load(p) if p.path.is_empty() && matches!(p.ty, Type::Vector(..))),
            );
            let ExprKind::Load(p) = &mut v.kind else {
                unreachable!()
            };
            p.path.push(step);
            p.ty = ty.clone();
            v.ty = ty;
            m
        };
        let float = |x: f32| {
            Expr::new(
                FLOAT,
                ExprKind::Constant(Scalars::one(Scalar::Float(x))),
                Span::new(1, 2),
            )
        };
        let int = |i: i32| {
            Expr::new(
                INT,
                ExprKind::Constant(Scalars::one(Scalar::Int(i))),
                Span::new(1, 2),
            )
        };
        let m = with_step(Access::Swizzle(Components::one(3)), FLOAT);
        assert!(matches!(violation(&m, true), Violation::Store { .. }));
        let m = with_step(Access::Swizzle(Components::one(4)), FLOAT);
        assert!(matches!(violation(&m, true), Violation::Swizzle { .. }));
        let m = with_step(Access::Index(Box::new(float(1.0))), FLOAT);
        assert_eq!(violation(&m, true), Violation::IndexType(FLOAT));
        let m = with_step(Access::Index(Box::new(int(4))), FLOAT);
        assert!(matches!(
            violation(&m, true),
            Violation::IndexRange { index: 4, .. }
        ));
        let m = with_step(Access::Member(0), FLOAT);
        assert!(matches!(
            violation(&m, true),
            Violation::Member { member: 0, .. }
        ));
    }

    #[test]
    fn control_flow() {
        let span = Span::new(0, 1);
        let mut m = module();
        main_body(&mut m).push(Stmt::new(StmtKind::Break, span));
        assert_eq!(violation(&m, true), Violation::Break);
        let mut m = module();
        let StmtKind::Loop { continuing, .. } = &mut main_body(&mut m)
            .iter_mut()
            .find(|s| matches!(s.kind, StmtKind::Loop { .. }))
            .expect("a loop")
            .kind
        else {
            unreachable!()
        };
        continuing.push(Stmt::new(StmtKind::Continue, span));
        assert_eq!(violation(&m, true), Violation::Continue);
        let mut m = module();
        m.stage = Stage::Vertex;
        main_body(&mut m).push(Stmt::new(StmtKind::Discard, span));
        assert_eq!(violation(&m, true), Violation::Discard(Stage::Vertex));
        let mut m = module();
        let one = Expr::new(
            FLOAT,
            ExprKind::Constant(Scalars::one(Scalar::Float(1.0))),
            span,
        );
        main_body(&mut m).push(Stmt::new(StmtKind::Return(Some(one)), span));
        assert_eq!(
            violation(&m, true),
            Violation::Return {
                expected: Type::Void,
                found: FLOAT,
            }
        );
    }

    #[test]
    fn calls_and_recursion() {
        let mut m = module();
        let twice = FunctionId::from_index(
            m.functions
                .iter()
                .position(|f| f.name == "twice")
                .expect("twice"),
        );
        let call = StmtKind::Call {
            function: twice,
            args: Vec::new(),
            result: None,
        };
        main_body(&mut m).push(Stmt::new(call, Span::new(0, 1)));
        assert_eq!(
            violation(&m, true),
            Violation::Arguments {
                function: twice,
                arguments: 0,
                parameters: 1,
            }
        );
        let mut m = module();
        let f = &mut m.functions[twice.index()];
        let x = f.params[0].clone();
        let arg = Expr::new(
            x.ty.clone(),
            ExprKind::Load(Place {
                root: Root::Local(x.local),
                path: AccessPath::new(),
                ty: x.ty,
            }),
            Span::new(0, 1),
        );
        let call = StmtKind::Call {
            function: twice,
            args: vec![CallArg::In(arg)],
            result: None,
        };
        f.body.insert(0, Stmt::new(call, Span::new(0, 1)));
        let e = validate(&m).expect_err("recursive");
        assert_eq!(e.violation, Violation::Recursion("twice".into()));
        assert_eq!(e.function_name, "twice");
        // A reserved geometry id outside a geometry shader.
        let mut m = module();
        let emit = StmtKind::Call {
            function: crate::GeometryOp::EmitVertex.id(),
            args: Vec::new(),
            result: None,
        };
        main_body(&mut m).push(Stmt::new(emit, Span::new(0, 1)));
        assert_eq!(
            violation(&m, true),
            Violation::GeometryOp(crate::GeometryOp::EmitVertex)
        );
    }

    #[test]
    fn spans_and_constants() {
        let mut m = module();
        main_body(&mut m)[0].span = Span::default();
        assert_eq!(violation(&m, true), Violation::Span);
        let mut m = module();
        let v = store_value(main_body(&mut m), |e| {
            matches!(e.kind, ExprKind::Texture(_))
        });
        *v = Expr::new(
            Type::Vector(ScalarKind::Float, 4),
            ExprKind::Constant(Scalars::one(Scalar::Float(1.0))),
            v.span,
        );
        assert_eq!(
            violation(&m, true),
            Violation::Constant {
                ty: Type::Vector(ScalarKind::Float, 4),
                len: 1,
            }
        );
    }

    /// A `?:` over `void` calls is an `if`: no `void` temporary (which the
    /// front end made, and back ends had to step around).
    #[test]
    fn a_void_select_is_an_if() {
        let src = "uniform float u;\nvec4 c;\nvoid a() { c = vec4(1.0); }\nvoid b() { c = vec4(0.5); }\nvoid main() { u > 0.5 ? a() : b(); gl_FragColor = c; }\n";
        let m = crate::compile(src, Stage::Fragment, &Default::default()).expect("compiles");
        assert_eq!(validate(&m), Ok(()));
        let main = &m.functions[m.entry_point.index()];
        assert!(main.locals.iter().all(|l| l.ty != Type::Void));
        assert!(
            matches!(&main.body[0].kind, StmtKind::If { accept, reject, .. }
            if matches!(accept[..], [Stmt { kind: StmtKind::Call { .. }, .. }])
                && matches!(reject[..], [Stmt { kind: StmtKind::Call { .. }, .. }]))
        );
    }

    /// A shader object may call a function it only declares: the module
    /// has the declared parameters for the call.
    #[test]
    fn a_prototype_has_its_parameters() {
        let src = "#version 150\nfloat other(float x, out int k);\nvoid main() { int k; float y = other(1.0, k); }\n";
        let o = crate::compile_object(src, Stage::Vertex, &Default::default()).expect("compiles");
        let m = o.module.expect("main");
        assert_eq!(validate(&m), Ok(()));
        let other = m
            .functions
            .iter()
            .find(|f| f.name == "other")
            .expect("other");
        assert_eq!(other.params.len(), 2);
        assert_eq!(other.params[1].direction, ParamDirection::Out);
        assert!(other.body.is_empty());
    }
}
