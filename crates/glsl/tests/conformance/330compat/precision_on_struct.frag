// expect: fail -- GLSL 3.30 (compatibility) section 4.5.2: precision qualifiers do not apply to structures
#version 330 compatibility
struct S { int a; };
void main() {
    mediump S s;
}
