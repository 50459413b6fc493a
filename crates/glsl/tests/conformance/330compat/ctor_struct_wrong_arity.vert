// expect: fail -- GLSL 3.30 (compatibility) section 5.4.3: a structure constructor takes one argument per member
#version 330 compatibility
struct S { float a; vec2 b; };
void main() {
    S x = S(1.0);
}
