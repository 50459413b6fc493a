// expect: fail -- GLSL 1.50 section 4.5.2: precision qualifiers do not apply to structures
#version 150 core
struct S { int a; };
void main() {
    mediump S s;
}
