// expect: compile -- GLSL 1.20 section 5.4.3: structure constructors
#version 120
struct S { float a; vec2 b; };
void main() {
    S x = S(1.0, vec2(2.0));
}
