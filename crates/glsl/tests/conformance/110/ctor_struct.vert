// expect: compile -- GLSL 1.10 section 5.4.3: structure constructors
#version 110
struct S { float a; vec2 b; };
void main() {
    S x = S(1.0, vec2(2.0));
}
