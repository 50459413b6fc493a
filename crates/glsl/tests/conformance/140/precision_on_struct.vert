// expect: fail -- GLSL 1.40 section 4.5.2: precision qualifiers do not apply to structures
#version 140
struct S { int a; };
void main() {
    mediump S s;
}
