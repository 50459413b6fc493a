// expect: fail -- GLSL 1.50 (compatibility) section 4.5.2: precision qualifiers do not apply to structures
#version 150 compatibility
struct S { int a; };
void main() {
    mediump S s;
}
