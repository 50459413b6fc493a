// expect: fail -- GLSL 1.50 section 5.7: selecting a member that does not exist is an error
#version 150 core
struct S { float a; };
void main() {
    S x = S(1.0); float b = x.b;
}
