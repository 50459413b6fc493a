// expect: fail -- GLSL 1.10 section 5.7: selecting a member that does not exist is an error
#version 110
struct S { float a; };
void main() {
    S x = S(1.0); float b = x.b;
}
