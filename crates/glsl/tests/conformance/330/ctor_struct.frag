// expect: compile -- GLSL 3.30 section 5.4.3: structure constructors
#version 330 core
struct S { float a; vec2 b; };
void main() {
    S x = S(1.0, vec2(2.0));
}
