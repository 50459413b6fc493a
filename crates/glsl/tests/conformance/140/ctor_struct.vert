// expect: compile -- GLSL 1.40 section 5.4.3: structure constructors
#version 140
struct S { float a; vec2 b; };
void main() {
    S x = S(1.0, vec2(2.0));
}
