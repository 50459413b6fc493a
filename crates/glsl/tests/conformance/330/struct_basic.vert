// expect: compile -- GLSL 3.30 section 4.1.8: structure definition and use
#version 330 core
struct S { float a; vec3 b; };
void main() {
    S x; x.a = 1.0; x.b = vec3(x.a);
}
