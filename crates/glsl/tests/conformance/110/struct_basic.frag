// expect: compile -- GLSL 1.10 section 4.1.8: structure definition and use
#version 110
struct S { float a; vec3 b; };
void main() {
    S x; x.a = 1.0; x.b = vec3(x.a);
}
