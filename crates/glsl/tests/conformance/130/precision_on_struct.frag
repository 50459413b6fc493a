// expect: fail -- GLSL 1.30 section 4.5.2: precision qualifiers do not apply to structures
#version 130
struct S { int a; };
void main() {
    mediump S s;
}
