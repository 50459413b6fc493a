// expect: compile -- GLSL 1.50 (compatibility) section 5.4.3: structure constructors
#version 150 compatibility
struct S { float a; vec2 b; };
void main() {
    S x = S(1.0, vec2(2.0));
}
